// Parsing and checking a team's squad for `…/members/{id}/import/players`: a CSV of CPF + shirt
// number + role (the columns "cpf", "camisa"/"número", "função"; without a header, in that order),
// separated by `;`, `,` or tabs, as the meals list import reads it (src/lib/cpf-csv.ts: masks, BOM, quotes,
// leading zeros). Pure: the page hands in what the replica knows (profiles by CPF, the
// competition's members) and shows each row accepted or refused with a pt-BR reason.
import { normalizeSearch } from '../../../domain/resources/search';
import { MEMBER_ROLES } from '../../../domain/resources/competitionmembers';
import { cpfOf } from '../../../lib/cpf-csv';
import { csvLines, separatorOf, splitCells } from '../../../lib/csv';

export type MemberRole = keyof typeof MEMBER_ROLES;

export interface MemberLine {
  line: number;
  raw: string;
  cpf: string | null;
  shirt: number | null;
  role: MemberRole | null;
  /** Problem visible in the file alone (pt-BR), else null. */
  problem: string | null;
}

const ROLE_BY_NAME: ReadonlyMap<string, MemberRole> = new Map(
  Object.entries(MEMBER_ROLES).flatMap(([key, label]) => [[normalizeSearch(key), key as MemberRole], [normalizeSearch(label), key as MemberRole]]),
);

const column = (head: readonly string[], ...names: string[]) => head.findIndex((c) => names.includes(normalizeSearch(c)));

export function parseMemberCsv(text: string): MemberLine[] {
  const lines = csvLines(text);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return [];
  const separator = separatorOf(lines[first]!);
  const head = splitCells(lines[first]!, separator);
  const header = column(head, 'cpf') >= 0;
  const at = header
    ? { cpf: column(head, 'cpf'), shirt: column(head, 'camisa', 'numero', 'numero da camisa'), role: column(head, 'funcao', 'papel', 'role') }
    : { cpf: 0, shirt: 1, role: 2 };
  const out: MemberLine[] = [];
  const seen = new Set<string>();
  for (let i = header ? first + 1 : first; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const cells = splitCells(lines[i]!, separator);
    const raw = cells[at.cpf] ?? '';
    const cpf = cpfOf(raw);
    const shirtCell = at.shirt >= 0 ? (cells[at.shirt] ?? '').trim() : '';
    const shirt = /^\d{1,3}$/.test(shirtCell) ? Number(shirtCell) : null;
    const roleCell = at.role >= 0 ? (cells[at.role] ?? '').trim() : '';
    // No role given: an athlete (the import is of players).
    const role = roleCell === '' ? 'atleta' : (ROLE_BY_NAME.get(normalizeSearch(roleCell)) ?? null);
    let problem: string | null = null;
    if (!cpf) problem = 'CPF inválido.';
    else if (seen.has(cpf)) problem = 'CPF repetido no arquivo.';
    else if (shirtCell !== '' && shirt === null) problem = `Número da camisa inválido: “${shirtCell}”.`;
    else if (!role) problem = `Função desconhecida: “${roleCell}”.`;
    if (cpf) seen.add(cpf);
    out.push({ line: i + 1, raw, cpf, shirt, role, problem });
  }
  return out;
}

export interface MemberCheck extends MemberLine {
  /** The person, when the CPF is registered. */
  profile_id: string | null;
  /** Why the row is refused (pt-BR), or null when it will be imported. */
  reason: string | null;
}

export interface CheckContext {
  /** CPF → profile id, of the CPFs the file names. */
  profiles: ReadonlyMap<string, string>;
  /** The competition's members: profile id → { team entry, role }. */
  members: readonly { profile_id: string; competitionteam_id: string; role: string }[];
  /** The team entry being filled. */
  competitionteamId: string;
}

/** A line that will be imported: a line without a refusal names its person and a known role. */
export type AcceptedMember = MemberCheck & { profile_id: string; role: MemberRole };
export const isAccepted = (check: MemberCheck): check is AcceptedMember => !check.reason;

/** Each line accepted or refused: unknown CPF, already in this team, an athlete of another team of the competition. */
export function checkMembers(lines: readonly MemberLine[], { profiles, members, competitionteamId }: CheckContext): MemberCheck[] {
  return lines.map((line) => {
    const profile_id = line.cpf ? (profiles.get(line.cpf) ?? null) : null;
    let reason = line.problem;
    if (!reason && !profile_id) reason = 'CPF não cadastrado: cadastre a pessoa antes.';
    if (!reason) {
      const mine = members.find((m) => m.profile_id === profile_id && m.competitionteam_id === competitionteamId);
      const elsewhere = members.find((m) => m.profile_id === profile_id && m.competitionteam_id !== competitionteamId && m.role === 'atleta');
      if (mine) reason = 'Já está inscrito nesta equipe.';
      else if (line.role === 'atleta' && elsewhere) reason = 'Atleta já inscrito por outra equipe nesta competição.';
    }
    return { ...line, profile_id, reason };
  });
}
