import { Box, Button, Card, Heading, LinkBox, LinkOverlay, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { rowPage } from './nested';
import type { ColumnMeta } from './resource-meta';
import { Blank, PendingBadge, sameData, type ListViewProps, type RowData, type RowWindow } from './list-view';

interface CardProps { data: RowData; columns: readonly ColumnMeta[]; basePath: string; showBase: string; measure: RowWindow['measure'] }

const sameCard = (a: CardProps, b: CardProps): boolean =>
  sameData(a.data, b.data) && a.columns === b.columns && a.basePath === b.basePath && a.showBase === b.showBase && a.measure === b.measure;

const ListCard = memo(function ListCard({ data, columns, basePath, showBase, measure }: CardProps) {
  const { t } = useLingui();
  const { row, index, cells, title, pending, editable } = data;
  return (
    <li data-index={index} ref={measure} style={measure ? { paddingBottom: 12 } : undefined}>
      <LinkBox as="article" overflowWrap="anywhere">
        <Card.Root variant="outline" size="sm">
          <Card.Body gap="2">
            <Heading as="h2" size="sm">
              <LinkOverlay asChild><Link to={rowPage(showBase, row.id)}>{cells[0] || title}</Link></LinkOverlay>
              {pending && <PendingBadge />}
            </Heading>
            {columns.length > 1 && (
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
                {columns.slice(1).map((column, c) => (
                  <Box key={column.key} display="contents">
                    <Box as="dt" color="fg.muted">{column.label}</Box>
                    <Box as="dd">{cells[c + 1] || <Blank />}</Box>
                  </Box>
                ))}
              </Box>
            )}
            {editable && (
              <Box position="relative" zIndex="1" alignSelf="flex-end">
                <Button asChild size="sm" variant="outline">
                  <Link to={`${basePath}/edit/${row.id}`} aria-label={t`Editar ${title}`}><Trans>Editar</Trans></Link>
                </Button>
              </Box>
            )}
          </Card.Body>
        </Card.Root>
      </LinkBox>
    </li>
  );
}, sameCard);

/** Phones (below 600 px): one card per row, the first column as its heading and link. */
export function ListCards({ basePath, showBase, columns, shown, caption, window, footer }: ListViewProps) {
  return (
    <Box as="section" aria-label={caption}>
      <Box style={{ height: window?.paddingTop ?? 0 }} aria-hidden="true" />
      <Stack as="ul" gap={window ? '0' : '3'} listStyleType="none">
        {shown.map((data) => <ListCard key={data.row.id} data={data} columns={columns} basePath={basePath} showBase={showBase ?? basePath} measure={window?.measure} />)}
      </Stack>
      <Box style={{ height: window?.paddingBottom ?? 0 }} aria-hidden="true" />
      {footer}
    </Box>
  );
}
