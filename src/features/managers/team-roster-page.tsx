// `/my/associations/teams/{id}/{team_id}` (spec §2.2, permission my_teams): one team of the entity
// the manager runs, and its roster in each competition it is entered in. There is no standing
// roster: a roster is the `competitionmembers` of the team's entry (`competitionteams`), which the
// manager replicates and writes (relations.ts managedMembers). People come from the entity's own
// profiles on this device; every write goes through the outbox, so it works offline. The device
// refuses at once what it can judge (a person of another entity, the same athlete twice in one
// competition among the rows it holds); the server refuses the rest (an athlete another entity's
// team entered) and the sync panel shows why.
import { Box, Button, Card, Field, HStack, Heading, Input, Link as ChakraLink, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useMemo, useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { useRecord } from '../../data/hooks';
import { MEMBER_ROLES } from '../../domain/resources/competitionmembers';
import { TEAM_GENDERS } from '../../domain/resources/schema-kit';
import { uuidv7 } from '../../domain/uuid';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { PendingBadge } from '../../ui/resource/list-view';
import { usePendingIds, useRecordTitles } from '../../ui/resource/use-replica';
import { wireRow } from '../../domain/resources/wire-row';
import { EntryStatusBadge, NotManaged, useManagedEntity } from './managed-entity';
import { readEntityPeople, readTeamEntries, type Row, type TeamEntry } from './team-entries';
import { useWrite } from '../../data/use-write';

type Role = keyof typeof MEMBER_ROLES;

interface Draft { memberId: string | null; profileId: string; role: Role; shirt: string }
const EMPTY: Draft = { memberId: null, profileId: '', role: 'atleta', shirt: '' };

/** Add a person to the roster, or change one member's role and number (the person stays). */
function MemberForm({ entry, people, roster, draft, onDone }: { entry: Row; people: Row[]; roster: Row[]; draft: Draft; onDone: () => void }) {
  const { t } = useLingui();
  const { run, busy } = useWrite();
  const [value, setValue] = useState<Draft>(draft);
  const listed = new Set(roster.map((m) => String(m.profile_id)));
  const choices = people.filter((p) => !listed.has(String(p.id)) || String(p.id) === value.profileId);
  const person = people.find((p) => p.id === value.profileId);
  const save = async () => {
    const member = roster.find((m) => m.id === value.memberId);
    const shirt = value.shirt.trim() === '' ? null : Number(value.shirt);
    const args = member
      ? wireRow('competitionmembers', member, { role: value.role, shirt_number: shirt })
      : { id: uuidv7(), competition_id: String(entry.competition_id), competitionteam_id: String(entry.id), profile_id: value.profileId, role: value.role, shirt_number: shirt };
    const name = String(person?.name ?? '');
    const ok = await run('competitionmembers.put', args, { done: member ? t`${name}: alteração salva.` : t`${name} incluído(a) na relação.` });
    if (!ok) return;
    if (!member) setValue(EMPTY); // ready for the next person
    onDone();
  };
  return (
    <Stack as="form" direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}
      onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Field.Root flex="2" required>
        <Field.Label><Trans>Pessoa</Trans></Field.Label>
        <NativeSelect.Root disabled={value.memberId !== null}>
          <NativeSelect.Field value={value.profileId} onChange={(e) => setValue({ ...value, profileId: e.target.value })}>
            <option value="">{t`Escolha uma pessoa da entidade…`}</option>
            {choices.map((p) => <option key={String(p.id)} value={String(p.id)}>{String(p.name ?? '')}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label><Trans>Função</Trans></Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.role} onChange={(e) => setValue({ ...value, role: e.target.value as Role })}>
            {Object.entries(MEMBER_ROLES).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label><Trans>Número da camisa</Trans></Field.Label>
        <Input type="number" inputMode="numeric" min={0} max={999} value={value.shirt} onChange={(e) => setValue({ ...value, shirt: e.target.value })} />
      </Field.Root>
      <HStack>
        <Button type="submit" loading={busy} disabled={!value.profileId}>{value.memberId ? <Trans>Salvar</Trans> : <Trans>Adicionar</Trans>}</Button>
        {value.memberId && <Button variant="ghost" onClick={onDone}><Trans>Cancelar</Trans></Button>}
      </HStack>
    </Stack>
  );
}

function Roster({ item, people }: { item: TeamEntry; people: Row[] }) {
  const { t } = useLingui();
  const { run } = useWrite();
  const [draft, setDraft] = useState<Draft | null>(null);
  const names = useMemo(() => new Map(people.map((p) => [String(p.id), String(p.name ?? '')])), [people]);
  const pending = usePendingIds('competitionmembers', item.members.map((m) => String(m.id)));
  const competition = String(item.competition?.name ?? t`Competição`);
  const remove = (member: Row) => {
    const name = names.get(String(member.profile_id)) ?? '';
    void run('competitionmembers.delete', { id: String(member.id) }, { done: t`${name} retirado(a) da relação.` });
  };
  return (
    <Card.Root size="sm" as="section" aria-label={competition}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">{competition}</Heading>
          <EntryStatusBadge status={item.entry.status} />
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {item.members.length === 0 ? (
          <Text color="fg.muted"><Trans>Ninguém relacionado ainda nesta competição.</Trans></Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Caption srOnly><Trans>Relação da equipe em {competition}</Trans></Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col"><Trans>Pessoa</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader scope="col"><Trans>Função</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader scope="col"><Trans>Camisa</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader scope="col"><Trans>Ações</Trans></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {item.members.map((m) => {
                  const name = names.get(String(m.profile_id)) ?? t`Pessoa fora da entidade`;
                  return (
                    <Table.Row key={String(m.id)} data-testid="roster-member">
                      <Table.Cell>{name}{pending.has(String(m.id)) && <PendingBadge />}</Table.Cell>
                      <Table.Cell>{MEMBER_ROLES[m.role as Role] ?? String(m.role)}</Table.Cell>
                      <Table.Cell>{m.shirt_number == null ? '—' : String(m.shirt_number)}</Table.Cell>
                      <Table.Cell>
                        <HStack gap="2">
                          <Button size="xs" variant="outline" aria-label={t`Editar ${name}`}
                            onClick={() => setDraft({ memberId: String(m.id), profileId: String(m.profile_id), role: m.role as Role, shirt: m.shirt_number == null ? '' : String(m.shirt_number) })}>
                            <Trans>Editar</Trans>
                          </Button>
                          <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Retirar ${name}`} onClick={() => remove(m)}>
                            <Trans>Retirar</Trans>
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        {item.entry.status === 'recusada' ? null : (
          <MemberForm key={draft?.memberId ?? 'new'} entry={item.entry} people={people} roster={item.members} draft={draft ?? EMPTY} onDone={() => setDraft(null)} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function TeamRosterPage() {
  const { t } = useLingui();
  const { id, team_id: teamId } = useParams({ strict: false }) as { id?: string; team_id?: string };
  const { db } = useTenantData();
  const entity = useManagedEntity(id);
  const team = useRecord('teams', teamId) as Row | null | undefined;
  const entries = useReplica(() => readTeamEntries(db, teamId ?? ''), [db, teamId]);
  const people = useReplica(() => readEntityPeople(db, id ?? ''), [db, id]);
  const sports = useRecordTitles('sports', useMemo(() => (team?.sport_id ? [String(team.sport_id)] : []), [team?.sport_id]));
  if (entity === undefined || team === undefined) return <Page title={t`Equipe`}><ListSkeleton rows={3} /></Page>;
  if (entity === null) return <NotManaged title={t`Equipe`} />;
  const base = `/my/associations/teams/${entity.id}`;
  if (!team || team.association_id !== entity.id) {
    return (
      <Page title={t`Equipe`}>
        <Text><Trans>Esta equipe não é da entidade ou ainda não chegou a este aparelho.</Trans></Text>
        <ChakraLink asChild><Link to={base}><Trans>Voltar às equipes da entidade</Trans></Link></ChakraLink>
      </Page>
    );
  }
  const details = [sports?.get(String(team.sport_id)), String(team.category ?? ''), TEAM_GENDERS[team.gender as keyof typeof TEAM_GENDERS]].filter(Boolean).join(' · ');
  return (
    <Page title={String(team.name)} description={`${entity.name} — ${details}`}>
      <HStack gap="4" mb="4" wrap="wrap">
        <ChakraLink asChild><Link to={base}>← <Trans>Equipes da entidade</Trans></Link></ChakraLink>
        <ChakraLink asChild><Link to={`${base}/edit/${team.id}`}><Trans>Editar equipe</Trans></Link></ChakraLink>
        <ChakraLink asChild><Link to={`/my/associations/competitions/open/${entity.id}`}><Trans>Competições com inscrições abertas</Trans></Link></ChakraLink>
      </HStack>
      {entries === undefined || people === undefined ? <ListSkeleton rows={3} /> : entries.length === 0 ? (
        <Text color="fg.muted"><Trans>Esta equipe ainda não está inscrita em nenhuma competição. Inscreva-a numa competição com inscrições abertas para montar a relação.</Trans></Text>
      ) : (
        <Stack gap="4">
          {entries.map((item) => <Roster key={String(item.entry.id)} item={item} people={people} />)}
        </Stack>
      )}
    </Page>
  );
}
