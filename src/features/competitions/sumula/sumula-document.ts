// The confirmed súmula as a document (COMPETITIONS.md §5.1: ficha técnica, arbitragem, atletas,
// cronologia, gols, cartões, ocorrências), built once from the replica's rows and drawn twice: as
// HTML on the printable view and as a PDF (sumula-pdf.ts), so the paper and the file say the same.
import { cardsByPerson, type SumulaEvent } from '../../../domain/competitions/sumula/events';
import { INCIDENT_CATEGORIES, type CaptainAck, type Incident } from '../../../domain/competitions/sumula/report';
import { shortDigest } from '../../../domain/competitions/sumula/digest';
import type { Row } from '../../../domain/competitions/row-helpers';
import { formatWhen } from '../../../domain/competitions/duel-format';
import { eventLines } from './event-list';
import { crewOf } from './sumula-people';
import type { Member, SumulaData } from './use-sumula-data';

export interface DocSection { title: string; lines: string[] }
export interface SumulaDocument {
  title: string;
  scoreline: string;
  sections: DocSection[];
  verifyUrl: string;
  digest: string;
}

export interface DocInput {
  duel: Row;
  competition: Row;
  phase?: Row;
  names: { home: string; away: string };
  teams: ReadonlyMap<string, string>;
  data: SumulaData;
  /** Names of the users who confirmed, resolved or wrote addenda. */
  person: (userId: unknown) => string;
  origin: string;
}

/** Where the QR leads: the public page that checks the súmula against the server. */
export const verifyUrl = (origin: string, duelId: string, digest: string): string =>
  `${origin}/public/sumulas/${duelId}?d=${shortDigest(digest)}`;

const dash = (lines: string[]): string[] => (lines.length ? lines : ['—']);

/** A lineup row (match mode's `duellineups`, optional): read tolerantly, by whichever person field it has. */
function lineupLines(lineups: readonly Row[], members: readonly Member[], teams: ReadonlyMap<string, string>): string[] {
  const byAny = new Map<string, Member>();
  for (const m of members) { byAny.set(m.id, m); if (m.profile_id) byAny.set(m.profile_id, m); }
  return [...lineups].sort((a, b) => String(a.team_id).localeCompare(String(b.team_id)) || Number(a.shirt_number ?? 999) - Number(b.shirt_number ?? 999)).map((l) => {
    const m = byAny.get(String(l.person_id ?? l.profile_id ?? l.member_id ?? ''));
    const shirt = l.shirt_number ?? m?.shirt ?? '';
    const role = l.starter === true || l.role === 'titular' ? 'titular' : l.starter === false || l.role === 'reserva' ? 'reserva' : String(l.role ?? '');
    return [teams.get(String(l.team_id)) ?? '', `${shirt} ${m?.name ?? String(l.name ?? '')}`.trim(), role, l.captain ? '(C)' : ''].filter(Boolean).join(' · ');
  });
}

export function buildSumulaDocument({ duel, competition, phase, names, teams, data, person, origin }: DocInput): SumulaDocument {
  const events: SumulaEvent[] = data.events;
  const lines = eventLines(data.events, data.members, teams);
  const byProfile = new Map(data.members.filter((m) => m.profile_id).map((m) => [m.profile_id!, m]));
  const who = (id: string) => { const m = byProfile.get(id); return m ? `${m.shirt ?? ''} ${m.name}`.trim() : 'Atleta'; };
  const cards = cardsByPerson(events).map((p) => {
    const what = p.directRed ? `vermelho direto${p.yellows ? ` (+${p.yellows} amarelo)` : ''}` : p.indirectRed ? 'vermelho indireto (segundo amarelo)' : 'amarelo';
    return `${teams.get(p.team_id ?? '') ?? ''} · ${who(p.person_id)} · ${what}`;
  });
  const incidents = Array.isArray(duel.sumula_incidents) ? (duel.sumula_incidents as Incident[]) : [];
  const captains = Array.isArray(duel.sumula_captains) ? (duel.sumula_captains as CaptainAck[]) : [];
  const digest = String(duel.sumula_digest ?? '');
  const periods = [...new Set(lines.map((l) => l.period))];
  const sections: DocSection[] = [
    { title: 'Ficha técnica', lines: [
      `Competição: ${String(competition.name ?? '')}${competition.season ? ` (${String(competition.season)})` : ''}`,
      ...(phase ? [`Fase: ${String(phase.name ?? '')} · Rodada ${String(duel.round ?? '')}`] : []),
      `Data: ${formatWhen(duel.starts_at) || 'a definir'}`,
      `Local: ${typeof duel.venue === 'string' && duel.venue ? duel.venue : 'a definir'}`,
    ] },
    { title: 'Equipe de arbitragem', lines: dash(crewOf(data).map((c) => `${c.role}: ${c.name}`)) },
    ...(data.lineups.length ? [{ title: 'Relação dos atletas', lines: lineupLines(data.lineups, data.members, teams) }] : []),
    ...(periods.length ? periods.map((p) => ({
      title: `Lançamentos — ${p}º período`,
      lines: lines.filter((l) => l.period === p).map((l) => [l.minute, l.kind, l.team, l.person].filter(Boolean).join(' · ')),
    })) : [{ title: 'Lançamentos', lines: ['—'] }]),
    { title: 'Cartões', lines: dash(cards) },
    { title: 'Substituições', lines: dash(lines.filter((l) => l.kind === 'Substituição').map((l) => [l.minute, l.team, l.person].filter(Boolean).join(' · '))) },
    { title: 'Observações', lines: [typeof duel.sumula_observations === 'string' && duel.sumula_observations ? duel.sumula_observations : '—'] },
    { title: 'Ocorrências', lines: dash(incidents.map((i) => `${INCIDENT_CATEGORIES[i.category] ?? i.category}: ${i.text}`)) },
    { title: 'Ciência dos capitães', lines: dash(captains.map((c) => `${c.name} (${teams.get(c.team_id) ?? ''}) — ciente`)) },
    { title: 'Confirmação', lines: [
      `Confirmada por ${person(duel.sumula_by)} em ${formatWhen(duel.sumula_at)}, com PIN.`,
      ...(typeof duel.sumula_resolution === 'string' ? [`Divergência resolvida por ${person(duel.sumula_resolved_by)} em ${formatWhen(duel.sumula_resolved_at)}: ${duel.sumula_resolution}`] : []),
      `Código de verificação: ${shortDigest(digest)}`,
    ] },
    { title: 'Adendos', lines: dash(data.addenda.map((a) => `${formatWhen(a.at)} · ${person(a.author_id)}: ${String(a.text)}`)) },
  ];
  return {
    title: 'Súmula da partida',
    scoreline: `${names.home} ${String(duel.home_score ?? '')} × ${String(duel.away_score ?? '')} ${names.away}`,
    sections, verifyUrl: verifyUrl(origin, duel.id, digest), digest,
  };
}
