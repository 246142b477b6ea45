import { describe, expect, it } from 'vitest';
import { utils } from '@noble/ed25519';
import { CERTIFICATE_PREFIX, signCertificate, verifyCertificate, type CertificateClaims } from './certificate';
import { signCredential } from './sign';
import { publicKeyOf } from './sign';
import { toBase64Url } from './keys';
import { base45Decode, base45Encode } from './base45';

const claims: CertificateClaims = {
  tenantId: 'demo', certificateId: '0190a0f0-0000-7000-8000-000000000001', userId: '0190a0f0-0000-7000-8000-000000000002',
  issuedAt: 1_795_000_000, kid: 'abcd0123', person: 'Maria Antônia Souza', registerType: 'Jiu-jitsu — IBJJF',
  grade: 'Faixa azul', day: '2026-11-28', examiner: 'Rafael Árbitro',
};

async function setup() {
  const secret = utils.randomSecretKey();
  const keys = [{ kid: 'abcd0123', public_key: toBase64Url(await publicKeyOf(secret)), accept_until: '2000-01-01T00:00:00Z', revoked_at: null }];
  return { secret, keys };
}

describe('graduation certificate', () => {
  it('round-trips: names, grade and day come back from the signed bytes (a retired key still vouches)', async () => {
    const { secret, keys } = await setup();
    const text = await signCertificate(claims, secret);
    expect(text.startsWith(CERTIFICATE_PREFIX)).toBe(true);
    expect(await verifyCertificate(text, { tenantId: 'demo', keys })).toEqual({ ok: true, claims });
  });
  it('refuses a forged grade, another tenant, an unknown or revoked key', async () => {
    const { secret, keys } = await setup();
    const text = await signCertificate(claims, secret);
    const bytes = base45Decode(text.slice(4));
    const at = new TextDecoder().decode(bytes).indexOf('azul');
    bytes.set(new TextEncoder().encode('roxa'), at);
    expect(await verifyCertificate(CERTIFICATE_PREFIX + base45Encode(bytes), { tenantId: 'demo', keys })).toMatchObject({ ok: false, reason: 'signature' });
    expect(await verifyCertificate(text, { tenantId: 'outra', keys })).toMatchObject({ ok: false, reason: 'other-tenant' });
    expect(await verifyCertificate(text, { tenantId: 'demo', keys: [] })).toMatchObject({ ok: false, reason: 'unknown-key' });
    expect(await verifyCertificate(text, { tenantId: 'demo', keys: [{ ...keys[0]!, revoked_at: '2026-01-01T00:00:00Z' }] })).toMatchObject({ ok: false, reason: 'key-revoked' });
  });
  it('an ID card signed with the same key does not pass as a certificate, even re-prefixed', async () => {
    const { secret, keys } = await setup();
    const card = await signCredential({ tenantId: 'demo', userId: claims.userId, issuedAt: 1_795_000_000, expiresAt: 1_800_000_000, kid: 'abcd0123' }, secret);
    expect(await verifyCertificate(card, { tenantId: 'demo', keys })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await verifyCertificate(CERTIFICATE_PREFIX + card.slice(4), { tenantId: 'demo', keys })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await verifyCertificate('garbage', { tenantId: 'demo', keys })).toMatchObject({ ok: false, reason: 'malformed' });
  });
});
