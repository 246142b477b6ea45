// Choosing one match: the competition, then one of its duels, named by its teams and date ("Tigres
// × Leões · 24/11/2026 16:00"), never by the bare round number a generic reference picker would
// show. Shared by the match security and match documents screens; reads the replica live.
import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import type { Row } from '../../../domain/competitions/competition-rows';
import { formatWhen, sideName } from '../../../domain/competitions/duel-format';
import { rowsOfCompetition } from '../../../data/competition-read';

export interface PickedMatch {
  competition: Row;
  duel: Row;
  /** "Tigres × Leões". */
  title: string;
}

interface Options {
  competitions: Row[];
  duels: { duel: Row; title: string; label: string }[];
}

async function readOptions(db: ReturnType<typeof useTenantData>['db'], competitionId: string): Promise<Options> {
  const competitions = ((await db.rows('competitions').toArray()) as Row[]).sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR'));
  if (!competitionId) return { competitions, duels: [] };
  const duels = (await rowsOfCompetition(db, 'duels', competitionId)).filter((d) => d.home_team_id && d.away_team_id);
  const teamIds = [...new Set(duels.flatMap((d) => [String(d.home_team_id), String(d.away_team_id)]))];
  const teams = (await db.rows('teams').bulkGet(teamIds)).filter((t): t is NonNullable<typeof t> => t != null) as Row[];
  const names = new Map(teams.map((t) => [t.id, String(t.name ?? '')]));
  return {
    competitions,
    duels: duels
      .sort((a, b) => String(a.starts_at ?? '').localeCompare(String(b.starts_at ?? '')) || Number(a.round) - Number(b.round))
      .map((duel) => {
        const title = `${sideName(duel, 'home', names)} × ${sideName(duel, 'away', names)}`;
        const when = formatWhen(duel.starts_at);
        return { duel, title, label: `${title} · ${when || `rodada ${String(duel.round ?? '')}`}` };
      }),
  };
}

interface Props {
  competitionId: string;
  duelId: string;
  onChange: (competitionId: string, duelId: string) => void;
  /** Receives the chosen match (or null) whenever it is read. */
  children: (picked: PickedMatch | null, loading: boolean) => React.ReactNode;
}

export function MatchPicker({ competitionId, duelId, onChange, children }: Props) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const options = useReplica(() => readOptions(db, competitionId), [db, competitionId]);
  const competition = options?.competitions.find((c) => c.id === competitionId);
  const chosen = options?.duels.find((d) => d.duel.id === duelId);
  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Field.Root>
          <Field.Label><Trans>Competição</Trans></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={competitionId} onChange={(e) => onChange(e.target.value, '')}>
              <option value="">{t`Escolha a competição`}</option>
              {(options?.competitions ?? []).map((c) => <option key={c.id} value={c.id}>{`${String(c.name)} · ${String(c.season ?? '')}`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root disabled={!competitionId}>
          <Field.Label><Trans>Jogo</Trans></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={duelId} onChange={(e) => onChange(competitionId, e.target.value)}>
              <option value="">{competitionId && options?.duels.length === 0 ? t`Nenhum jogo com as equipes definidas` : t`Escolha o jogo`}</option>
              {(options?.duels ?? []).map((d) => <option key={d.duel.id} value={d.duel.id}>{d.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      {children(competition && chosen ? { competition, duel: chosen.duel, title: chosen.title } : null, options === undefined)}
    </Stack>
  );
}
