// Demo refereeing, inside the demo competitions' statement (competitions-seed.ts): the
// referee roles and a category, arbitro@demo.test as a referee, and two fixtures of the amateur
// championship he is appointed to as árbitro: one today, one next week. Each of today's two teams
// has 18 registered athletes (profiles with photos, athletes.ts patterns) and one of them is
// suspended (a punishment), so the pitch-side check has something to block.
import { demoPhotoPath } from '../static/demo-photos';
import { athletes } from './athletes';
import { brasiliaDay } from '../../src/domain/dates';

type Put = (collection: string, fields: Record<string, unknown>) => { id: string };

export const REFEREE_ROLES: readonly [name: string, access: 'confirma' | 'lanca' | null][] = [
  ['Árbitro', 'confirma'], ['Assistente 1', null], ['Assistente 2', null], ['Quarto árbitro', null],
  ['Mesário', 'lanca'], ['Apontador', 'lanca'], ['Cronometrista', null],
];
export const MEMBERS_PER_TEAM = 18;

export interface AmateurIds {
  competition: string;
  phase: string;
  group: string;
  /** competitionteams rows: id and team_id. */
  entries: readonly { id: string; team_id: string }[];
}

export function refereeDemo(put: Put, amateur: AmateurIds, refereeUser: string | undefined, now: Date): void {
  const roles = REFEREE_ROLES.map(([name, access]) => put('refereeroles', { name, sumula_access: access }));
  const category = put('refereecategories', { name: 'Estadual', level: 3 });
  if (!refereeUser || amateur.entries.length < 4) return;
  const referee = put('referees', { name: 'Rafael Árbitro', user_id: refereeUser, category_id: category.id, phone: '11990000004', active: true });
  const [a, b, c, d] = amateur.entries as [AmateurIds['entries'][0], AmateurIds['entries'][0], AmateurIds['entries'][0], AmateurIds['entries'][0]];
  const fixtures: [typeof a, typeof a, number, number][] = [[a, b, 0, 1], [c, d, 7, 2]];
  let cpf = 950_000_000;
  let suspended = false;
  for (const [home, away, inDays, round] of fixtures) {
    const duel = put('duels', {
      competition_id: amateur.competition, phase_id: amateur.phase, group_id: amateur.group, round,
      home_team_id: home.team_id, away_team_id: away.team_id, starts_at: `${brasiliaDay(now, inDays)}T16:00`, venue: 'Estádio Municipal', status: 'agendada',
    });
    put('refereeappointments', {
      duel_id: duel.id, competition_id: amateur.competition, referee_id: referee.id, role_id: roles[0]!.id, user_id: refereeUser, status: inDays === 0 ? 'aceita' : 'pendente',
    });
    if (inDays !== 0) continue;
    for (const entry of [home, away]) {
      let shirt = 0;
      for (const p of athletes(MEMBERS_PER_TEAM, { seed: cpf, cpfBase: cpf })) {
        const profile = put('profiles', { ...p, association_id: null, photo_url: demoPhotoPath(p.name) });
        put('competitionmembers', { competition_id: amateur.competition, competitionteam_id: entry.id, profile_id: profile.id, role: 'atleta', shirt_number: ++shirt });
        if (!suspended) {
          suspended = true;
          put('punishments', {
            kind: 'suspensao_partidas', competition_id: amateur.competition, team_id: entry.team_id, profile_id: profile.id, matches: 1,
            basis: 'Cartão vermelho direto na partida anterior', decided_by: 'Comissão Disciplinar', decided_at: brasiliaDay(now, -3), status: 'definitiva',
          });
        }
      }
      cpf += MEMBERS_PER_TEAM;
    }
  }
}
