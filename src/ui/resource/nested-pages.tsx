// The generic list/create/edit/show of a resource under its parents (nested.ts). Each page reads the
// parents from the URL, and hands the generic screen the parent's filter, the fixed fields, the
// heading naming the parent and the breadcrumbs. A missing parent (or a row of another parent) is
// "não encontrado", never another parent's rows.
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { useRecord } from '../../data/hooks';
import { getResource, type ResourceKey } from '../../domain/resources/index';
import { Page } from '../page';
import { StatusPage } from '../status-page';
import { notFoundLabel } from './labels';
import { ListSkeleton } from './list-states';
import { fillPath, ROW_PARAM, type NestedSpec, type NestedView } from './nested';
import { NestedCrumbs } from './nested-crumbs';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';
import { ResourceShow } from './resource-show';
import { useParents } from './use-parents';
import type { ResourceView } from './view';

export interface NestedPageProps {
  spec: NestedSpec;
  /** The child resource's view (its columns, its show page's actions). */
  resourceView: ResourceView;
}

type Params = Readonly<Record<string, string | undefined>>;

function NotFound({ resource, back }: { resource: string; back: string }) {
  return (
    <StatusPage code="404" title={notFoundLabel(getResource(resource))}
      actions={<Button asChild><Link to={back}><Trans>Voltar</Trans></Link></Button>}>
      <Trans>O registro pode ter sido excluído ou ainda não chegou a este aparelho.</Trans>
    </StatusPage>
  );
}

/** Resolves the parents, then renders `children(view, listPath, params)`; skeleton and 404 states. */
function WithParents({ spec, children }: Pick<NestedPageProps, 'spec'> & { children: (view: NestedView, listPath: string, params: Params) => ReactNode }) {
  const params = useParams({ strict: false }) as Params;
  const parents = useParents(spec.parents, params);
  const resource = getResource(spec.resource);
  if (!parents) return <Page title={resource.labels.plural}><ListSkeleton /></Page>;
  const missing = parents.find((p) => !p.row);
  if (missing) return <NotFound resource={missing.parent.resource} back={fillPath(parents[0]?.parent.href ?? '/', params)} />;
  const last = parents.at(-1)!;
  const listPath = fillPath(spec.path, params);
  const view: NestedView = {
    filter: { key: last.parent.field, value: last.id },
    fixed: Object.fromEntries(parents.map((p) => [p.parent.field, p.id])),
    title: `${resource.labels.plural} — ${last.title}`,
    breadcrumbs: <NestedCrumbs parents={parents} params={params} />,
    showBase: spec.showBase ? fillPath(spec.showBase, params) : undefined,
    creatable: (spec.screens ?? ['create']).includes('create'),
    editable: (spec.screens ?? ['edit']).includes('edit'),
    extra: spec.extra ? <Suspense fallback={null}><spec.extra params={params} /></Suspense> : undefined,
  };
  return children(view, listPath, params);
}

/** The row of `$row_id`, if it belongs to the parents; else "não encontrado". */
function WithRow({ spec, view, listPath, children }: Pick<NestedPageProps, 'spec'> & { view: NestedView; listPath: string; children: (row: Record<string, unknown>) => ReactNode }) {
  const params = useParams({ strict: false }) as Params;
  const row = useRecord(spec.resource as ResourceKey, params[ROW_PARAM]) as Record<string, unknown> | null | undefined;
  if (row === undefined) return <Page narrow title={getResource(spec.resource).labels.singular}><ListSkeleton rows={4} /></Page>;
  const mine = row && Object.entries(view.fixed).every(([field, id]) => row[field] === id);
  if (!mine) return <NotFound resource={spec.resource} back={listPath} />;
  return children(row);
}

export function NestedListPage({ spec, resourceView }: NestedPageProps) {
  return (
    <WithParents spec={spec}>
      {(view, listPath) => <ResourceList resource={getResource(spec.resource)} basePath={listPath} columns={resourceView.columns} nested={view} />}
    </WithParents>
  );
}

function Crumbs({ spec, view, listPath }: { spec: NestedSpec; view: NestedView; listPath: string }) {
  return (
    <>
      {view.breadcrumbs}
      <Button asChild variant="plain" size="sm" px="0" mb="2"><Link to={listPath}>← {getResource(spec.resource).labels.plural}</Link></Button>
    </>
  );
}

export function NestedCreatePage({ spec }: NestedPageProps) {
  return (
    <WithParents spec={spec}>
      {(view, listPath) => (
        <ResourceForm resource={getResource(spec.resource)} basePath={listPath} record={null}
          nested={{ fixed: view.fixed, breadcrumbs: <Crumbs spec={spec} view={view} listPath={listPath} /> }} />
      )}
    </WithParents>
  );
}

export function NestedEditPage({ spec }: NestedPageProps) {
  return (
    <WithParents spec={spec}>
      {(view, listPath) => (
        <WithRow spec={spec} view={view} listPath={listPath}>
          {(row) => (
            <ResourceForm key={String(row.id)} resource={getResource(spec.resource)} basePath={listPath} record={row}
              nested={{ fixed: view.fixed, breadcrumbs: <Crumbs spec={spec} view={view} listPath={listPath} /> }} />
          )}
        </WithRow>
      )}
    </WithParents>
  );
}

export function NestedShowPage({ spec, resourceView }: NestedPageProps) {
  return (
    <WithParents spec={spec}>
      {(view, listPath) => (
        <WithRow spec={spec} view={view} listPath={listPath}>
          {(row) => <ResourceShow resource={getResource(spec.resource)} basePath={listPath} record={row}
            breadcrumbs={<Crumbs spec={spec} view={view} listPath={listPath} />} extra={resourceView.showActions} />}
        </WithRow>
      )}
    </WithParents>
  );
}
