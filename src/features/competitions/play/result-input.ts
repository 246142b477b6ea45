// The "Registrar resultado" form's text → the `duels.result` args, with pt-BR messages per field.
// Empty cards count as 0 (most amateur results are typed without them); a score must be typed. The
// mutator checks the rest (penalties only after a level score, a winner in the shoot-out) and its
// messages land on the same fields.
import type { ResultArgs } from '../../../domain/competitions/duels';

export const SCORE_FIELDS = ['home_score', 'away_score'] as const;
export const CARD_FIELDS = ['home_yellow', 'away_yellow', 'home_red', 'away_red'] as const;
export const PENALTY_FIELDS = ['home_penalties', 'away_penalties'] as const;

export type ResultForm = Record<(typeof SCORE_FIELDS)[number] | (typeof CARD_FIELDS)[number] | (typeof PENALTY_FIELDS)[number], string> & {
  penalties: boolean;
  no_show: '' | 'home' | 'away';
};

export const emptyResultForm = (): ResultForm => ({
  home_score: '', away_score: '', home_yellow: '', away_yellow: '', home_red: '', away_red: '', home_penalties: '', away_penalties: '', penalties: false, no_show: '',
});

const LABELS: Record<string, string> = {
  home_score: 'o placar do mandante', away_score: 'o placar do visitante', home_yellow: 'os amarelos do mandante', away_yellow: 'os amarelos do visitante',
  home_red: 'os vermelhos do mandante', away_red: 'os vermelhos do visitante', home_penalties: 'os pênaltis do mandante', away_penalties: 'os pênaltis do visitante',
};

/** A non-negative whole number, or an error message. */
function whole(value: string, key: string, required: boolean, max: number): number | string {
  const text = value.trim();
  if (text === '') return required ? `Informe ${LABELS[key]}.` : 0;
  if (!/^\d+$/.test(text)) return `Informe ${LABELS[key]} como número inteiro, sem sinais ou vírgulas.`;
  const n = Number(text);
  return n > max ? `Informe ${LABELS[key]}: no máximo ${max}.` : n;
}

export function parseResultForm(id: string, form: ResultForm): { args: ResultArgs } | { errors: Record<string, string> } {
  const args: Record<string, unknown> = { id };
  const errors: Record<string, string> = {};
  const take = (keys: readonly string[], required: boolean, max: number) => {
    for (const key of keys) {
      const v = whole(form[key as keyof ResultForm] as string, key, required, max);
      if (typeof v === 'string') errors[key] = v;
      else args[key] = v;
    }
  };
  take(SCORE_FIELDS, true, 999);
  take(CARD_FIELDS, false, 99);
  if (form.penalties) {
    take(PENALTY_FIELDS, true, 999);
    args.decided_by = 'penalties';
  }
  if (form.no_show) args.no_show = form.no_show;
  // Each field the form names is filled above; `duels.result` validates the whole when it runs.
  return Object.keys(errors).length ? { errors } : { args: args as ResultArgs };
}

/** The form filled from a stored result (a correction starts from what is there). */
export function formFromDuel(duel: Record<string, unknown>): ResultForm {
  const text = (v: unknown) => (typeof v === 'number' ? String(v) : '');
  const form = emptyResultForm();
  for (const key of [...SCORE_FIELDS, ...CARD_FIELDS, ...PENALTY_FIELDS]) form[key] = text(duel[key]);
  form.penalties = duel.decided_by === 'penalties';
  form.no_show = duel.no_show === 'home' || duel.no_show === 'away' ? duel.no_show : '';
  return form;
}
