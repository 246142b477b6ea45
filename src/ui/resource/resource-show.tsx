import { Box, Button, Card } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useUser } from '../../data/session';
import type { AnyResource } from '../../domain/resources/define';
import { Page } from '../page';
import { DeleteButton } from './delete-button';
import { FieldValue } from './field-value';
import { isShown } from './form-values';
import { canWriteRow, resourceMeta, rowTitle } from './resource-meta';
import { useReferenceTitles } from './use-replica';
import type { ShowActionsProps } from './view';

interface ResourceShowProps {
  resource: AnyResource;
  basePath: string;
  record: Record<string, unknown>;
  /** Where the page sits (a nested row's parents). */
  breadcrumbs?: ReactNode;
  /** Links to the resource's own flows, above the fields (its view's `showActions`). */
  extra?: ComponentType<ShowActionsProps> | readonly ComponentType<ShowActionsProps>[] | undefined;
}

/** Every field of one row with its label; references by name; edit and delete when allowed. */
export function ResourceShow({ resource, basePath, record, breadcrumbs, extra }: ResourceShowProps) {
  const extras = extra === undefined ? [] : Array.isArray(extra) ? extra : [extra as ComponentType<ShowActionsProps>];
  const navigate = useNavigate();
  const user = useUser();
  const { fields } = resourceMeta(resource);
  const wanted = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const field of fields) {
      if (!field.reference) continue;
      const value = record[field.key];
      const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];
      map.set(field.reference, [...(map.get(field.reference) ?? []), ...ids]);
    }
    return map;
  }, [fields, record]);
  const titles = useReferenceTitles(wanted);
  // A row named by a reference (a membership by its person) is titled by that row's name.
  const titleField = fields.find((field) => field.key === resource.title && field.reference);
  const title = (titleField ? titles?.get(titleField.reference!)?.get(String(record[titleField.key])) : undefined) ?? rowTitle(resource, record);
  const id = String(record.id);
  const writable = canWriteRow(resource, user, record);

  return (
    <Page narrow title={title} description={resource.labels.singular} breadcrumbs={breadcrumbs}
      actions={
        <>
          <Button asChild variant="outline"><Link to={basePath}><Trans>Voltar</Trans></Link></Button>
          {writable && <Button asChild><Link to={`${basePath}/edit/${id}`}><Trans>Editar</Trans></Link></Button>}
        </>
      }>
      {/* Extension point: links to a resource's own flows (e.g. a meal's participants and check-in). */}
      {extras.map((Extra, i) => <Suspense key={i} fallback={null}><Extra record={record} /></Suspense>)}
      <Card.Root variant="outline">
        <Card.Body>
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(10rem, auto) 1fr' }}
            columnGap="6" rowGap={{ base: "1", sm: "3" }} alignItems="baseline">
            {fields.filter((field) => isShown(field, record)).map((field) => (
              <Box key={field.key} display="contents">
                <Box as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>{field.label}</Box>
                <Box as="dd" overflowWrap="anywhere">
                  <FieldValue field={field} value={record[field.key]} titles={field.reference ? titles?.get(field.reference) : undefined} />
                </Box>
              </Box>
            ))}
          </Box>
        </Card.Body>
        {writable && (
          <Card.Footer justifyContent="flex-end">
            <DeleteButton resource={resource} id={id} title={title} onDeleted={() => void navigate({ to: basePath })} />
          </Card.Footer>
        )}
      </Card.Root>
    </Page>
  );
}
