// The four route screens of every resource (routes/resources.ts binds them to paths). They receive
// the resource key, the list path and the resource's view as props, read the `$id` parameter, and
// load the row live.
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { use, type ReactNode } from 'react';
import { useRecord } from '../../data/hooks';
import { getResource, type ResourceKey } from '../../domain/resources/index';
import { Page } from '../page';
import { StatusPage } from '../status-page';
import { notFoundLabel } from './labels';
import { ListSkeleton } from './list-states';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';
import { ResourceShow } from './resource-show';
import type { FormExtra, ResourceView } from './view';

export interface ResourcePageProps {
  resource: string;
  basePath: string;
  /** The resource's view (src/resources/<key>.view.ts): its columns, list, show and form additions. */
  resourceView: ResourceView;
}

export function ResourceListPage({ resource, basePath, resourceView }: ResourcePageProps) {
  return <ResourceList resource={getResource(resource)} basePath={basePath} columns={resourceView.columns} listActions={resourceView.listActions} />;
}

// One load per view: the create form's extras arrive with the form (suspending like the page's chunk).
const extras = new WeakMap<() => Promise<FormExtra>, Promise<FormExtra>>();
const loadExtra = (load: () => Promise<FormExtra>): Promise<FormExtra> => {
  let loading = extras.get(load);
  if (!loading) extras.set(load, (loading = load()));
  return loading;
};

function CreateWithExtra({ resource, basePath, load }: Omit<ResourcePageProps, 'resourceView'> & { load: () => Promise<FormExtra> }) {
  return <ResourceForm resource={getResource(resource)} basePath={basePath} record={null} extra={use(loadExtra(load))} />;
}

export function ResourceCreatePage({ resource, basePath, resourceView }: ResourcePageProps) {
  const load = resourceView.formExtra;
  if (load) return <CreateWithExtra resource={resource} basePath={basePath} load={load} />;
  return <ResourceForm resource={getResource(resource)} basePath={basePath} record={null} />;
}

/** Loads `$id` and renders `children(row)`, a skeleton while reading, or "não encontrado(a)". */
function WithRecord({ resource, basePath, children }: ResourcePageProps & { children: (row: Record<string, unknown>) => ReactNode }) {
  const { id } = useParams({ strict: false }) as { id?: string };
  const row = useRecord(resource as ResourceKey, id) as Record<string, unknown> | null | undefined;
  const definition = getResource(resource);
  if (row === undefined) {
    return <Page narrow title={definition.labels.singular}><ListSkeleton rows={4} /></Page>;
  }
  if (row === null) {
    return (
      <StatusPage code="404" title={notFoundLabel(definition)}
        actions={<Button asChild><Link to={basePath}><Trans>Voltar para a lista</Trans></Link></Button>}>
        <Trans>O registro pode ter sido excluído ou ainda não chegou a este aparelho.</Trans>
      </StatusPage>
    );
  }
  return children(row);
}

export function ResourceEditPage(props: ResourcePageProps) {
  return (
    <WithRecord {...props}>
      {(row) => <ResourceForm key={String(row.id)} resource={getResource(props.resource)} basePath={props.basePath} record={row} />}
    </WithRecord>
  );
}

export function ResourceShowPage(props: ResourcePageProps) {
  return (
    <WithRecord {...props}>
      {(row) => <ResourceShow resource={getResource(props.resource)} basePath={props.basePath} record={row} extra={props.resourceView.showActions} />}
    </WithRecord>
  );
}
