// A person's record page (/records/users/show/{id}), above the fields: is the identity verified,
// can they get an ID card or was it revoked, their requests and their documents — each read from
// the local replica. Requests (`approvals`) and documents (`userdocuments`) are resources of their
// own: a section appears only when its collection exists in the registry.
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import { findResource } from '../../../domain/resources/index';
import { resourceBase } from '../../../routes/view-routes';
import { formatDateTime } from '../../../domain/dates';
import { rowTitle } from '../../../ui/resource/resource-meta';
import { ManagedPersonLinks } from './managed-person-links';
import { PersonImageLink } from '../image/image-links';
import { useCanOpen } from '../../../app/home/open-path';

export interface PersonSectionsProps {
  record: Record<string, unknown>;
}

/** Rows of `collection` (when registered) that name this person by one of `fields`. */
function usePersonRows(collection: string, person: { id: string; userId: string }, fields: readonly string[]) {
  const { db } = useTenantData();
  const resource = findResource(collection);
  return useReplica(async () => {
    if (!resource) return null;
    const wanted = new Set([person.id, person.userId]);
    return db.rows(collection).filter((row) => fields.some((f) => wanted.has(String(row[f] ?? '')))).toArray();
  }, [db, collection, person.id, person.userId]);
}

export function PersonSections({ record }: PersonSectionsProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const person = { id: String(record.id), userId: String(record.user_id ?? '') };
  const verified = record.verified === true;
  const card = useReplica(async () => {
    const [cards, revocations] = await Promise.all([
      db.rows('idcards').where('user_id').equals(person.userId).toArray(),
      db.rows('cardrevocations').where('user_id').equals(person.userId).toArray(),
    ]);
    const latest = (rows: Record<string, unknown>[], field: string) => rows.map((r) => String(r[field] ?? '')).sort().at(-1);
    return { issued: latest(cards, 'issued_at'), expires: latest(cards, 'expires_at'), revokedBefore: latest(revocations, 'revoked_before'),
      reason: revocations.find((r) => r.revoked_before === latest(revocations, 'revoked_before'))?.reason };
  }, [db, person.userId]);
  const requests = usePersonRows('approvals', person, ['subject_id', 'requested_by']);
  const documents = usePersonRows('userdocuments', person, ['profile_id', 'user_id']);
  // The same page serves an entity's managers, who may not open the federation's privacy screen.
  const canOpen = useCanOpen();
  const revokedNow = card?.revokedBefore !== undefined && (!card.issued || card.issued < card.revokedBefore);

  return (
    <Stack gap="4" mb="4">
      <HStack as="nav" gap="2" wrap="wrap" aria-label={t`Telas da pessoa`}>
        {canOpen('/records/users/privacy/$id') && (
          <Button asChild size="sm" variant="outline"><Link to={`/records/users/privacy/${person.id}`}><Trans>Privacidade (LGPD)</Trans></Link></Button>
        )}
        <PersonImageLink id={person.id} />
        <ManagedPersonLinks record={record} />
      </HStack>
      <Card.Root variant="outline">
        <Card.Body>
          <Heading as="h2" size="sm" mb="2"><Trans>Identidade e carteirinha</Trans></Heading>
          <Stack gap="2">
            <Text>
              {verified
                ? <><Badge colorPalette="green" me="2"><Trans>Verificado</Trans></Badge>{record.verified_at ? t`pela federação em ${formatDateTime(String(record.verified_at))}.` : t`pela federação.`}</>
                : <><Badge colorPalette="orange" me="2"><Trans>Não verificado</Trans></Badge><Trans>A carteirinha só é emitida depois que a federação confere o cadastro.</Trans></>}
            </Text>
            {card === undefined ? null : revokedNow ? (
              <Text color="fg.error">{t`Carteirinha revogada: vale só a emitida depois de ${formatDateTime(card.revokedBefore!)}.`}{card.reason ? ` ${t`Motivo: ${card.reason}`}` : ''}</Text>
            ) : card.issued ? (
              <Text>{t`Carteirinha emitida em ${formatDateTime(card.issued)}, válida até ${formatDateTime(card.expires ?? '')}.`}</Text>
            ) : verified ? (
              <Text color="fg.muted"><Trans>A pessoa obtém a carteirinha digital no aplicativo (Minha carteirinha); este aparelho não guarda as carteirinhas dos outros.</Trans></Text>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
      {requests !== null && <RowsSection title={t`Solicitações`} collection="approvals" rows={requests} empty={t`Nenhuma solicitação.`} status="status" />}
      {documents !== null && <RowsSection title={t`Documentos`} collection="userdocuments" rows={documents} empty={t`Nenhum documento.`} status="status" />}
    </Stack>
  );
}

function RowsSection({ title, collection, rows, empty, status }: { title: string; collection: string; rows: Record<string, unknown>[] | undefined; empty: string; status: string }) {
  const resource = findResource(collection)!;
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Heading as="h2" size="sm" mb="2">{title}</Heading>
        {rows === undefined ? null : rows.length === 0 ? <Text color="fg.muted">{empty}</Text> : (
          <Box as="ul" ps="5">
            {rows.map((row) => (
              <li key={String(row.id)}>
                {resourceBase(resource.key) ? <Link to={`${resourceBase(resource.key)}/show/${String(row.id)}`}>{rowTitle(resource, row)}</Link> : rowTitle(resource, row)}
                {typeof row[status] === 'string' && <Badge ms="2">{String(row[status])}</Badge>}
              </li>
            ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
