import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildSumulaDocument, type DocInput } from './sumula-document';
import { sumulaPdf, winAnsi } from './sumula-pdf';
import type { SumulaData } from './use-sumula-data';
import { verdict } from './verify-page';

const DIGEST = 'ab'.repeat(32);
const data = (over: Partial<SumulaData> = {}): SumulaData => ({
  events: [
    { id: 'e1', kind: 'goal', team_id: 'H', person_id: 'p1', period: 1, minute: 12 },
    { id: 'e2', kind: 'yellow', team_id: 'A', person_id: 'p2', period: 2, minute: 50 },
    { id: 'e3', kind: 'substitution', team_id: 'A', person_id: 'p2', in_person_id: 'p3', period: 2, minute: 60 },
  ],
  addenda: [{ id: 'x1', text: 'Minuto do gol corrigido para 13.', author_id: 'u1', at: '2026-11-24T20:00:00Z' }],
  appointments: [{ id: 'a1', role_id: 'r1', referee_id: 'f1', status: 'aceita' }],
  roles: new Map([['r1', { id: 'r1', name: 'Árbitro' }]]),
  referees: new Map([['f1', { id: 'f1', name: 'Rafael Árbitro', user_id: 'u1' }]]),
  members: [
    { id: 'm1', team_id: 'H', profile_id: 'p1', name: 'Ana Gol', shirt: 9 },
    { id: 'm2', team_id: 'A', profile_id: 'p2', name: 'Bia Zaga', shirt: 4 },
    { id: 'm3', team_id: 'A', profile_id: 'p3', name: 'Cris Banco', shirt: 15 },
  ],
  lineups: [], pin: null, pending: 0, sportCode: 'FUT', ...over,
});
const input = (over: Partial<SumulaData> = {}): DocInput => ({
  duel: { id: 'd1', round: 1, starts_at: '2026-11-24T16:00', venue: 'Estádio Municipal', home_score: 1, away_score: 0, sumula_status: 'confirmada',
    sumula_by: 'u1', sumula_at: '2026-11-24T18:00:00Z', sumula_digest: DIGEST, sumula_observations: 'Chuva.',
    sumula_incidents: [{ category: 'atraso', text: 'Visitante atrasou 10 min.' }], sumula_captains: [{ team_id: 'H', name: 'João', ciente: true }] },
  competition: { id: 'c1', name: 'Estadual Amador', season: 2026 },
  names: { home: 'Casa', away: 'Fora' }, teams: new Map([['H', 'Casa'], ['A', 'Fora']]), data: data(over),
  person: (id) => (id === 'u1' ? 'Rafael Árbitro' : '—'), origin: 'https://demo.federa.test',
});

describe('the printable súmula', () => {
  it('has every block of the CBF model, events by period, cards, substitutions, report, confirmation and addenda', () => {
    const doc = buildSumulaDocument(input());
    expect(doc.scoreline).toBe('Casa 1 × 0 Fora');
    expect(doc.verifyUrl).toBe(`https://demo.federa.test/public/sumulas/d1?d=${'ab'.repeat(8)}`);
    const s = Object.fromEntries(doc.sections.map((x) => [x.title, x.lines]));
    expect(Object.keys(s)).toEqual(['Ficha técnica', 'Equipe de arbitragem', 'Lançamentos — 1º período', 'Lançamentos — 2º período', 'Cartões', 'Substituições',
      'Observações', 'Ocorrências', 'Ciência dos capitães', 'Confirmação', 'Adendos']);
    expect(s['Lançamentos — 1º período']).toEqual(["12' · Gol · Casa · 9 Ana Gol"]);
    expect(s['Cartões']).toEqual(['Fora · 4 Bia Zaga · amarelo']);
    expect(s['Substituições']).toEqual(["60' · Fora · 4 Bia Zaga ⇄ 15 Cris Banco"]);
    expect(s['Ocorrências']).toEqual(['Atraso: Visitante atrasou 10 min.']);
    expect(s['Confirmação']![0]).toMatch(/^Confirmada por Rafael Árbitro em 24\/11\/2026/);
    expect(s['Adendos']![0]).toMatch(/Rafael Árbitro: Minuto do gol corrigido para 13\.$/);
  });

  it('lists the athletes only when the lineups collection holds some', () => {
    const withLineups = buildSumulaDocument(input({ lineups: [{ id: 'l1', duel_id: 'd1', team_id: 'H', person_id: 'p1', shirt_number: 9, starter: true, captain: true }] }));
    expect(withLineups.sections.find((x) => x.title === 'Relação dos atletas')?.lines).toEqual(['Casa · 9 Ana Gol · titular · (C)']);
    expect(buildSumulaDocument(input()).sections.some((x) => x.title === 'Relação dos atletas')).toBe(false);
  });

  it('the PDF is a real PDF with the same title, and survives characters Helvetica cannot draw', async () => {
    expect(winAnsi('Ação ⇄ 😀 — “ok”')).toBe('Ação <-> ?? — “ok”');
    const doc = buildSumulaDocument(input());
    const bytes = await sumulaPdf({ ...doc, sections: [...doc.sections, { title: 'Extra', lines: ['😀 '.repeat(400)] }] });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getTitle()).toBe('Súmula da partida — Casa 1 × 0 Fora');
  });

  it('the verification page says authentic only when the printed code is the digest’s start', () => {
    expect(verdict(DIGEST, 'ab'.repeat(8))).toBe('authentic');
    expect(verdict(DIGEST, 'AB'.repeat(8))).toBe('authentic');
    expect(verdict(DIGEST, 'cd'.repeat(8))).toBe('mismatch');
    expect(verdict(DIGEST, undefined)).toBe('unchecked');
  });
});
