import { describe, expect, it } from 'vitest';
import { utils } from '@noble/ed25519';
import { encode } from 'uqr';
import { RESERVATION_PREFIX, readReservation, signReservation, verifyReservation, type ReservationClaims } from './reservation';
import { signCertificate } from './certificate';
import { publicKeyOf, signCredential } from './sign';
import { verifyCredential } from './verify';
import { toBase64Url } from './keys';
import { base45Decode, base45Encode } from './base45';

const claims: ReservationClaims = {
  tenantId: 'demo', reservationId: '0190a0f0-0000-7000-8000-0000000000a1', spaceId: '0190a0f0-0000-7000-8000-0000000000b2',
  startsAt: '2026-12-01T19:00:00.000Z', endsAt: '2026-12-01T20:30:00.000Z', kid: 'abcd0123',
};
const during = new Date('2026-12-01T19:10:00Z');

async function setup(key: Partial<{ accept_until: string | null; revoked_at: string | null }> = {}) {
  const secret = utils.randomSecretKey();
  const keys = [{ kid: 'abcd0123', public_key: toBase64Url(await publicKeyOf(secret)), accept_until: null, revoked_at: null, ...key }];
  return { secret, keys };
}

describe('reservation pass', () => {
  it('round-trips the booking: tenant, reservation, space, start and end to the minute', async () => {
    const { secret, keys } = await setup();
    const text = await signReservation(claims, secret);
    expect(text.startsWith(RESERVATION_PREFIX)).toBe(true);
    expect(await verifyReservation(text, { tenantId: 'demo', keys, now: during })).toEqual({ ok: true, claims });
    expect(readReservation(text)).toEqual(claims);
  });

  it('fits a QR version 7 at level M, every character alphanumeric', async () => {
    const { secret } = await setup();
    const text = await signReservation(claims, secret);
    expect(text).toHaveLength(172);
    expect(text).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
    expect(encode(text, { ecc: 'M', border: 0 }).size).toBeLessThanOrEqual(45); // version 7 = 45 modules
  });

  it('never covers less than the booking: a start off the minute rounds down, an end rounds up', async () => {
    const { secret } = await setup();
    const text = await signReservation({ ...claims, startsAt: '2026-12-01T19:00:30Z', endsAt: '2026-12-01T20:29:10Z' }, secret);
    expect(readReservation(text)).toMatchObject({ startsAt: '2026-12-01T19:00:00.000Z', endsAt: '2026-12-01T20:30:00.000Z' });
  });

  it('refuses another tenant, a tampered time, an unknown or a revoked key', async () => {
    const { secret, keys } = await setup();
    const text = await signReservation(claims, secret);
    expect(await verifyReservation(text, { tenantId: 'outra', keys, now: during })).toEqual({ ok: false, reason: 'other-tenant', message: 'Reserva de outra organização.' });
    const bytes = base45Decode(text.slice(RESERVATION_PREFIX.length));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    view.setUint32(2 + 4 + 32, view.getUint32(2 + 4 + 32) + 60); // the start, one hour later
    const tampered = RESERVATION_PREFIX + base45Encode(bytes);
    expect(readReservation(tampered)?.startsAt).toBe('2026-12-01T20:00:00.000Z');
    expect(await verifyReservation(tampered, { tenantId: 'demo', keys, now: during })).toMatchObject({ ok: false, reason: 'signature' });
    expect(await verifyReservation(text, { tenantId: 'demo', keys: [], now: during })).toMatchObject({ ok: false, reason: 'unknown-key' });
    const revoked = [{ ...keys[0]!, revoked_at: '2026-11-30T00:00:00Z' }];
    expect(await verifyReservation(text, { tenantId: 'demo', keys: revoked, now: during })).toMatchObject({ ok: false, reason: 'key-revoked' });
  });

  it('expires an hour after its end (plus the clock skew); a key retired by a rotation still vouches', async () => {
    const { secret, keys } = await setup({ accept_until: '2026-11-01T00:00:00Z' });
    const text = await signReservation(claims, secret);
    expect(await verifyReservation(text, { tenantId: 'demo', keys, now: new Date('2026-12-01T21:34:00Z') })).toMatchObject({ ok: true });
    const late = await verifyReservation(text, { tenantId: 'demo', keys, now: new Date('2026-12-01T21:36:00Z') });
    expect(late).toEqual({ ok: false, reason: 'expired', message: 'Reserva encerrada em 01/12/2026, 17:30.' });
  });

  it('is not an ID card nor a certificate, and neither of those is a reservation, even re-prefixed', async () => {
    const { secret, keys } = await setup();
    const card = await signCredential({ tenantId: 'demo', userId: claims.reservationId, issuedAt: 1_795_000_000, expiresAt: 1_800_000_000, kid: 'abcd0123' }, secret);
    const certificate = await signCertificate({
      tenantId: 'demo', certificateId: claims.reservationId, userId: claims.spaceId, issuedAt: 1_795_000_000, kid: 'abcd0123',
      person: 'A', registerType: 'B', grade: 'C', day: '2026-11-28', examiner: 'D',
    }, secret);
    for (const other of [card, certificate, RESERVATION_PREFIX + card.slice(4), RESERVATION_PREFIX + certificate.slice(4), 'garbage']) {
      expect(await verifyReservation(other, { tenantId: 'demo', keys, now: during })).toMatchObject({ ok: false, reason: 'malformed' });
    }
    const pass = await signReservation(claims, secret);
    const asCard = await verifyCredential('FD1:' + pass.slice(4), { tenantId: 'demo', keys, revocations: [], now: during });
    expect(asCard).toMatchObject({ ok: false });
  });
});
