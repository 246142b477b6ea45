import { describe, expect, it } from 'vitest';
import { sportsHistory } from './history';
import { historyCsv, historyHtml, historyTables } from './history-export';

const ME = '00000000-0000-7000-8000-00000000000a';
const history = sportsHistory({
  profileId: ME,
  members: [{ id: 'm', competition_id: 'c', competitionteam_id: 'e', profile_id: ME, role: 'atleta', shirt_number: 10 }],
  entries: [{ id: 'e', competition_id: 'c', team_id: 'A' }],
  competitions: [{ id: 'c', name: 'Copa <Teste>', season: 2025 }],
  teams: [{ id: 'A', name: 'Time A' }, { id: 'B', name: 'Time B' }],
  duels: [{ id: 'd', competition_id: 'c', home_team_id: 'A', away_team_id: 'B', starts_at: '2025-03-01', home_score: 3, away_score: 1 }],
  events: [{ id: 'g', duel_id: 'd', kind: 'goal', person_id: ME }, { id: 'y', duel_id: 'd', kind: 'yellow', person_id: ME }],
  punishments: [],
});

describe('history exports', () => {
  it('the CSV holds one line per match, in pt-BR, as Excel opens it', () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(historyCsv(history));
    expect(text.startsWith('\uFEFFData;Competição;Equipe;Adversário;Mando;Placar;Resultado;Gols;Gols contra;Amarelos;Vermelho\r\n')).toBe(true);
    expect(text).toContain('01/03/2025;Copa <Teste>;Time A;Time B;Casa;3 × 1;Vitória;1;0;1;Não');
  });

  it('every table has the row of the summary, registrations and matches', () => {
    expect(historyTables(history).map((t) => [t.title, t.rows.length])).toEqual([['Resumo', 1], ['Inscrições', 1], ['Partidas', 1], ['Punições', 0]]);
  });

  it('the printable document escapes what it shows', () => {
    const html = historyHtml(history, { name: 'Ana <b>', federation: 'Federação Demo' }, new Date('2026-11-24T12:00:00Z'));
    expect(html).toContain('Copa &lt;Teste&gt;');
    expect(html).toContain('Ana &lt;b&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('<p class="empty">Nada registrado.</p>');
  });
});
