// The venue gate's decision on a real pass signed with a real key (no mocks of the crypto), the
// replica and the write injected: each screen the attendant can see, and what is written.
import '../../i18n/i18n';
import { utils } from '@noble/ed25519';
import { describe, expect, it, vi } from 'vitest';
import { publicKeyOf, signReservation, toBase64Url, type PublicKeyRecord } from '../../domain/credential/index';
import { processReservationScan, type GateContext, type GateReservation } from './gate-flow';

const VENUE = '0190a000-0000-7000-8000-0000000000a1';
const OTHER_VENUE = '0190a000-0000-7000-8000-0000000000a2';
const SPACE = '0190a000-0000-7000-8000-0000000000b1';
const ID = '0190a000-0000-7000-8000-0000000000c1';
const NOW = new Date('2026-12-01T18:50:00Z'); // 15:50 in Brasília
const secret = utils.randomSecretKey();
const row: GateReservation = {
  id: ID, space_id: SPACE, venue_id: VENUE, starts_at: '2026-12-01T19:00:00.000Z', ends_at: '2026-12-01T20:00:00.000Z', status: 'confirmada', name: 'Maria Souza',
};

async function setup(stored: GateReservation | null = row, pass: Partial<typeof row> = {}) {
  const keys: PublicKeyRecord[] = [{ kid: 'a1b2c3d4', public_key: toBase64Url(await publicKeyOf(secret)), accept_until: null, revoked_at: null }];
  const text = await signReservation({
    tenantId: 'demo', reservationId: ID, spaceId: pass.space_id ?? SPACE, startsAt: pass.starts_at ?? row.starts_at, endsAt: pass.ends_at ?? row.ends_at, kid: 'a1b2c3d4',
  }, secret);
  const checkIn = vi.fn(async (_id: string, _at: string) => undefined);
  const ctx: GateContext = {
    tenant: 'demo', keys, venueId: VENUE, now: () => NOW, admitted: new Map(), checkIn,
    find: async (id) => (stored && stored.id === id ? stored : undefined),
    venueOfSpace: async (space) => (space === SPACE ? VENUE : OTHER_VENUE),
    describe: async () => ({ name: 'Maria Souza', space: 'Quadra 1' }),
  };
  return { text, ctx, checkIn };
}

describe('processReservationScan', () => {
  it('today’s confirmed reservation here: green with the name, space and time, checked in once; a second scan is amber', async () => {
    const { text, ctx, checkIn } = await setup();
    const green = await processReservationScan(text, ctx);
    expect(green).toEqual({
      tone: 'ok', at: NOW,
      person: { userId: ID, displayName: 'Maria Souza', photoUrl: null, associationName: null, details: [expect.stringMatching(/^Quadra 1 · \d\d:00–\d\d:00$/)] },
    });
    expect(checkIn).toHaveBeenCalledWith(ID, NOW.toISOString());
    const amber = await processReservationScan(text, ctx);
    expect(amber).toMatchObject({ tone: 'warn', at: NOW, person: { displayName: 'Maria Souza' } });
    expect(checkIn).toHaveBeenCalledTimes(1);
  });

  it('a pending reservation (a waitlist offer not answered yet) is let in: the check-in confirms it', async () => {
    const { text, ctx, checkIn } = await setup({ ...row, status: 'pendente' });
    expect(await processReservationScan(text, ctx)).toMatchObject({ tone: 'ok' });
    expect(checkIn).toHaveBeenCalledTimes(1);
  });

  it('already checked in (by another device, synced): amber at that time, nothing written', async () => {
    const { text, ctx, checkIn } = await setup({ ...row, checked_in_at: '2026-12-01T18:40:00.000Z' });
    expect(await processReservationScan(text, ctx)).toMatchObject({ tone: 'warn', at: new Date('2026-12-01T18:40:00.000Z') });
    expect(checkIn).not.toHaveBeenCalled();
  });

  it.each([
    ['cancelada', 'cancelled', 'Reserva cancelada.'],
    ['nao_compareceu', 'no-show', 'Reserva marcada como "Não compareceu".'],
  ])('a %s reservation: red with its reason, nothing written', async (status, reason, message) => {
    const { text, ctx, checkIn } = await setup({ ...row, status });
    expect(await processReservationScan(text, ctx)).toMatchObject({ tone: 'error', reason, message, person: { displayName: 'Maria Souza' } });
    expect(checkIn).not.toHaveBeenCalled();
  });

  it('another venue (from the row, or from the pass’s space when the row is missing), another day, unknown: red', async () => {
    const elsewhere = await setup({ ...row, venue_id: OTHER_VENUE });
    expect(await processReservationScan(elsewhere.text, elsewhere.ctx)).toMatchObject({ tone: 'error', reason: 'other-venue', message: 'Reserva de outro local.' });
    const missingElsewhere = await setup(null, { space_id: '0190a000-0000-7000-8000-0000000000b9' });
    expect(await processReservationScan(missingElsewhere.text, missingElsewhere.ctx)).toMatchObject({ tone: 'error', reason: 'other-venue' });
    const missing = await setup(null);
    expect(await processReservationScan(missing.text, missing.ctx)).toMatchObject({ tone: 'error', reason: 'unknown' });
    const tomorrow = { starts_at: '2026-12-02T19:00:00.000Z', ends_at: '2026-12-02T20:00:00.000Z' };
    const later = await setup({ ...row, ...tomorrow }, tomorrow);
    expect(await processReservationScan(later.text, later.ctx)).toMatchObject({ tone: 'error', reason: 'not-today', message: 'Reserva para outro dia: 02/12/2026 às 16:00.' });
    for (const s of [elsewhere, missingElsewhere, missing, later]) expect(s.checkIn).not.toHaveBeenCalled();
  });

  it('an ID card, a forged pass, another tenant’s: red with the pass’s reason', async () => {
    const { text, ctx } = await setup();
    expect(await processReservationScan('FD1:ABC', ctx)).toMatchObject({ tone: 'error', reason: 'malformed', message: 'QR inválido: não é uma reserva.' });
    expect(await processReservationScan(text, { ...ctx, tenant: 'outra' })).toMatchObject({ tone: 'error', reason: 'other-tenant' });
    expect(await processReservationScan(text, { ...ctx, keys: [{ ...ctx.keys[0]!, public_key: toBase64Url(await publicKeyOf(utils.randomSecretKey())) }] }))
      .toMatchObject({ tone: 'error', reason: 'signature' });
  });

  it('a write that fails: red with the device’s reason, and the next scan tries again', async () => {
    const { text, ctx, checkIn } = await setup();
    checkIn.mockRejectedValueOnce(new Error('disco cheio'));
    expect(await processReservationScan(text, ctx)).toMatchObject({ tone: 'error', reason: 'local-failure', message: expect.stringContaining('disco cheio') });
    expect(await processReservationScan(text, ctx)).toMatchObject({ tone: 'ok' });
  });
});
