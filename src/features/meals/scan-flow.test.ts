// processScan: a real card verified with a real key (no mocks of the crypto), the check-in flow
// injected, so each outcome's screen is checked without a database.
import '../../i18n/i18n';
import { utils } from '@noble/ed25519';
import { describe, expect, it, vi } from 'vitest';
import { publicKeyOf, signCredential, toBase64Url, type CredentialClaims, type PublicKeyRecord } from '../../domain/credential/index';
import type { TenantDb } from '../../data/tenant-db';
import type { CheckinOutcome } from './checkin-flow';
import { createGateMemory } from './gate-memory';
import { photoSource, processScan, processScanWithin, type ScanContext, type ScanVerdict } from './scan-flow';

const USER = '0190a000-0000-7000-8000-0000000000aa';
const MEAL = '0190a000-0000-7000-8000-0000000000bb';
const NOW = new Date('2026-11-22T15:00:00Z');
const secret = utils.randomSecretKey();
const person = { userId: USER, name: 'Maria da Silva', socialName: 'Mavi', photoUrl: 'demo-photos/x.svg', associationName: 'Clube A', cpf: null };

async function setup(outcome: CheckinOutcome | Error, claims: Partial<CredentialClaims> = {}) {
  const keys: PublicKeyRecord[] = [{ kid: 'a1b2c3d4', public_key: toBase64Url(await publicKeyOf(secret)), accept_until: null, revoked_at: null }];
  const now = NOW.getTime() / 1000;
  const text = await signCredential({ tenantId: 'demo', userId: USER, issuedAt: now - 60, expiresAt: now + 86_400, kid: 'a1b2c3d4', ...claims }, secret);
  const checkIn = vi.fn(async () => {
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  const ctx: ScanContext = { db: { tenant: 'demo' } as TenantDb, staffUserId: USER, mealId: MEAL, keys, revocations: [], now: () => NOW, checkIn };
  return { text, ctx, checkIn };
}

describe('processScan', () => {
  it('a valid card of someone on the list: green with the social name, checked in by QR at the scan time', async () => {
    const { text, ctx, checkIn } = await setup({ kind: 'checked-in', person, at: NOW.toISOString() });
    const verdict = await processScan(text, ctx);
    expect(verdict).toEqual({ tone: 'ok', at: NOW, person: { userId: USER, displayName: 'Mavi', photoUrl: 'demo-photos/x.svg', associationName: 'Clube A' } });
    expect(checkIn).toHaveBeenCalledWith(ctx.db, USER, { mealId: MEAL, userId: USER, method: 'qr', at: NOW.toISOString() }, { onMutated: undefined });
  });

  it('outside the meal hours: an amber question; confirming checks in again with outsideWindow', async () => {
    const { text, ctx, checkIn } = await setup({ kind: 'outside-window', person, window: '11:00–14:00' });
    const verdict = await processScan(text, ctx);
    expect(verdict).toMatchObject({ tone: 'confirm', window: '11:00–14:00', person: { displayName: 'Mavi' } });
    if (verdict.tone !== 'confirm') return;
    checkIn.mockResolvedValueOnce({ kind: 'checked-in', person, at: NOW.toISOString() });
    expect(await verdict.confirm()).toMatchObject({ tone: 'ok' });
    expect(checkIn).toHaveBeenLastCalledWith(ctx.db, USER, { mealId: MEAL, userId: USER, method: 'qr', at: NOW.toISOString(), outsideWindow: true }, { onMutated: undefined });
  });

  it('already in: amber with the time of the counted check-in; the civil name where no social name', async () => {
    const { text, ctx } = await setup({ kind: 'already', person: { ...person, socialName: null }, at: '2026-11-22T14:05:00Z' });
    const verdict = await processScan(text, ctx);
    expect(verdict.tone).toBe('warn');
    if (verdict.tone !== 'warn') return;
    expect(verdict.at.toISOString()).toBe('2026-11-22T14:05:00.000Z');
    expect(verdict.person.displayName).toBe('Maria da Silva');
  });

  it.each([
    [{ kind: 'not-eligible', userId: USER } as const, 'not-eligible'],
    [{ kind: 'meal-closed' } as const, 'meal-closed'],
    [{ kind: 'meal-missing' } as const, 'meal-missing'],
  ])('%o: red with its reason', async (outcome, reason) => {
    const { text, ctx } = await setup(outcome);
    const verdict = await processScan(text, ctx);
    expect(verdict).toMatchObject({ tone: 'error', reason });
    if (verdict.tone === 'error') expect(verdict.message.length).toBeGreaterThan(10);
  });

  it('refused cards never reach the check-in: forged, expired, other tenant', async () => {
    const forged = await setup({ kind: 'checked-in', person, at: '' });
    const other = utils.randomSecretKey();
    const now = NOW.getTime() / 1000;
    const forgedText = await signCredential({ tenantId: 'demo', userId: USER, issuedAt: now - 60, expiresAt: now + 60, kid: 'a1b2c3d4' }, other);
    expect(await processScan(forgedText, forged.ctx)).toMatchObject({ tone: 'error', reason: 'signature' });

    const expired = await setup({ kind: 'checked-in', person, at: '' }, { issuedAt: now - 90 * 86_400, expiresAt: now - 30 * 86_400 });
    expect(await processScan(expired.text, expired.ctx)).toMatchObject({ tone: 'error', reason: 'expired' });

    const elsewhere = await setup({ kind: 'checked-in', person, at: '' }, { tenantId: 'outra' });
    expect(await processScan(elsewhere.text, elsewhere.ctx)).toMatchObject({ tone: 'error', reason: 'other-tenant' });

    expect(await processScan('https://example.com/not-a-card', forged.ctx)).toMatchObject({ tone: 'error', reason: 'malformed' });
    for (const s of [forged, expired, elsewhere]) expect(s.checkIn).not.toHaveBeenCalled();
  });

  it('a local failure (storage) is a red screen, not an exception', async () => {
    const { text, ctx } = await setup(new Error('QuotaExceededError'));
    expect(await processScan(text, ctx)).toMatchObject({ tone: 'error', reason: 'local-failure' });
  });
});

describe('photoSource', () => {
  it('keeps absolute addresses and resolves uploads against backend_upload', () => {
    expect(photoSource('https://cdn.example/p.jpg', null)).toBe('https://cdn.example/p.jpg');
    expect(photoSource('demo-photos/x.svg', 'http://127.0.0.1:8787/uploads')).toBe('http://127.0.0.1:8787/uploads/demo-photos/x.svg');
    expect(photoSource('demo-photos/x.svg', null)).toBeNull();
    expect(photoSource(null, 'http://x/')).toBeNull();
  });
});

// The green is decided from the meal's copy in memory and painted before the
// check-in's IndexedDB transaction, which follows; what that write says still wins.
describe('processScan with the meal in memory', () => {
  // NOW is 12:00 in São Paulo: inside a 11:00–14:00 lunch.
  const meal = { id: MEAL, status: 'open', date: '2026-11-22', starts_at: '11:00', ends_at: '14:00' };
  const listRow = { id: 'list-1', meal_id: MEAL, user_id: USER, name: 'Maria da Silva', social_name: 'Mavi', photo_url: 'demo-photos/x.svg', association_name: 'Clube A' };

  async function withMemory(counted: ReadonlyMap<string, string> = new Map()) {
    const memory = createGateMemory();
    memory.load({ meal, listed: new Map([[USER, listRow]]), counted });
    const base = await setup({ kind: 'checked-in', person, at: NOW.toISOString() });
    let commit: (outcome: CheckinOutcome | Error) => void = () => undefined;
    const checkIn = vi.fn(() => new Promise<CheckinOutcome>((resolve, reject) => {
      commit = (o) => (o instanceof Error ? reject(o) : resolve(o));
    }));
    const corrections: ScanVerdict[] = [];
    const ctx: ScanContext = { ...base.ctx, checkIn, memory, onCorrection: (v) => corrections.push(v) };
    return { text: base.text, ctx, checkIn, corrections, commit: (o: CheckinOutcome | Error) => commit(o) };
  }

  it('answers green before the write commits, and the write follows with the scan\'s input', async () => {
    const { text, ctx, checkIn, commit, corrections } = await withMemory();
    const verdict = await processScan(text, ctx);
    expect(verdict).toMatchObject({ tone: 'ok', person: { displayName: 'Mavi' } });
    expect(checkIn).toHaveBeenCalledWith(ctx.db, USER, { mealId: MEAL, userId: USER, method: 'qr', at: NOW.toISOString() }, { onMutated: undefined });
    commit({ kind: 'checked-in', person, at: NOW.toISOString() });
    await Promise.resolve();
    expect(corrections).toEqual([]);
  });

  it('the same card again before the write commits is an amber, and nothing is written twice', async () => {
    const { text, ctx, checkIn } = await withMemory();
    expect((await processScan(text, ctx)).tone).toBe('ok');
    expect((await processScan(text, ctx)).tone).toBe('warn');
    expect(checkIn).toHaveBeenCalledTimes(1);
  });

  it('someone counted in the replica is an amber from memory with the counted time, no write', async () => {
    const { text, ctx, checkIn } = await withMemory(new Map([[USER, '2026-11-22T14:05:00Z']]));
    const verdict = await processScan(text, ctx);
    expect(verdict).toMatchObject({ tone: 'warn', at: new Date('2026-11-22T14:05:00Z') });
    expect(checkIn).not.toHaveBeenCalled();
  });

  it('a write that fails replaces the green with a red, and the person does not count', async () => {
    const { text, ctx, commit, corrections } = await withMemory();
    expect((await processScan(text, ctx)).tone).toBe('ok');
    commit(new Error('QuotaExceededError'));
    await vi.waitFor(() => expect(corrections).toEqual([expect.objectContaining({ tone: 'error', reason: 'local-failure' })]));
    expect(ctx.memory!.decide(USER, NOW.toISOString())).toMatchObject({ kind: 'checked-in' });
  });

  it('a write the database answers otherwise (closed by a sync meanwhile) corrects the screen', async () => {
    const { text, ctx, commit, corrections } = await withMemory();
    expect((await processScan(text, ctx)).tone).toBe('ok');
    commit({ kind: 'meal-closed' });
    await vi.waitFor(() => expect(corrections).toEqual([expect.objectContaining({ tone: 'error', reason: 'meal-closed' })]));
  });

  it('what memory cannot be sure of goes to the database: not listed, closed, outside the hours, not loaded', () => {
    const memory = createGateMemory();
    expect(memory.decide(USER, NOW.toISOString())).toBeNull();
    memory.load({ meal, listed: new Map(), counted: new Map() });
    expect(memory.decide(USER, NOW.toISOString())).toBeNull();
    memory.load({ meal: { ...meal, status: 'closed' }, listed: new Map([[USER, listRow]]), counted: new Map() });
    expect(memory.decide(USER, NOW.toISOString())).toBeNull();
    memory.load({ meal, listed: new Map([[USER, listRow]]), counted: new Map() });
    expect(memory.decide(USER, '2026-11-22T22:00:00Z')).toBeNull();
    expect(memory.decide(USER, '2026-11-22T22:00:00Z', true)).toMatchObject({ kind: 'checked-in' });
  });
});

describe('processScanWithin', () => {
  it('a check-in the device never answers: red after the deadline, telling staff to read the card again', async () => {
    const { text, ctx } = await setup({ kind: 'checked-in', person, at: NOW.toISOString() });
    ctx.checkIn = vi.fn(() => new Promise<CheckinOutcome>(() => undefined)); // IndexedDB held by something else
    const verdict = await processScanWithin(text, ctx, 50);
    expect(verdict).toMatchObject({ tone: 'error', reason: 'slow' });
    if (verdict.tone === 'error') expect(verdict.message).toContain('Leia a carteirinha de novo');
  });

  it('a scan that answers in time is the scan\'s own verdict', async () => {
    const { text, ctx } = await setup({ kind: 'checked-in', person, at: NOW.toISOString() });
    expect(await processScanWithin(text, ctx, 5000)).toMatchObject({ tone: 'ok' });
  });

  it('a failure processScan does not expect is a red verdict, not a rejection', async () => {
    const { text, ctx } = await setup({ kind: 'checked-in', person, at: NOW.toISOString() });
    ctx.memory = { decide: () => { throw new Error('memória corrompida'); }, admit: () => undefined, forget: () => undefined, load: () => undefined };
    const verdict = await processScanWithin(text, ctx, 5000);
    expect(verdict).toMatchObject({ tone: 'error', reason: 'local-failure' });
    if (verdict.tone === 'error') expect(verdict.message).toContain('memória corrompida');
  });
});
