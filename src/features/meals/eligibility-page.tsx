// `/meals/{id}/users`: who may eat. The list (search by name or CPF, remove with confirmation) and
// three ways to add people, each one `meals.eligibility.add` (≤2000 people per mutation):
//   - one person, found among the profiles this device holds (profiles replicate to `users` holders);
//   - a whole association (every profile with that association_id). Teams: profiles carry no team
//     membership yet (a team has an association, a person has an association), so only the
//     association is offered; a team roster would add a membership resource first;
//   - a list of CPFs, pasted or from a CSV file, with a preview of the rows accepted and refused
//     (CPF inválido, não encontrado, duplicado no arquivo, já está na lista) before confirming.
// Reads are live queries over the replica; writes go through useWrite, offline too.
import { Box, Button, Card, Dialog, Field, HStack, Input, Portal, Stack, Table, Tabs, Text, Textarea } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { useWrite } from '../../data/use-write';
import { formatCpf } from '../../domain/cpf';
import { ListSkeleton } from '../../ui/resource/list-states';
import { ReferenceInput } from '../../ui/resource/reference-input';
import { chunk, parseCpfList, type CsvEntry } from '../../lib/cpf-csv';
import { MealFrame, type Meal } from './meal-frame';
import { useAssociationPeople, useCpfPreview, useHasProfiles, useListedAmong, useMealPeople, useProfileSearch, type CsvRefusal } from './meal-queries';

const PAGE = 50;
const SUGGESTIONS = 10;
const PREVIEW_ROWS = 200;

/** Adds people in chunks of ≤2000 (one mutation each); true when all were saved. */
function useAddPeople(mealId: string): (userIds: readonly string[]) => Promise<boolean> {
  const write = useWrite();
  return (userIds) => write.act(async (mutate) => {
    for (const part of chunk(userIds)) await mutate('meals.eligibility.add', { mealId, userIds: part });
  }, { done: plural(userIds.length, { one: '# pessoa adicionada à lista.', other: '# pessoas adicionadas à lista.' }) });
}

export function MealUsersPage() {
  const { t } = useLingui();
  return <MealFrame section="users" title={t`Participantes da refeição`}>{(meal) => <UsersBody meal={meal} />}</MealFrame>;
}

function UsersBody({ meal }: { meal: Meal }) {
  return (
    <Stack gap="8">
      <AddPanel mealId={meal.id} />
      <PeopleList mealId={meal.id} />
    </Stack>
  );
}

function AddPanel({ mealId }: { mealId: string }) {
  const hasProfiles = useHasProfiles();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="add-title">
      <Card.Header>
        <Card.Title as="h2" id="add-title"><Trans>Adicionar à lista</Trans></Card.Title>
      </Card.Header>
      <Card.Body>
        {hasProfiles === false ? (
          <Text color="fg.muted" data-testid="no-profiles">
            <Trans>
              Este aparelho não tem o cadastro de pessoas: ele só é copiado para quem tem a permissão de gerenciar pessoas.
              Peça a quem tem essa permissão para montar a lista, ou para lhe dar acesso.
            </Trans>
          </Text>
        ) : (
          <Tabs.Root defaultValue="person" variant="line" lazyMount>
            <Tabs.List flexWrap="wrap">
              <Tabs.Trigger value="person"><Trans>Uma pessoa</Trans></Tabs.Trigger>
              <Tabs.Trigger value="association"><Trans>Uma entidade inteira</Trans></Tabs.Trigger>
              <Tabs.Trigger value="csv"><Trans>Lista de CPFs (CSV)</Trans></Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="person"><AddPerson mealId={mealId} /></Tabs.Content>
            <Tabs.Content value="association"><AddAssociation mealId={mealId} /></Tabs.Content>
            <Tabs.Content value="csv"><ImportCsv mealId={mealId} /></Tabs.Content>
          </Tabs.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function AddPerson({ mealId }: { mealId: string }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search).trim();
  const page = useProfileSearch(query, SUGGESTIONS);
  const profiles = query === '' ? [] : (page?.rows ?? []);
  const listed = useListedAmong(mealId, profiles.map((p) => p.user_id));
  const add = useAddPeople(mealId);
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label><Trans>Buscar pessoa por nome ou CPF</Trans></Field.Label>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" placeholder={t`Início do nome, ou dígitos do CPF`} />
      </Field.Root>
      {query !== '' && page !== undefined && profiles.length === 0 && (
        <Text color="fg.muted"><Trans>Nenhuma pessoa encontrada.</Trans></Text>
      )}
      {profiles.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t`Pessoas encontradas`}>
          {profiles.map((p) => {
            const inList = listed?.has(p.user_id) ?? false;
            return (
              <HStack as="li" key={p.id} borderWidth="1px" rounded="md" px="3" py="2" justify="space-between" wrap="wrap">
                <Box minW="0">
                  <Text fontWeight="medium">{p.name}</Text>
                  <Text fontSize="sm" color="fg.muted">{formatCpf(p.cpf)}</Text>
                </Box>
                {inList ? (
                  <Text fontSize="sm" color="fg.muted"><Trans>Já está na lista</Trans></Text>
                ) : (
                  <Button size="sm" loading={busy === p.user_id} disabled={busy !== null} aria-label={t`Adicionar ${p.name}`}
                    onClick={async () => {
                      setBusy(p.user_id);
                      await add([p.user_id]);
                      setBusy(null);
                    }}>
                    <Trans>Adicionar</Trans>
                  </Button>
                )}
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

function AddAssociation({ mealId }: { mealId: string }) {
  const [associationId, setAssociationId] = useState('');
  const people = useAssociationPeople(mealId, associationId);
  const add = useAddPeople(mealId);
  const [busy, setBusy] = useState(false);
  const n = people?.toAdd.length ?? 0;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label><Trans>Entidade</Trans></Field.Label>
        <ReferenceInput collection="associations" size="md" value={associationId} onChange={(v) => setAssociationId(typeof v === 'string' ? v : (v[0] ?? ''))} />
        <Field.HelperText><Trans>Adiciona todas as pessoas cadastradas nesta entidade.</Trans></Field.HelperText>
      </Field.Root>
      {associationId && people && (
        <HStack gap="3" wrap="wrap">
          <Text>
            {plural(n, { one: '# pessoa a adicionar', other: '# pessoas a adicionar' })}
            {people.listed > 0 && <> · {plural(people.listed, { one: '# já está na lista', other: '# já estão na lista' })}</>}
          </Text>
          <Button size="sm" disabled={n === 0} loading={busy}
            onClick={async () => {
              setBusy(true);
              await add(people.toAdd);
              setBusy(false);
            }}>
            {plural(n, { one: 'Adicionar # pessoa', other: 'Adicionar # pessoas' })}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

export function ImportCsv({ mealId }: { mealId: string }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [entries, setEntries] = useState<CsvEntry[] | null>(null);
  const preview = useCpfPreview(mealId, entries);
  const add = useAddPeople(mealId);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const reasons: Record<CsvRefusal, string> = {
    invalid: t`CPF inválido`,
    duplicate: t`Duplicado no arquivo`,
    'not-found': t`Não encontrado`,
    unverified: t`Cadastro não verificado`,
    listed: t`Já está na lista`,
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    setEntries(null);
    setDone(null);
  };
  const confirm = async () => {
    if (!preview || preview.accepted.length === 0) return;
    setBusy(true);
    const count = preview.accepted.length;
    const ok = await add(preview.accepted.map((a) => a.userId));
    setBusy(false);
    if (ok) setDone(count);
  };

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label><Trans>Arquivo CSV</Trans></Field.Label>
        <Input type="file" accept=".csv,.txt,text/csv,text/plain" p="1" onChange={(e) => void readFile(e.target.files?.[0])} />
        <Field.HelperText><Trans>Um CPF por linha, ou uma coluna chamada “cpf”; separado por ponto e vírgula, vírgula ou tabulação; com ou sem pontuação.</Trans></Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label><Trans>Ou cole os CPFs</Trans></Field.Label>
        <Textarea value={text} rows={5} fontFamily="mono" onChange={(e) => { setText(e.target.value); setEntries(null); setDone(null); }} />
      </Field.Root>
      <HStack gap="2">
        <Button variant="outline" disabled={text.trim() === ''} onClick={() => { setEntries(parseCpfList(text).entries); setDone(null); }}>
          <Trans>Pré-visualizar</Trans>
        </Button>
      </HStack>
      {entries && !preview && <ListSkeleton rows={2} />}
      {entries && preview && (
        <Stack gap="4" data-testid="csv-preview">
          <Text role="status" fontWeight="medium">
            {plural(preview.accepted.length, { one: '# linha aceita', other: '# linhas aceitas' })} · {plural(preview.refused.length, { one: '# linha recusada', other: '# linhas recusadas' })}
          </Text>
          {done !== null && (
            <Text color="fg.success" data-testid="csv-done">{plural(done, { one: '# pessoa adicionada.', other: '# pessoas adicionadas.' })}</Text>
          )}
          {preview.accepted.length > 0 && done === null && (
            <Box>
              <Text as="h3" fontWeight="semibold" mb="2"><Trans>Serão adicionadas</Trans></Text>
              <Box overflowX="auto" maxH="20rem" overflowY="auto">
                <Table.Root size="sm" data-testid="csv-accepted">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col"><Trans>Linha</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader scope="col"><Trans>CPF</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader scope="col"><Trans>Nome</Trans></Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {preview.accepted.slice(0, PREVIEW_ROWS).map((a) => (
                      <Table.Row key={a.line}>
                        <Table.Cell>{a.line}</Table.Cell>
                        <Table.Cell>{formatCpf(a.cpf)}</Table.Cell>
                        <Table.Cell>{a.name}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              {preview.accepted.length > PREVIEW_ROWS && (
                <Text fontSize="sm" color="fg.muted" mt="1">{t`E mais ${preview.accepted.length - PREVIEW_ROWS}.`}</Text>
              )}
            </Box>
          )}
          {preview.refused.length > 0 && (
            <Box>
              <Text as="h3" fontWeight="semibold" mb="2"><Trans>Recusadas</Trans></Text>
              <Box overflowX="auto" maxH="20rem" overflowY="auto">
                <Table.Root size="sm" data-testid="csv-refused">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col"><Trans>Linha</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader scope="col"><Trans>Valor</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader scope="col"><Trans>Motivo</Trans></Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {preview.refused.map((r) => (
                      <Table.Row key={r.line}>
                        <Table.Cell>{r.line}</Table.Cell>
                        <Table.Cell fontFamily="mono">{r.raw || '—'}</Table.Cell>
                        <Table.Cell>{reasons[r.reason]}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Box>
          )}
          {done === null && (
            <Button alignSelf="start" disabled={preview.accepted.length === 0} loading={busy} onClick={() => void confirm()}>
              {plural(preview.accepted.length, { one: 'Confirmar e adicionar # pessoa', other: 'Confirmar e adicionar # pessoas' })}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function PeopleList({ mealId }: { mealId: string }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [limit, setLimit] = useState(PAGE);
  const page = useMealPeople(mealId, query, limit);
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const write = useWrite();
  const rows = useMemo(() => page?.rows ?? [], [page]);

  const remove = async () => {
    if (!removing) return;
    if (await write.run('meals.eligibility.remove', { mealId, userIds: [removing.userId] }, { done: t`${removing.name} saiu da lista.` })) setRemoving(null);
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="people-title">
      <Text as="h2" id="people-title" fontSize="lg" fontWeight="semibold"><Trans>Pessoas na lista</Trans></Text>
      <Field.Root maxW={{ md: 'md' }}>
        <Field.Label><Trans>Buscar na lista</Trans></Field.Label>
        <Input type="search" value={search} onChange={(e) => { setSearch(e.target.value); setLimit(PAGE); }} autoComplete="off" placeholder={t`Início do nome, ou dígitos do CPF`} />
      </Field.Root>
      {page === undefined ? (
        <ListSkeleton rows={4} />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" py="2">
          {query.trim() ? <Trans>Ninguém da lista começa com “{query.trim()}”.</Trans> : <Trans>Ninguém na lista ainda. Adicione pessoas acima.</Trans>}
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="meal-people">
            <Table.Caption srOnly>{t`Pessoas que podem fazer esta refeição`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col"><Trans>Nome</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col"><Trans>CPF</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col" hideBelow="md"><Trans>Entidade</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col"><Box as="span" srOnly><Trans>Ações</Trans></Box></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell fontWeight="medium">{p.social_name ? `${p.social_name} (${p.name})` : p.name}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{p.cpf ? formatCpf(p.cpf) : '—'}</Table.Cell>
                  <Table.Cell hideBelow="md">{p.association_name ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Remover ${p.name} da lista`}
                      onClick={() => setRemoving({ userId: p.user_id, name: p.name })}>
                      <Trans>Remover</Trans>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {page?.next && (
        <Button alignSelf="start" variant="outline" size="sm" onClick={() => setLimit((n) => n + PAGE)}><Trans>Mostrar mais</Trans></Button>
      )}
      <Dialog.Root role="alertdialog" open={removing !== null} onOpenChange={(e) => { if (!e.open) setRemoving(null); }} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title><Trans>Remover {removing?.name} da lista?</Trans></Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text><Trans>A pessoa não poderá mais registrar entrada nesta refeição. As entradas já registradas continuam no histórico.</Trans></Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline"><Trans>Cancelar</Trans></Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" loading={write.busy} onClick={() => void remove()}><Trans>Remover</Trans></Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
