// The facts the rules (rules.ts) judge, read through the mutators' seam. The server runs the same
// code over the whole tenant; a device holds only its replica, so what it cannot know (another
// entity's athlete, the punishments index) is left to the server. Which side knows what:
// docs/markets.md.
import { isMinor } from '../documents/parq';
import { PUNISHMENT_KINDS } from '../resources/punishments';
import { MutationError, type MutationContext, type MutationTx, type StoredRow } from '../mutators/types';
import { brasiliaDay } from '../dates';
import type { ReleaseFacts, RequestFacts, Suspension, Window } from './rules';
import type { Viewer } from '../resources/scope';

/** Only the server answers `ownerIdInUse`: its transaction sees the whole tenant, not a replica. */
export const seesWholeTenant = (tx: MutationTx): boolean => typeof tx.ownerIdInUse === 'function';

export const notFound = (what: string): MutationError => new MutationError('not_found', `${what} não encontrad${what.endsWith('a') ? 'a' : 'o'}.`);

export async function marketOf(tx: MutationTx, id: string): Promise<StoredRow> {
  const market = await tx.get('markets', id);
  if (!market) throw notFound('Mercado');
  return market;
}

export async function transferOf(tx: MutationTx, id: string): Promise<StoredRow> {
  const transfer = await tx.get('transfers', id);
  if (!transfer) throw notFound('Transferência');
  return transfer;
}

const stateOf = async (tx: MutationTx, associationId: unknown): Promise<unknown> => {
  if (typeof associationId !== 'string') return null;
  const association = await tx.get('associations', associationId);
  const city = typeof association?.city_id === 'string' ? await tx.get('cities', association.city_id) : undefined;
  return city?.state_id ?? null;
};

/** Suspensions of the person in force on `today` (punishments; the server alone queries them by person). */
async function suspensionsOf(tx: MutationTx, profileId: string, today: string): Promise<Suspension[]> {
  if (!seesWholeTenant(tx)) return [];
  const rows = await tx.query('punishments', 'profile_id', profileId);
  const out: Suspension[] = [];
  for (const p of rows) {
    if (p.status === 'suspensa' || p.status === 'revogada') continue;
    const label = PUNISHMENT_KINDS[p.kind as keyof typeof PUNISHMENT_KINDS] ?? String(p.kind);
    if (p.kind === 'suspensao_dias' && typeof p.starts_on === 'string' && typeof p.days === 'number') {
      const until = new Date(Date.parse(`${p.starts_on}T00:00:00Z`) + (p.days - 1) * 86_400_000).toISOString().slice(0, 10);
      if (until >= today) out.push({ label, until });
    } else if (p.kind === 'suspensao_partidas') {
      // Served matches are not counted here: the suspension holds until the federation revokes or suspends it.
      out.push({ label, until: null, matches: typeof p.matches === 'number' ? p.matches : null });
    }
  }
  return out;
}

export interface Parties {
  transferId: string;
  market: StoredRow;
  profile: StoredRow;
  fromAssociationId: string | null;
  toAssociationId: string;
  clubException: boolean;
}

/** The facts of a request, as of `ctx.now` (the server's clock on the server). */
export async function requestFacts(tx: MutationTx, ctx: MutationContext, p: Parties): Promise<RequestFacts> {
  const today = brasiliaDay(new Date(ctx.now));
  const windows = (await tx.query('marketwindows', 'market_id', String(p.market.id))) as unknown as Window[];
  const commits = (await tx.query('marketcommits', 'profile_id', p.profile.id)).filter((c) => c.kind === 'transferencia');
  const season = String(p.market.season);
  const clubs = new Set<string>(p.fromAssociationId ? [p.fromAssociationId] : []);
  let lastTransferAt: string | null = null;
  for (const c of commits) {
    const at = String(c.effective_at);
    if (!lastTransferAt || at > lastTransferAt) lastTransferAt = at;
    const market = await tx.get('markets', String(c.market_id));
    if (market && String(market.season) === season) {
      for (const club of [c.from_association_id, c.to_association_id]) if (typeof club === 'string') clubs.add(club);
    }
  }
  const open = (await tx.query('transfers', 'profile_id', p.profile.id)).filter((t) => t.status === 'pendente' && t.id !== p.transferId);
  const [fromState, toState] = [await stateOf(tx, p.fromAssociationId), await stateOf(tx, p.toAssociationId)];
  return {
    receivedAt: ctx.now, madeAt: ctx.madeAt ?? null, windows, amateurOnly: p.market.amateur_only === true, season,
    fromAssociationId: p.fromAssociationId, toAssociationId: p.toAssociationId, lastTransferAt,
    interstate: fromState !== null && toState !== null && fromState !== toState, clubException: p.clubException,
    clubsThisSeason: [...clubs], openRequests: open.length, suspensions: await suspensionsOf(tx, p.profile.id, today),
  };
}

const instantOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The consents and the releasing club's answer of a stored transfer, as of `ctx.now`. */
export function releaseFacts(ctx: MutationContext, transfer: StoredRow, profile: StoredRow): ReleaseFacts {
  const answer = transfer.club_answer;
  return {
    at: ctx.now,
    minor: isMinor(profile.birthdate as string | null | undefined, brasiliaDay(new Date(ctx.now))),
    athleteConsentAt: instantOrNull(transfer.athlete_consent_at),
    guardianConsentAt: instantOrNull(transfer.guardian_consent_at),
    hasReleasingClub: typeof transfer.from_association_id === 'string',
    clubAnswer: answer === 'concedida' || answer === 'negada' ? answer : 'pendente',
    clubAnsweredAt: instantOrNull(transfer.club_answered_at),
    finePaid: transfer.fine_paid === true,
    arrearsSince: instantOrNull(transfer.arrears_since),
    arrearsNoticeOn: instantOrNull(transfer.arrears_notice_on),
  };
}

/** Every market flow is refused where the tenant does not offer the module (the server sets `modules`). */
export function marketsModule(viewer: Viewer): void {
  if (viewer.modules && !viewer.modules.includes('markets')) {
    throw new MutationError('module', 'O mercado de atletas não está disponível neste cliente: o módulo está desativado.');
  }
}
