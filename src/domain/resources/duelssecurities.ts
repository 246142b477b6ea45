import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, optionalInstant, optionalInteger, optionalText, ref } from './schema-kit';

/** A checklist item: checked, not checked, or not looked at yet (absent). */
const optionalCheck = (what: string) => v.nullish(v.boolean(`Indique ${what}.`));

// The security plan of a match (risk level, police, stewards, ambulances) and the delegate's
// checklist at the ground (/competitions/competitions/security). Operational data for the
// organisers: holders of `duelssecurities` only.
export const RISK_LEVELS = { baixo: 'Baixo', medio: 'Médio', alto: 'Alto' } as const;

export const duelssecurities = defineResource({
  key: 'duelssecurities',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    duel_id: ref('o jogo'),
    risk: choice(RISK_LEVELS, 'o nível de risco'),
    police: optionalInteger('o efetivo policial', 0, 100_000),
    stewards: optionalInteger('o número de orientadores', 0, 100_000),
    ambulances: optionalInteger('o número de ambulâncias', 0, 999),
    notes: optionalText('as observações', 4000),
    // The delegate's checklist at the ground: what was there at kick-off, beside the
    // planned numbers above. Optional: a plan is saved before the match, the checklist at it.
    police_ok: optionalCheck('o policiamento'),
    ambulance_ok: optionalCheck('a ambulância'),
    stewards_ok: optionalCheck('os orientadores'),
    pitch_ok: optionalCheck('as condições do campo'),
    pitch_notes: optionalText('as observações sobre o campo', 1000),
    delegate_name: optionalText('o nome do delegado', 160),
    checked_at: optionalInstant('a data da conferência'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Segurança da partida', plural: 'Segurança das partidas', gender: 'f' },
  access: { scope: ['permission:duelssecurities'], permission: 'duelssecurities', module: 'competitions' },
  storage: { indexes: ['competition_id', 'duel_id'], sort: 'competition_id' },
  integrity: {
    references: { competition_id: 'competitions', duel_id: 'duels' },
    agreements: [
      { field: 'competition_id', reference: 'duel_id', targetField: 'competition_id', match: 'equal', under: 'duel_id', message: 'O jogo não pertence a esta competição.' },
    ],
  },
  title: 'risk',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'duel_id', label: 'Jogo' },
    { key: 'risk', label: 'Nível de risco', options: RISK_LEVELS },
    { key: 'police', label: 'Efetivo policial' },
    { key: 'stewards', label: 'Orientadores de público' },
    { key: 'ambulances', label: 'Ambulâncias' },
    { key: 'notes', label: 'Observações' },
    { key: 'police_ok', label: 'Policiamento presente' },
    { key: 'ambulance_ok', label: 'Ambulância no local' },
    { key: 'stewards_ok', label: 'Orientadores de público presentes' },
    { key: 'pitch_ok', label: 'Campo em condições de jogo' },
    { key: 'pitch_notes', label: 'Condições do campo', help: 'Gramado, marcações, traves, redes, iluminação.' },
    { key: 'delegate_name', label: 'Delegado da partida' },
    { key: 'checked_at', label: 'Conferido em' },
  ],
});
