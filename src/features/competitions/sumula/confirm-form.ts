// The confirmation form's logic, pure: the draft the referee fills (score prefilled from the events,
// editable; observations; incidents; each captain's name and "ciente"), turned into `duels.confirm`
// args checked with the mutator's own schema (the same pt-BR messages the server would give), with
// the messages placed under the fields they belong to.
import * as v from 'valibot';
import { confirmArgs, type ConfirmArgs } from '../../../domain/competitions/sumula/sumula-confirm';
import type { IncidentCategory } from '../../../domain/competitions/sumula/report';

export interface IncidentDraft { category: IncidentCategory | ''; text: string }
export interface CaptainDraft { team_id: string; name: string; ciente: boolean }
export interface ConfirmDraft {
  home: string;
  away: string;
  observations: string;
  incidents: IncidentDraft[];
  captains: CaptainDraft[];
}
export interface EventsScore { home: number; away: number }

export type FormErrors = Record<string, string>;

export function initialDraft(score: EventsScore, homeTeam: string, awayTeam: string): ConfirmDraft {
  return {
    home: String(score.home), away: String(score.away), observations: '', incidents: [],
    captains: [{ team_id: homeTeam, name: '', ciente: false }, { team_id: awayTeam, name: '', ciente: false }],
  };
}

const SCORE = /^\d{1,3}$/;

/** The args for `duels.confirm`, or the pt-BR errors by field (`home`, `incidents.0.text`, `captains.1`…). */
export function buildConfirmArgs(duelId: string, draft: ConfirmDraft): { args: ConfirmArgs } | { errors: FormErrors } {
  const errors: FormErrors = {};
  if (!SCORE.test(draft.home.trim())) errors.home = 'Informe o placar do mandante (número inteiro).';
  if (!SCORE.test(draft.away.trim())) errors.away = 'Informe o placar do visitante (número inteiro).';
  const captains = draft.captains.flatMap((c, i) => {
    const name = c.name.trim();
    if (!name && !c.ciente) return [];
    if (!name) errors[`captains.${i}`] = 'Informe o nome do capitão.';
    else if (!c.ciente) errors[`captains.${i}`] = 'O capitão deve marcar “ciente”.';
    return [{ team_id: c.team_id, name, ciente: true as const }];
  });
  draft.incidents.forEach((incident, i) => {
    if (!incident.category) errors[`incidents.${i}.category`] = 'Escolha a categoria da ocorrência.';
    if (incident.text.trim().length < 3) errors[`incidents.${i}.text`] = 'Descreva a ocorrência (ao menos 3 caracteres).';
  });
  if (Object.keys(errors).length) return { errors };
  const parsed = v.safeParse(confirmArgs, {
    id: duelId, home_score: Number(draft.home), away_score: Number(draft.away),
    observations: draft.observations.trim() || null,
    incidents: draft.incidents.length ? draft.incidents.map((i) => ({ category: i.category, text: i.text.trim() })) : null,
    captains: captains.length ? captains : null,
  });
  if (parsed.success) return { args: parsed.output };
  for (const issue of parsed.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? 'form';
    errors[key.replace(/^home_score$/, 'home').replace(/^away_score$/, 'away')] ??= issue.message;
  }
  return { errors };
}

/** True when the score typed is not the events' (the confirmation will mark a divergence). */
export const differsFromEvents = (draft: ConfirmDraft, score: EventsScore): boolean =>
  SCORE.test(draft.home.trim()) && SCORE.test(draft.away.trim()) && (Number(draft.home) !== score.home || Number(draft.away) !== score.away);
