// Golden vectors of the version-1 credential. The keys are fixed seeds and Ed25519 is
// deterministic, so the texts below are exact: a change in them is a change of wire format (old
// cards would stop verifying), never a refactor.
import { describe, expect, it } from 'vitest';
import { base45Decode, base45Encode } from './base45';
import { CREDENTIAL_PREFIX, decodeCredential, publicKeyOf, signCredential, toBase64Url, verifyCredential, type CredentialClaims, type PublicKeyRecord, type VerifyContext } from './index';
import { unixSecondsToBr } from '../dates';

const SEED_DEMO = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const SEED_OUTRA = Uint8Array.from({ length: 32 }, (_, i) => 0xa0 + i);
const PUBLIC_DEMO = 'ebVWLo_mVPlAeLES6KmLp5AfhTrmlb7X4OORC60ElmQ';
const PUBLIC_OUTRA = 'T9CZzNR9eJPf6ewkQU7LDZtUICMqrTDZHEZb4zy-ZcQ';

const ISSUED = 1_780_000_000; // 2026-05-28T20:26:40Z
const CLAIMS: CredentialClaims = { tenantId: 'demo', userId: '0192f0a4-7b1c-7d2e-8f30-4a5b6c7d8e9f', issuedAt: ISSUED, expiresAt: ISSUED + 60 * 86_400, kid: '5e1f0c2a' };

const VALID =
  'FD1:Z506VCP$D.80:IUGPF6$FQ4I0I98WDG1IPIDU%KEKDQ6OK+B9O1XWS5*FMYGL+4HN55.O7$F%SCX+N$:KT H5DGZ/VAH3AIAIJGHNT4-2OE4GLE-3LTJ1ND5XBOC-A/-BD92SB7C-A/UO8MJ272';
/** The same claims for tenant `outra`, signed with outra's key. */
const OUTRA =
  'FD1: 5034EKWE%BC-PIWZK3R3**5W464PBC*F+6K953G2095D420S-3$I5W+3HCTD96 26Q34-06+4P63EBFPS9PFYMQ4A9BC QN-3L1WTBLH2HFTRA1CP DIYL91KR1GWZB9S3QP/3ACHOCGEESTJ850';

const demoKey: PublicKeyRecord = { kid: '5e1f0c2a', public_key: PUBLIC_DEMO, accept_until: null, revoked_at: null };
const at = (unix: number) => new Date(unix * 1000);
const ctx = (over: Partial<VerifyContext> = {}): VerifyContext => ({ tenantId: 'demo', keys: [demoKey], revocations: [], now: at(ISSUED + 86_400), ...over });

/** The text with one byte of its binary form changed. */
function tamper(text: string, index: number): string {
  const bytes = base45Decode(text.slice(CREDENTIAL_PREFIX.length));
  bytes[index]! ^= 0x01;
  return CREDENTIAL_PREFIX + base45Encode(bytes);
}

describe('credential golden vectors', () => {
  it('signs exactly the known text, 151 QR-alphanumeric characters', async () => {
    expect(toBase64Url(await publicKeyOf(SEED_DEMO))).toBe(PUBLIC_DEMO);
    expect(toBase64Url(await publicKeyOf(SEED_OUTRA))).toBe(PUBLIC_OUTRA);
    expect(await signCredential(CLAIMS, SEED_DEMO)).toBe(VALID);
    expect(await signCredential({ ...CLAIMS, tenantId: 'outra' }, SEED_OUTRA)).toBe(OUTRA);
    expect(VALID).toHaveLength(151);
    expect(VALID).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
    expect(base45Decode(VALID.slice(4))).toHaveLength(98);
    expect(decodeCredential(VALID).claims).toEqual(CLAIMS);
  });

  it('valid: verifies with the tenant key', async () => {
    expect(await verifyCredential(VALID, ctx())).toEqual({ ok: true, claims: CLAIMS });
  });

  it('tampered byte: any changed byte of payload or signature fails', async () => {
    const results = new Set<string>();
    for (const index of [0, 1, 2, 6, 10, 22, 26, 30, 33, 34, 60, 97]) {
      const result = await verifyCredential(tamper(VALID, index), ctx());
      expect(result.ok, `byte ${index}`).toBe(false);
      if (!result.ok) results.add(result.reason);
    }
    // Version/length bytes break the structure, tenant bytes the tenant, kid bytes the key lookup;
    // the rest (user, dates, signature) the signature.
    expect([...results].sort()).toEqual(['malformed', 'other-tenant', 'signature', 'unknown-key']);
    const userByte = await verifyCredential(tamper(VALID, 10), ctx());
    expect(userByte).toMatchObject({ ok: false, reason: 'signature', message: 'Assinatura inválida: carteirinha adulterada ou falsa.' });
    expect(await verifyCredential(tamper(VALID, 97), ctx())).toMatchObject({ reason: 'signature' });
  });

  it('wrong key: the same kid with another public key fails the signature', async () => {
    const result = await verifyCredential(VALID, ctx({ keys: [{ ...demoKey, public_key: PUBLIC_OUTRA }] }));
    expect(result).toMatchObject({ ok: false, reason: 'signature' });
    // A kid the device does not know, and a stored key that is no curve point.
    expect(await verifyCredential(VALID, ctx({ keys: [{ ...demoKey, kid: '00000000' }] }))).toMatchObject({ reason: 'unknown-key' });
    expect(await verifyCredential(VALID, ctx({ keys: [] }))).toMatchObject({ reason: 'unknown-key' });
    expect(await verifyCredential(VALID, ctx({ keys: [{ ...demoKey, public_key: 'A'.repeat(43) }] }))).toMatchObject({ ok: false });
  });

  it('expired: refused after expiresAt (plus the skew), with the date in the message', async () => {
    const result = await verifyCredential(VALID, ctx({ now: at(CLAIMS.expiresAt + 3600) }));
    expect(result).toMatchObject({ ok: false, reason: 'expired' });
    if (!result.ok) expect(result.message).toContain(unixSecondsToBr(CLAIMS.expiresAt));
    expect(unixSecondsToBr(CLAIMS.expiresAt)).toBe('27/07/2026');
    expect((await verifyCredential(VALID, ctx({ now: at(CLAIMS.expiresAt - 60) }))).ok).toBe(true);
    expect((await verifyCredential(VALID, ctx({ now: at(CLAIMS.expiresAt + 60) }))).ok).toBe(true); // within skew
  });

  it('other tenant: a card of demo at an outra gate, and outra\'s card at a demo gate', async () => {
    const outraKey = { kid: '5e1f0c2a', public_key: PUBLIC_OUTRA, accept_until: null, revoked_at: null };
    expect(await verifyCredential(VALID, ctx({ tenantId: 'outra', keys: [outraKey] }))).toMatchObject({ ok: false, reason: 'other-tenant', message: 'Carteirinha de outra organização.' });
    expect(await verifyCredential(OUTRA, ctx())).toMatchObject({ ok: false, reason: 'other-tenant' });
    expect((await verifyCredential(OUTRA, ctx({ tenantId: 'outra', keys: [outraKey] }))).ok).toBe(true);
  });

  it('not yet valid beyond the clock skew', async () => {
    expect(await verifyCredential(VALID, ctx({ now: at(ISSUED - 3600) }))).toMatchObject({ ok: false, reason: 'not-yet-valid' });
    expect((await verifyCredential(VALID, ctx({ now: at(ISSUED - 120) }))).ok).toBe(true);
  });

  it('revoked key, retired key (past accept_until), and a key kept after rotation', async () => {
    expect(await verifyCredential(VALID, ctx({ keys: [{ ...demoKey, revoked_at: '2026-05-01T00:00:00Z' }] }))).toMatchObject({ reason: 'key-revoked' });
    const retired = await verifyCredential(VALID, ctx({ keys: [{ ...demoKey, accept_until: new Date((ISSUED + 3600) * 1000).toISOString() }] }));
    expect(retired).toMatchObject({ ok: false, reason: 'key-revoked' });
    if (!retired.ok) expect(retired.message).toMatch(/não é mais aceita/);
    const rotated = { ...demoKey, accept_until: new Date(CLAIMS.expiresAt * 1000).toISOString() };
    expect((await verifyCredential(VALID, ctx({ keys: [{ kid: 'ffffffff', public_key: PUBLIC_OUTRA, accept_until: null, revoked_at: null }, rotated] }))).ok).toBe(true);
  });

  it('revoked card: refused when issued before revoked_before, accepted when issued after', async () => {
    const rev = (iso: string) => [{ user_id: CLAIMS.userId, revoked_before: iso }, { user_id: '0192f0a4-0000-7000-8000-000000000000', revoked_before: '2030-01-01T00:00:00Z' }];
    expect(await verifyCredential(VALID, ctx({ revocations: rev('2026-06-01T00:00:00Z') }))).toMatchObject({ ok: false, reason: 'revoked' });
    expect((await verifyCredential(VALID, ctx({ revocations: rev('2026-05-01T00:00:00Z') }))).ok).toBe(true);
  });

  it('malformed: prefix, alphabet, length, version, truncation; never throws', async () => {
    for (const text of ['', 'FD1:', 'HC1:' + VALID.slice(4), VALID.toLowerCase(), VALID.slice(0, -3), VALID + 'AAA', 'x'.repeat(2000), tamper(VALID, 0), tamper(VALID, 1)]) {
      expect(await verifyCredential(text, ctx()), JSON.stringify(text.slice(0, 20))).toMatchObject({ ok: false, reason: 'malformed' });
    }
    expect(await verifyCredential(null as unknown as string, ctx())).toMatchObject({ reason: 'malformed' });
    expect((await verifyCredential(`${VALID}\r\n`, ctx())).ok).toBe(true); // a scanner's line break
  });

  it('refuses to sign claims it could not verify', async () => {
    await expect(signCredential({ ...CLAIMS, tenantId: 'Demo' }, SEED_DEMO)).rejects.toThrow();
    await expect(signCredential({ ...CLAIMS, userId: 'x' }, SEED_DEMO)).rejects.toThrow();
    await expect(signCredential({ ...CLAIMS, expiresAt: ISSUED }, SEED_DEMO)).rejects.toThrow();
    await expect(signCredential(CLAIMS, new Uint8Array(31))).rejects.toThrow();
  });

  it('verifies fast enough for a gate (decode to answer)', async () => {
    await verifyCredential(VALID, ctx());
    const runs = 50;
    const start = performance.now();
    for (let i = 0; i < runs; i++) await verifyCredential(VALID, ctx());
    const perCard = (performance.now() - start) / runs;
    expect(perCard).toBeLessThan(30);
  });
});
