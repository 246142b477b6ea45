import { describe, expect, it } from 'vitest';
import { buildConfirmArgs, differsFromEvents, initialDraft, type ConfirmDraft } from './confirm-form';

const DUEL = '0193a0b0-0000-7000-8000-0000000000d1';
const HOME = '0193a0b0-0000-7000-8000-0000000000a1';
const AWAY = '0193a0b0-0000-7000-8000-0000000000a2';
const draft = (over: Partial<ConfirmDraft> = {}): ConfirmDraft => ({ ...initialDraft({ home: 2, away: 1 }, HOME, AWAY), ...over });

describe('the confirmation form', () => {
  it('starts from the events’ score and empty captains, which are left out of the args', () => {
    const d = initialDraft({ home: 2, away: 1 }, HOME, AWAY);
    expect([d.home, d.away]).toEqual(['2', '1']);
    expect(buildConfirmArgs(DUEL, d)).toEqual({ args: { id: DUEL, home_score: 2, away_score: 1, observations: null, incidents: null, captains: null } });
  });

  it('carries observations, incidents and acknowledged captains, trimmed', () => {
    const result = buildConfirmArgs(DUEL, draft({
      observations: '  Chuva forte. ',
      incidents: [{ category: 'atraso', text: ' Mandante entrou 15 min atrasado. ' }],
      captains: [{ team_id: HOME, name: ' João ', ciente: true }, { team_id: AWAY, name: '', ciente: false }],
    }));
    expect(result).toEqual({ args: {
      id: DUEL, home_score: 2, away_score: 1, observations: 'Chuva forte.',
      incidents: [{ category: 'atraso', text: 'Mandante entrou 15 min atrasado.' }],
      captains: [{ team_id: HOME, name: 'João', ciente: true }],
    } });
  });

  it('places pt-BR errors under their fields', () => {
    const result = buildConfirmArgs(DUEL, draft({
      home: 'x', away: '',
      incidents: [{ category: '', text: 'a' }],
      captains: [{ team_id: HOME, name: 'João', ciente: false }, { team_id: AWAY, name: '', ciente: true }],
    }));
    expect(result).toEqual({ errors: {
      home: 'Informe o placar do mandante (número inteiro).',
      away: 'Informe o placar do visitante (número inteiro).',
      'incidents.0.category': 'Escolha a categoria da ocorrência.',
      'incidents.0.text': 'Descreva a ocorrência (ao menos 3 caracteres).',
      'captains.0': 'O capitão deve marcar “ciente”.',
      'captains.1': 'Informe o nome do capitão.',
    } });
  });

  it('reports the schema’s own limits (the server’s messages)', () => {
    const result = buildConfirmArgs(DUEL, draft({ observations: 'x'.repeat(4001) }));
    expect(result).toEqual({ errors: { observations: 'As observações devem ter no máximo 4000 caracteres.' } });
  });

  it('says when the typed score differs from the events’', () => {
    expect(differsFromEvents(draft(), { home: 2, away: 1 })).toBe(false);
    expect(differsFromEvents(draft({ home: '3' }), { home: 2, away: 1 })).toBe(true);
    expect(differsFromEvents(draft({ home: '' }), { home: 2, away: 1 })).toBe(false);
  });
});
