// …/competitions/{parent_id}/members/{id}/import/players: a team's squad from a CSV (member-csv.ts),
// with a preview of accepted and refused rows before anything is written. Profiles are looked up by
// CPF in the replica (a holder of `users` has them all); the rows go through
// `competitionmembers.put` (the outbox), whose own rules (one team per athlete) run again on write.
import { Badge, Box, Button, Field, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTenantData } from '../../../data/db-context';
import { useList } from '../../../data/hooks';
import { useWrite } from '../../../data/use-write';
import { MEMBER_ROLES } from '../../../domain/resources/competitionmembers';
import { uuidv7 } from '../../../domain/uuid';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { NestedCrumbs } from '../../../ui/resource/nested-crumbs';
import { useParents } from '../../../ui/resource/use-parents';
import { checkMembers, isAccepted, parseMemberCsv } from './member-csv';
import { COMPETITION_PARENTS } from '../../../resources/competitions.view';

/** The parents of a participant's members list (`…/members/$id`), whose import this is. */
const PARENTS = [COMPETITION_PARENTS.competition, COMPETITION_PARENTS.participant];

export function MembersImportPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const write = useWrite();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { parent_id?: string; id?: string };
  const competitionId = params.parent_id ?? '';
  const entryId = params.id ?? '';
  const parents = useParents(PARENTS, params);
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const lines = useMemo(() => parseMemberCsv(deferred), [deferred]);
  const cpfs = useMemo(() => lines.flatMap((l) => (l.cpf ? [l.cpf] : [])), [lines]);
  const profiles = useReplica(async () => {
    const rows = cpfs.length ? await db.rows('profiles').where('cpf').anyOf(cpfs).toArray() : [];
    return new Map(rows.map((r) => [String(r.cpf), r.id]));
  }, [db, cpfs.join(',')]);
  const members = useList('competitionmembers', { index: '[competition_id+profile_id]', equals: [competitionId], limit: 10_000 });
  const checked = useMemo(() => (profiles && members ? checkMembers(lines, {
    profiles, competitionteamId: entryId,
    members: members.rows.map((m) => ({ profile_id: String(m.profile_id), competitionteam_id: String(m.competitionteam_id), role: String(m.role) })),
  }) : undefined), [lines, profiles, members, entryId]);
  const accepted = checked?.filter(isAccepted) ?? [];
  const listPath = `/competitions/competitions/${competitionId}/members/${entryId}`;

  const onFile = async (file: File | undefined) => {
    if (file) setText(await file.text());
  };
  const importRows = async () => {
    let done = 0;
    const ok = await write.act(async (mutate) => {
      for (const row of accepted) {
        await mutate('competitionmembers.put', {
          id: uuidv7(), competition_id: competitionId, competitionteam_id: entryId, profile_id: row.profile_id, role: row.role, shirt_number: row.shirt,
        });
        done++;
      }
    }, { done: () => t`${done} integrantes importados.`, refused: (reason) => t`${done} importados; parou na linha seguinte: ${reason}` });
    if (ok) await navigate({ to: listPath });
  };

  if (!parents) return <Page title={t`Importar atletas`}><ListSkeleton /></Page>;
  const team = parents.at(-1)?.title ?? '';
  return (
    <Page title={t`Importar atletas — ${team}`} breadcrumbs={<NestedCrumbs parents={parents} params={params} list={{ label: t`Integrantes`, href: listPath }} />}>
      <Stack gap="5">
        <Text color="fg.muted">
          <Trans>Uma linha por pessoa: CPF; número da camisa; função (atleta, técnico, auxiliar técnico, preparador físico, médico, dirigente). Com cabeçalho “cpf;camisa;funcao” ou nessa ordem; sem função, atleta.</Trans>
        </Text>
        <Field.Root>
          <Field.Label><Trans>Arquivo CSV</Trans></Field.Label>
          <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void onFile(e.target.files?.[0])} />
        </Field.Root>
        <Field.Root>
          <Field.Label><Trans>Ou cole a lista</Trans></Field.Label>
          <Textarea rows={6} value={text} onChange={(e) => setText(e.target.value)} fontFamily="mono" />
        </Field.Root>
        {checked && checked.length > 0 && (
          <>
            <Text role="status" fontWeight="medium">{t`${accepted.length} aceitas, ${checked.length - accepted.length} recusadas.`}</Text>
            <Box overflowX="auto" borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Caption srOnly><Trans>Prévia da importação</Trans></Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col"><Trans>Linha</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">CPF</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col"><Trans>Camisa</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader scope="col"><Trans>Função</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader scope="col"><Trans>Resultado</Trans></Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {checked.map((c) => (
                    <Table.Row key={c.line}>
                      <Table.Cell>{c.line}</Table.Cell>
                      <Table.Cell>{c.raw}</Table.Cell>
                      <Table.Cell>{c.shirt ?? '—'}</Table.Cell>
                      <Table.Cell>{c.role ? MEMBER_ROLES[c.role] : '—'}</Table.Cell>
                      <Table.Cell>{c.reason ? <Text color="fg.error">{t`Recusada: ${c.reason}`}</Text> : <Badge colorPalette="green"><Trans>Aceita</Trans></Badge>}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </>
        )}
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <Button asChild variant="outline" size="lg"><Link to={listPath}><Trans>Cancelar</Trans></Link></Button>
          <Button size="lg" disabled={accepted.length === 0} loading={write.busy} onClick={() => void importRows()}>
            {t`Importar ${accepted.length} aceitas`}
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}
