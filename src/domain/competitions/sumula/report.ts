// What the referee writes after the whistle, beside the score (COMPETITIONS.md §5.1 "Ocorrências";
// Dribl's incident report): observations, an incident report (category + text) and the captains'
// acknowledgement. They travel as OPTIONAL fields of `duels.confirm` (the wire contract
// `{id, home_score, away_score}` keeps working) and are stored on the duel as súmula flow fields.
// One schema per field, used by the mutator's args (checked on the device and on the server) and
// by the duel's row schema.
import * as v from 'valibot';

export const INCIDENT_CATEGORIES = {
  conduta_antidesportiva: 'Conduta antidesportiva',
  invasao_de_campo: 'Invasão de campo',
  agressao: 'Agressão',
  atraso: 'Atraso',
  estrutura: 'Problemas de estrutura',
  outros: 'Outros',
} as const;
export type IncidentCategory = keyof typeof INCIDENT_CATEGORIES;

export const MAX_INCIDENTS = 30;
export const OBSERVATIONS_MAX = 4000;
export const INCIDENT_TEXT_MAX = 2000;

const trimmed = (empty: string, max: number, long: string) =>
  v.pipe(v.string(empty), v.trim(), v.minLength(3, empty), v.maxLength(max, long));

export const observationsSchema = v.nullish(v.pipe(
  v.string('As observações devem ser um texto.'), v.trim(),
  v.maxLength(OBSERVATIONS_MAX, `As observações devem ter no máximo ${OBSERVATIONS_MAX} caracteres.`),
));

export const incidentSchema = v.object({
  category: v.picklist(Object.keys(INCIDENT_CATEGORIES) as IncidentCategory[], 'Escolha a categoria da ocorrência.'),
  text: trimmed('Descreva a ocorrência (ao menos 3 caracteres).', INCIDENT_TEXT_MAX, `A descrição da ocorrência deve ter no máximo ${INCIDENT_TEXT_MAX} caracteres.`),
}, 'Ocorrência inválida.');
export type Incident = v.InferOutput<typeof incidentSchema>;

export const incidentsSchema = v.nullish(v.pipe(
  v.array(incidentSchema, 'As ocorrências devem ser uma lista.'),
  v.maxLength(MAX_INCIDENTS, `Registre no máximo ${MAX_INCIDENTS} ocorrências.`),
));

/** A captain's acknowledgement ("ciente"): the name as typed or picked from the lineup. */
export const captainSchema = v.object({
  team_id: v.pipe(v.string('Informe a equipe do capitão.'), v.uuid('Informe a equipe do capitão.')),
  name: trimmed('Informe o nome do capitão.', 160, 'O nome do capitão deve ter no máximo 160 caracteres.'),
  person_id: v.nullish(v.pipe(v.string('Capitão inválido.'), v.uuid('Capitão inválido.'))),
  ciente: v.literal(true, 'O capitão deve declarar-se ciente da súmula.'),
}, 'Capitão inválido.');
export type CaptainAck = v.InferOutput<typeof captainSchema>;

export const captainsSchema = v.nullish(v.pipe(
  v.array(captainSchema, 'Os capitães devem ser uma lista.'),
  v.maxLength(2, 'Informe no máximo um capitão por equipe.'),
  v.check((list) => new Set(list.map((c) => c.team_id.toLowerCase())).size === list.length, 'Informe no máximo um capitão por equipe.'),
));

export const CAPTAIN_TEAM_MESSAGE = 'O capitão informado não é de uma equipe deste jogo.';

/** The report as the confirmation carries it (every part optional). */
export interface SumulaReport {
  observations?: string | null;
  incidents?: Incident[] | null;
  captains?: CaptainAck[] | null;
}
