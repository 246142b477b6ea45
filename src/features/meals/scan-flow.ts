// One scan at the gate, from the decoded text to what the screen shows: verify the card offline
// (signature, tenant, validity, revocation: src/domain/credential), then check the person in through
// the meals flow (checkin-flow.ts: eligibility, duplicate, the `meals.checkin` write). Everything is
// local: keys and revocations come from memory (the page keeps them in a live query), the rest from
// IndexedDB. No network, so the confirmation never waits for one.
import { t } from '@lingui/core/macro';
import { verifyCredential, type PublicKeyRecord, type RevocationRecord } from '../../domain/credential/index';
import type { TenantDb } from '../../data/tenant-db';
import { checkInPerson, type CheckinOutcome, type MealPerson } from './checkin-flow';
import type { GateMemory } from './gate-memory';
import { localFailure, SCAN_DEADLINE_MS, verdictWithin, type ScanPerson, type ScanVerdict } from '../../ui/camera/gate-verdict';

export type { ScanPerson, ScanVerdict } from '../../ui/camera/gate-verdict';
export { hhmm, localFailure, SCAN_DEADLINE_MS } from '../../ui/camera/gate-verdict';

export interface ScanContext {
  db: TenantDb;
  staffUserId: string;
  mealId: string;
  keys: readonly PublicKeyRecord[];
  revocations: readonly RevocationRecord[];
  now?: () => Date;
  /** The sync client's push trigger, called after a new check-in is saved. */
  onMutated?: () => void;
  /** Injected in tests; the meals flow otherwise. */
  checkIn?: typeof checkInPerson;
  /**
   * The meal's copy in memory (gate-memory.ts): a green or an amber it can decide is shown without
   * waiting for IndexedDB, and the check-in is written right after.
   */
  memory?: GateMemory;
  /**
   * Called when the write that follows a green from memory ends otherwise (the database says the
   * person is already in, or the meal was closed by a sync meanwhile, or the write failed): the
   * screen replaces the green with this verdict.
   */
  onCorrection?: (verdict: ScanVerdict) => void;
}

function personOf(p: MealPerson): ScanPerson {
  const social = p.socialName?.trim();
  return {
    userId: p.userId,
    displayName: social || p.name,
    photoUrl: p.photoUrl ?? null,
    associationName: p.associationName ?? null,
    ...(p.unverified ? { unverified: true as const } : {}),
  };
}

const asDate = (value: string, fallback: Date): Date => {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? fallback : d;
};

/** Verifies and checks in; never throws (a local failure is a red screen with its reason). */
export async function processScan(text: string, ctx: ScanContext, outsideWindow = false): Promise<ScanVerdict> {
  const now = (ctx.now ?? (() => new Date()))();
  const started = performance.now();
  const verified = await verifyCredential(text, { tenantId: ctx.db.tenant, keys: ctx.keys, revocations: ctx.revocations, now });
  const verifiedAt = performance.now();
  performance.measure('scan:verify', { start: started, end: verifiedAt }); // the bench's breakdown
  if (!verified.ok) return { tone: 'error', reason: verified.reason, message: verified.message };

  const input = { mealId: ctx.mealId, userId: verified.claims.userId, method: 'qr' as const, at: now.toISOString(), ...(outsideWindow ? { outsideWindow } : {}) };
  const checkIn = ctx.checkIn ?? checkInPerson;
  const fast = ctx.memory?.decide(input.userId, input.at, outsideWindow);
  if (fast?.kind === 'already') return verdictOf(fast, text, ctx, now);
  if (fast?.kind === 'checked-in' && ctx.memory) {
    // Counted at once: the same card again before the write commits is an amber, not a second green.
    const memory = ctx.memory;
    memory.admit(input.userId, input.at);
    const writing = performance.now();
    void checkIn(ctx.db, ctx.staffUserId, input, { onMutated: ctx.onMutated }).then(
      (outcome) => {
        performance.measure('scan:checkin', { start: writing, end: performance.now() });
        if (outcome.kind === 'checked-in') return;
        if (outcome.kind !== 'already') memory.forget(input.userId);
        ctx.onCorrection?.(verdictOf(outcome, text, ctx, now));
      },
      (error: unknown) => {
        memory.forget(input.userId);
        ctx.onCorrection?.(localFailure(error));
      },
    );
    return verdictOf(fast, text, ctx, now);
  }

  let outcome: CheckinOutcome;
  try {
    outcome = await checkIn(ctx.db, ctx.staffUserId, input, { onMutated: ctx.onMutated });
    performance.measure('scan:checkin', { start: verifiedAt, end: performance.now() });
  } catch (error) {
    return localFailure(error);
  }
  return verdictOf(outcome, text, ctx, now);
}

/** `processScan`, answered red after `ms` if it has not settled (the write may still land: a new scan tells). */
export function processScanWithin(text: string, ctx: ScanContext, ms = SCAN_DEADLINE_MS): Promise<ScanVerdict> {
  return verdictWithin(
    processScan(text, ctx),
    t`Este aparelho demorou para registrar a leitura. Leia a carteirinha de novo: se já tiver sido registrada, aparecerá o horário.`,
    ms,
  );
}

function verdictOf(outcome: CheckinOutcome, text: string, ctx: ScanContext, now: Date): ScanVerdict {
  switch (outcome.kind) {
    case 'checked-in':
      return { tone: 'ok', person: personOf(outcome.person), at: asDate(outcome.at, now) };
    case 'already':
      return { tone: 'warn', person: personOf(outcome.person), at: asDate(outcome.at, now) };
    case 'not-eligible':
      return { tone: 'error', reason: 'not-eligible', message: t`Esta pessoa não está na lista desta refeição.` };
    case 'meal-closed':
      return { tone: 'error', reason: 'meal-closed', message: t`Refeição encerrada: não recebe mais check-ins.` };
    case 'outside-window':
      // The same card again, confirmed (a fresh verification: the card may be revoked meanwhile).
      return { tone: 'confirm', person: personOf(outcome.person), window: outcome.window, confirm: () => processScan(text, ctx, true) };
    case 'meal-missing':
      return { tone: 'error', reason: 'meal-missing', message: t`Refeição não encontrada neste aparelho. Sincronize e tente de novo.` };
    default:
      return { tone: 'error', reason: 'unknown', message: t`Resultado inesperado do registro.` };
  }
}

/**
 * Where a photo loads from: an absolute address as it is; a file below the tenant's uploads
 * (`demo-photos/x.svg`) against `backend_upload`. Null without one.
 */
export function photoSource(photoUrl: string | null, backendUpload: string | null | undefined): string | null {
  if (!photoUrl) return null;
  try {
    return new URL(photoUrl).href;
  } catch {
    if (!backendUpload) return null;
    try {
      return new URL(photoUrl.replace(/^\/+/, ''), backendUpload.replace(/\/*$/, '/')).href;
    } catch {
      return null;
    }
  }
}
