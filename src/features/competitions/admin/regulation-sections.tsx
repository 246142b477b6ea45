// The regulation's own editing screens (spec §2.9 names them only; what each holds is our reading):
//   - sequences/$id        the ordered tie-break criteria (`criteria`), each with its meaning;
//   - doublesequences/$id  what decides between EXACTLY TWO tied teams: the head-to-head over both
//                          legs (`head_to_head_two` in `criteria`) and whether away goals count;
//   - multiplesequences/$id the mini-league among 3+ tied teams: whether `head_to_head` is used and
//                          the criteria re-applied inside it (`head_to_head_criteria`);
//   - points/$id           points per result: win/draw/loss, shootout win/loss, volleyball 3-2,
//                          no-show.
// Each writes the whole row with `regulations.put` through the outbox (offline-safe), after the
// regulation's own schema validated it, so a bad value is refused here with the server's message.
import { Button, Field, Input, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { useOnline } from '../../../app/network';
import { useRecord } from '../../../data/hooks';
import { useWrite } from '../../../data/use-write';
import { CRITERION_LABELS } from '../../../domain/competitions/criteria';
import { regulations } from '../../../domain/resources/regulations';
import { Page } from '../../../ui/page';
import { StatusPage } from '../../../ui/status-page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { OrderedChoicesInput } from '../../../ui/resource/ordered-choices-input';
import { criterionMeaning } from './criterion-meaning';
import { wireRow } from '../../../domain/resources/wire-row';

type Row = Record<string, unknown>;

/** Loads the regulation of `$id`; the section edits a draft of it. */
function RegulationSection({ title, children }: { title: (name: string) => string; children: (row: Row) => ReactNode }) {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const row = useRecord('regulations', id) as Row | null | undefined;
  if (row === undefined) return <Page narrow title={t`Regulamento`}><ListSkeleton rows={4} /></Page>;
  if (row === null) {
    return (
      <StatusPage code="404" title={t`Regulamento não encontrado.`}
        actions={<Button asChild><Link to="/competitions/regulations"><Trans>Voltar para a lista</Trans></Link></Button>}>
        <Trans>O registro pode ter sido excluído ou ainda não chegou a este aparelho.</Trans>
      </StatusPage>
    );
  }
  return (
    <Page narrow title={title(String(row.name))}
      actions={<Button asChild variant="outline"><Link to={`/competitions/regulations/show/${id}`}><Trans>Voltar ao regulamento</Trans></Link></Button>}>
      {children(row)}
    </Page>
  );
}

/** Validates the changed row with the regulation's schema and saves it; `error` is the reason it was not. */
function useSave() {
  const { t } = useLingui();
  const write = useWrite();
  const online = useOnline();
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = async (row: Row, changes: Row): Promise<void> => {
    const checked = v.safeParse(regulations.schema, wireRow('regulations', row, changes));
    setInvalid(checked.success ? null : checked.issues[0]?.message ?? t`Dados inválidos.`);
    if (!checked.success) return;
    await write.run('regulations.put', checked.output, { inline: true, done: online ? t`Salvo.` : t`Salvo. Será sincronizado quando houver conexão.` });
  };
  return { save, error: invalid ?? write.error, busy: write.busy };
}

function SaveBar({ onSave, error, busy }: { onSave: () => void; error: string | null; busy: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap="2" pt="2">
      {error && <Text color="fg.error" role="alert">{error}</Text>}
      <Button alignSelf="flex-end" size="lg" loading={busy} loadingText={t`Salvando…`} onClick={onSave}><Trans>Salvar</Trans></Button>
    </Stack>
  );
}

function MeaningTable({ keys, caption }: { keys: readonly string[]; caption: string }) {
  const { t } = useLingui();
  if (keys.length === 0) return null;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t`Ordem`}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t`Critério`}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t`Como decide`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((key, i) => (
            <Table.Row key={key}>
              <Table.Cell>{i + 1}º</Table.Cell>
              <Table.Cell asChild fontWeight="medium"><th scope="row">{CRITERION_LABELS[key as keyof typeof CRITERION_LABELS] ?? key}</th></Table.Cell>
              <Table.Cell>{criterionMeaning(key)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function SequencesEditor({ row }: { row: Row }) {
  const { t } = useLingui();
  const { save, error, busy } = useSave();
  const [criteria, setCriteria] = useState(() => list(row.criteria));
  const label = t`Critérios de desempate`;
  return (
    <Stack gap="5">
      <Text color="fg.muted"><Trans>Na ordem em que se aplicam: o primeiro decide; o seguinte só desempata quem continuar empatado.</Trans></Text>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <OrderedChoicesInput options={CRITERION_LABELS} value={criteria} onChange={setCriteria} name="criteria" label={label} />
      </Field.Root>
      <MeaningTable keys={criteria} caption={t`O que cada critério compara`} />
      <SaveBar error={error} busy={busy} onSave={() => void save(row, { criteria })} />
    </Stack>
  );
}

/** Inserts `key` before the first of `before` present in `criteria` (else before the draw, else last). */
function insertBefore(criteria: readonly string[], key: string, before: readonly string[]): string[] {
  const at = criteria.findIndex((k) => before.includes(k));
  const next = criteria.slice();
  next.splice(at < 0 ? next.length : at, 0, key);
  return next;
}

function DoubleSequencesEditor({ row }: { row: Row }) {
  const { t } = useLingui();
  const { save, error, busy } = useSave();
  const [criteria, setCriteria] = useState(() => list(row.criteria));
  const [awayGoals, setAwayGoals] = useState(row.away_goals === true);
  const used = criteria.includes('head_to_head_two');
  const position = criteria.indexOf('head_to_head_two') + 1;
  const toggle = (on: boolean) => setCriteria(on ? insertBefore(criteria, 'head_to_head_two', ['fewer_red_cards', 'fewer_yellow_cards', 'fair_play', 'draw_lots']) : criteria.filter((k) => k !== 'head_to_head_two'));
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        <Trans>Quando exatamente duas equipes terminam empatadas, o confronto direto compara só os jogos entre elas, ida e volta somadas (CBF, art. 15). Com três ou mais empatadas, este critério é pulado e vale o seguinte.</Trans>
      </Text>
      <Switch.Root size="lg" checked={used} onCheckedChange={(e) => toggle(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label><Trans>Usar o confronto direto entre duas equipes</Trans></Switch.Label>
      </Switch.Root>
      {used && <Text><Trans>Posição na ordem dos critérios: {position}º (mude a ordem em “Critérios de desempate”).</Trans></Text>}
      <Switch.Root size="lg" checked={awayGoals} onCheckedChange={(e) => setAwayGoals(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label><Trans>Gol fora de casa desempata o confronto de ida e volta</Trans></Switch.Label>
      </Switch.Root>
      <MeaningTable keys={criteria} caption={t`Critérios de desempate na ordem`} />
      <SaveBar error={error} busy={busy} onSave={() => void save(row, { criteria, away_goals: awayGoals })} />
    </Stack>
  );
}

/** Criteria a mini-league can re-apply: those comparing every match (not pairs, lots or itself). */
const MINI_LEAGUE_OPTIONS = Object.fromEntries(Object.entries(CRITERION_LABELS).filter(([k]) => !['head_to_head', 'head_to_head_two', 'draw_lots'].includes(k)));

function MultipleSequencesEditor({ row }: { row: Row }) {
  const { t } = useLingui();
  const { save, error, busy } = useSave();
  const [criteria, setCriteria] = useState(() => list(row.criteria));
  const [inner, setInner] = useState(() => list(row.head_to_head_criteria));
  const used = criteria.includes('head_to_head');
  // FIFA 2026 and FIBA put the mini-league right after points: it goes before whatever follows them.
  const afterPoints = criteria.filter((k) => k !== 'points');
  const toggle = (on: boolean) => setCriteria(on ? insertBefore(criteria, 'head_to_head', afterPoints) : criteria.filter((k) => k !== 'head_to_head'));
  const label = t`Critérios dentro do confronto direto`;
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        <Trans>Com três ou mais equipes empatadas, o minicampeonato usa só os jogos entre elas e aplica os critérios abaixo, na ordem; as que continuarem empatadas passam de novo pelo minicampeonato, só entre si (FIFA 2026, FIBA D.1.4). Em branco: pontos, saldo e gols pró.</Trans>
      </Text>
      <Switch.Root size="lg" checked={used} onCheckedChange={(e) => toggle(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label><Trans>Usar o minicampeonato entre as empatadas</Trans></Switch.Label>
      </Switch.Root>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <OrderedChoicesInput options={MINI_LEAGUE_OPTIONS} value={inner} onChange={setInner} name="head_to_head_criteria" label={label} />
      </Field.Root>
      <MeaningTable keys={inner} caption={t`Critérios do minicampeonato`} />
      <MeaningTable keys={criteria} caption={t`Critérios de desempate na ordem`} />
      <SaveBar error={error} busy={busy} onSave={() => void save(row, { criteria, head_to_head_criteria: inner.length > 0 ? inner : null })} />
    </Stack>
  );
}

const POINT_FIELDS = ['win_points', 'draw_points', 'loss_points', 'shootout_win_points', 'shootout_loss_points', 'close_win_points', 'close_loss_points', 'no_show_points'] as const;
const REQUIRED_POINTS: readonly string[] = ['win_points', 'draw_points', 'loss_points'];

function PointsEditor({ row }: { row: Row }) {
  const { save, error, busy } = useSave();
  const labels = Object.fromEntries(regulations.fields.map((f) => [f.key, f.label]));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(POINT_FIELDS.map((k) => [k, typeof row[k] === 'number' ? String(row[k]) : ''])));
  const changes = () => Object.fromEntries(POINT_FIELDS.map((k) => {
    const text = values[k]!.trim().replace('−', '-');
    return [k, text === '' ? (REQUIRED_POINTS.includes(k) ? undefined : null) : Number(text)];
  }));
  return (
    <Stack gap="4">
      <Text color="fg.muted"><Trans>Em branco, os pontos opcionais seguem a regra geral: pênaltis contam como empate, 3 a 2 como vitória/derrota, W.O. como derrota.</Trans></Text>
      {POINT_FIELDS.map((key) => (
        <Field.Root key={key} required={REQUIRED_POINTS.includes(key)}>
          <Field.Label>{labels[key]}<Field.RequiredIndicator /></Field.Label>
          <Input size="lg" inputMode="numeric" value={values[key]} onChange={(e) => setValues((s) => ({ ...s, [key]: e.target.value }))} />
        </Field.Root>
      ))}
      <SaveBar error={error} busy={busy} onSave={() => void save(row, changes())} />
    </Stack>
  );
}

export function RegulationSequencesPage() {
  const { t } = useLingui();
  return <RegulationSection title={(name) => t`Critérios de desempate — ${name}`}>{(row) => <SequencesEditor row={row} />}</RegulationSection>;
}

export function RegulationDoubleSequencesPage() {
  const { t } = useLingui();
  return <RegulationSection title={(name) => t`Empate entre duas equipes — ${name}`}>{(row) => <DoubleSequencesEditor row={row} />}</RegulationSection>;
}

export function RegulationMultipleSequencesPage() {
  const { t } = useLingui();
  return <RegulationSection title={(name) => t`Empate entre três ou mais — ${name}`}>{(row) => <MultipleSequencesEditor row={row} />}</RegulationSection>;
}

export function RegulationPointsPage() {
  const { t } = useLingui();
  return <RegulationSection title={(name) => t`Pontuação — ${name}`}>{(row) => <PointsEditor row={row} />}</RegulationSection>;
}
