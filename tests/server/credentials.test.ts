// The ID-card credential on the real server: keys seeded and published as `signingkeys` records,
// POST /my/idcard (session, renewal window, owner-only replication, connect mode), tenant isolation,
// rotation (old cards stay valid until they expire), revocations, keys encrypted at rest, and bad
// input answered 4xx with pt-BR messages, never 5xx.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyCredential, type PublicKeyRecord, type RevocationRecord } from '../../src/domain/credential/index';
import { uuidv7 } from '../../src/domain/uuid';
import { KEY_SECRET_ENV, listKeys, publicKeyRecords, signCredentialForUser, VALIDITY_SECONDS } from '../../server/credentials/index';
import { openPrivateKey, sealPrivateKey } from '../../server/credentials/key-store';
import { call, type CallResult, DAY, expectFailure, login, testClock, testServer } from './helpers';
import { m, profile, pushOk, Replica } from './sync-helpers';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-data';

const clock = testClock(new Date());
const consoleError = vi.spyOn(console, 'error');
const OUTRA = 'outra.localhost:8787';

let tenantIds: Record<string, string>;

const harness = testServer({ now: clock.now });

beforeAll(async () => {
  const rows = await harness.handle.db.query<{ id: string; code: string }>('SELECT id::text AS id, code FROM tenants');
  tenantIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterEach(() => {
  delete process.env[KEY_SECRET_ENV];
  // A 5xx logs through onError: none of these tests may cause one (the 503 test clears its own).
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockClear();
});

const sessions = new Map<string, { token: string; id: string }>();
/** A session valid at the test clock's current time (sessions last 30 days; the clock moves). */
async function as(email: string, host?: string): Promise<{ token: string; id: string }> {
  const cached = sessions.get(email);
  if (cached) {
    const probe = await call(harness.app, '/api/v1/auth/me', { token: cached.token, host });
    if (probe.status === 200) return cached;
  }
  const answer = await login(harness.app, email, { host });
  const account = { token: answer.token, id: answer.result.id };
  sessions.set(email, account);
  return account;
}

const issue = (token: string | undefined, options: { host?: string; prefix?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<CallResult> =>
  call(harness.app, `${options.prefix ?? ''}/api/v1/my/idcard`, { method: 'POST', token, host: options.host, body: options.body ?? {}, headers: options.headers });

async function keysOf(code: string): Promise<PublicKeyRecord[]> {
  return publicKeyRecords(await listKeys(harness.handle.db, tenantIds[code]!));
}

const verifyAt = async (text: string, code: string, now = clock.now(), revocations: RevocationRecord[] = []) =>
  verifyCredential(text, { tenantId: code, keys: await keysOf(code), revocations, now });

describe('signing keys', () => {
  it('each demo tenant has one current key, published as a public signingkeys record without its private half', async () => {
    for (const code of ['demo', 'outra']) {
      const keys = await listKeys(harness.handle.db, tenantIds[code]!);
      expect(keys.filter((k) => k.acceptUntil === null && k.revokedAt === null)).toHaveLength(1);
      expect(keys[0]!.privateKey).toMatch(/^plain:/); // no FEDERA_KEY_SECRET in the test environment
    }
    const athlete = await as('atleta@demo.test');
    const replica = new Replica();
    await replica.sync(harness.app, athlete.token);
    const published = replica.ids('signingkeys').map((id) => replica.get('signingkeys', id)!);
    const [current] = await listKeys(harness.handle.db, tenantIds.demo!);
    expect(published).toContainEqual({ id: current!.recordId, kid: current!.kid, public_key: current!.publicKey, created_at: current!.createdAt.toISOString(), accept_until: null, revoked_at: null });
    expect(JSON.stringify(published)).not.toContain('plain:');
    expect(published.every((k) => !('private_key' in k))).toBe(true);
  });
});

describe('POST /my/idcard', () => {
  it('needs a session of the tenant', async () => {
    expectFailure(await issue(undefined), 401);
    expectFailure(await issue('not-a-token'), 401);
    const outraMaster = await as('master@outra.test', OUTRA);
    expectFailure(await issue(outraMaster.token), 401); // an outra token on demo's host
  });

  it('issues a card valid for 60 days that verifies with the tenant keys, then returns the same card while fresh', async () => {
    const athlete = await as('atleta@demo.test');
    const first = await issue(athlete.token);
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ status: 1, renewed: true, idcard: { user_id: athlete.id } });
    const card = first.json.idcard;
    expect(card.credential).toMatch(/^FD1:[0-9A-Z $%*+\-./:]+$/);
    expect(card.credential.length).toBeLessThanOrEqual(160);
    expect(Date.parse(card.expires_at) - Date.parse(card.issued_at)).toBe(VALIDITY_SECONDS * 1000);
    const verified = await verifyAt(card.credential, 'demo');
    expect(verified).toMatchObject({ ok: true, claims: { tenantId: 'demo', userId: athlete.id, kid: card.kid } });

    const again = await issue(athlete.token);
    expect(again.json).toEqual({ status: 1, renewed: false, idcard: card });
    // Connect mode answers the same.
    expect((await issue(athlete.token, { prefix: '/c/demo', host: 'app.localhost:8787' })).json.idcard).toEqual(card);
  });

  it('the card replicates to its owner only', async () => {
    const athlete = await as('atleta@demo.test');
    const mine = new Replica();
    await mine.sync(harness.app, athlete.token);
    const cards = mine.ids('idcards').map((id) => mine.get('idcards', id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ user_id: athlete.id });
    const admin = await as('admin@demo.test');
    const theirs = new Replica();
    await theirs.sync(harness.app, admin.token);
    expect(theirs.ids('idcards')).toEqual([]);
  });

  it('renews when fewer than 45 days are left, so a card is always valid offline for 45 days or more', async () => {
    const athlete = await as('atleta@demo.test');
    const before = (await issue(athlete.token)).json.idcard;
    clock.advance(14 * DAY); // 46 days left: kept
    expect((await issue((await as('atleta@demo.test')).token)).json).toMatchObject({ renewed: false, idcard: before });
    clock.advance(2 * DAY); // 44 days left: renewed, same record id
    const after = await issue((await as('atleta@demo.test')).token);
    expect(after.json).toMatchObject({ renewed: true, idcard: { id: before.id } });
    expect(after.json.idcard.credential).not.toBe(before.credential);
    expect(Date.parse(after.json.idcard.expires_at) - clock.now().getTime()).toBeGreaterThanOrEqual(59 * DAY);
    // The old card is still valid (it has not expired), as any card until its date.
    expect((await verifyAt(before.credential, 'demo')).ok).toBe(true);
  });

  it('concurrent requests of one person write one card between them', async () => {
    const manager = await as('gestor@demo.test');
    const answers = await Promise.all([issue(manager.token), issue(manager.token), issue(manager.token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.idcard.credential)).size).toBe(1);
    const rows = await harness.handle.db.query(`SELECT id FROM records WHERE tenant_id = $1 AND collection = 'idcards' AND owner_id = $2`, [tenantIds.demo!, manager.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a person without a profile with a pt-BR message', async () => {
    const master = await as('master@demo.test');
    const res = await issue(master.token);
    expectFailure(res, 409);
    expect(res.json.message).toBe('Complete seu cadastro de pessoa para emitir a carteirinha digital.');
  });

  it('bad input: 4xx with pt-BR messages, never 5xx', async () => {
    const athlete = await as('atleta@demo.test');
    const cases: [CallResult, number][] = [
      [await issue(athlete.token, { body: '{"x":' }), 400],
      [await issue(athlete.token, { body: '[]' }), 400],
      [await issue(athlete.token, { body: '"texto"' }), 400],
      [await issue(athlete.token, { body: { userId: uuidv7() } }), 422],
      [await issue(athlete.token, { body: 'a=1', headers: { 'content-type': 'text/plain' } }), 415],
      [await issue(athlete.token, { body: '{"a":"\u0000"}' }), 400], // a raw NUL inside JSON text
      [await call(harness.app, '/api/v1/my/idcard', { token: athlete.token }), 405],
      [await call(harness.app, '/api/v1/credentials/keys/rotate', { token: athlete.token }), 405],
      [await issue(athlete.token, { prefix: '/c/nao-existe', host: 'app.localhost:8787' }), 404],
    ];
    for (const [res, status] of cases) {
      expectFailure(res, status);
      expect(res.json.message).toMatch(/[a-zçãéí]/);
      expect(res.json.message).not.toMatch(/^Invalid|Error/);
    }
    // An empty body is `{}`.
    expect((await call(harness.app, '/api/v1/my/idcard', { method: 'POST', token: athlete.token })).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("a demo card fails with outra's keys and tenant, and the other way round", async () => {
    const demoCard = (await issue((await as('atleta@demo.test')).token)).json.idcard.credential as string;
    const outraKeys = await keysOf('outra');
    const now = clock.now();
    expect(await verifyCredential(demoCard, { tenantId: 'outra', keys: outraKeys, revocations: [], now })).toMatchObject({ ok: false, reason: 'other-tenant' });
    // Even a device told it is `demo` but holding outra's keys does not accept it.
    expect(await verifyCredential(demoCard, { tenantId: 'demo', keys: outraKeys, revocations: [], now })).toMatchObject({ ok: false, reason: 'unknown-key' });
    // The Node helper signs with outra's real key: valid there, refused at a demo gate.
    const outraUser = await as('master@outra.test', OUTRA);
    const { text } = await signCredentialForUser(harness.handle.db, 'outra', outraUser.id, { now });
    expect((await verifyAt(text, 'outra', now)).ok).toBe(true);
    expect(await verifyAt(text, 'demo', now)).toMatchObject({ ok: false, reason: 'other-tenant' });
    // Keys differ per tenant.
    expect(outraKeys.map((k) => k.public_key)).not.toContain((await keysOf('demo'))[0]!.public_key);
  });
});

describe('rotation', () => {
  it('needs `settings` (masters pass)', async () => {
    expectFailure(await call(harness.app, '/api/v1/credentials/keys/rotate', { method: 'POST', body: {}, token: (await as('staff@demo.test')).token }), 403);
    expectFailure(await call(harness.app, '/api/v1/credentials/keys/rotate', { method: 'POST', body: {}, token: (await as('atleta@demo.test')).token }), 403);
    expectFailure(await call(harness.app, '/api/v1/credentials/keys/rotate', { method: 'POST', body: {} }), 401);
  });

  it('adds a current key; old cards stay valid until they expire; cards move to the new key at their next refresh', async () => {
    const athlete = await as('atleta@demo.test');
    const oldCard = (await issue(athlete.token)).json.idcard;
    const master = await as('master@demo.test');
    const res = await call(harness.app, '/api/v1/credentials/keys/rotate', { method: 'POST', body: {}, token: master.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.retired).toMatchObject({ kid: oldCard.kid });
    expect(Date.parse(res.json.retired.accept_until)).toBeGreaterThanOrEqual(Date.parse(oldCard.expires_at));
    expect(res.json.key.kid).not.toBe(oldCard.kid);
    expect(res.json.key).toMatchObject({ accept_until: null, revoked_at: null });

    // Devices get both keys through the replica; the old card verifies against them.
    const replica = new Replica();
    await replica.sync(harness.app, athlete.token);
    const replicated = replica.ids('signingkeys').map((id) => replica.get('signingkeys', id) as unknown as PublicKeyRecord);
    expect(replicated.map((k) => k.kid)).toEqual(expect.arrayContaining([oldCard.kid, res.json.key.kid]));
    const ctx = { tenantId: 'demo', keys: replicated, revocations: [], now: clock.now() };
    expect((await verifyCredential(oldCard.credential, ctx)).ok).toBe(true);
    // Still valid the day before it expires; refused after.
    const dayBefore = new Date(Date.parse(oldCard.expires_at) - DAY);
    expect((await verifyCredential(oldCard.credential, { ...ctx, now: dayBefore })).ok).toBe(true);
    expect((await verifyCredential(oldCard.credential, { ...ctx, now: new Date(Date.parse(res.json.retired.accept_until) + DAY) })).ok).toBe(false);

    // The next refresh re-issues with the new key.
    const renewed = await issue(athlete.token);
    expect(renewed.json).toMatchObject({ renewed: true, idcard: { kid: res.json.key.kid, id: oldCard.id } });
    expect((await verifyAt(renewed.json.idcard.credential, 'demo')).ok).toBe(true);
    // An admin (role with `settings`) may rotate too; outra's keys are untouched.
    const outraBefore = await keysOf('outra');
    expect((await call(harness.app, '/api/v1/credentials/keys/rotate', { method: 'POST', token: (await as('admin@demo.test')).token })).status).toBe(200);
    expect(await keysOf('outra')).toEqual(outraBefore);
    expect((await listKeys(harness.handle.db, tenantIds.demo!)).filter((k) => k.acceptUntil === null)).toHaveLength(1);
  });
});

describe('revocations', () => {
  it('a card issued before revoked_before is refused at the gate; the next issue is valid; a future date suspends issuing', async () => {
    const athlete = await as('atleta@demo.test');
    const card = (await issue(athlete.token)).json.idcard;
    const admin = await as('admin@demo.test');
    const revokedAt = new Date(clock.now().getTime() + 500).toISOString();
    const revocation = { id: uuidv7(), user_id: athlete.id, revoked_before: revokedAt, reason: 'Celular perdido' };
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'cardrevocations.put', revocation)]);
    clock.advance(1000);
    const revocations = [revocation];
    expect(await verifyAt(card.credential, 'demo', clock.now(), revocations)).toMatchObject({ ok: false, reason: 'revoked' });

    const fresh = await issue(athlete.token);
    expect(fresh.json.renewed).toBe(true);
    expect((await verifyAt(fresh.json.idcard.credential, 'demo', clock.now(), revocations)).ok).toBe(true);

    // Suspended until a future date: no card meanwhile.
    const until = new Date(clock.now().getTime() + 10 * DAY).toISOString();
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'cardrevocations.put', { ...revocation, id: uuidv7(), revoked_before: until })]);
    const refused = await issue(athlete.token);
    expectFailure(refused, 403);
    expect(refused.json.message).toMatch(/^Sua carteirinha está suspensa até \d{2}\/\d{2}\/\d{4}\. Procure a secretaria\.$/);
  });
});

describe('private keys at rest', () => {
  it('AES-256-GCM under FEDERA_KEY_SECRET, bound to tenant and kid', () => {
    const seed = new Uint8Array(32).fill(7);
    const sealed = sealPrivateKey(seed, 't1', 'aabbccdd', 'segredo');
    expect(sealed).toMatch(/^aes256gcm:/);
    expect(sealed).not.toContain('BwcH'); // base64url of the seed bytes
    expect(openPrivateKey(sealed, 't1', 'aabbccdd', 'segredo')).toEqual(seed);
    expect(() => openPrivateKey(sealed, 't1', '00000000', 'segredo')).toThrow();
    expect(() => openPrivateKey(sealed, 't2', 'aabbccdd', 'segredo')).toThrow();
    expect(() => openPrivateKey(sealed, 't1', 'aabbccdd', 'outro')).toThrow();
    expect(() => openPrivateKey(sealed, 't1', 'aabbccdd', undefined)).toThrow(/FEDERA_KEY_SECRET/);
    expect(sealPrivateKey(seed, 't1', 'aabbccdd', undefined)).toBe(`plain:${Buffer.from(seed).toString('base64url')}`);
  });

  it('a key made with the secret set is stored encrypted and signs; without the secret issuing answers 503, not a crash', async () => {
    process.env[KEY_SECRET_ENV] = 'um segredo longo de teste';
    const master = await as('master@outra.test', OUTRA);
    expect((await call(harness.app, '/api/v1/credentials/keys/rotate', { method: 'POST', token: master.token, host: OUTRA })).status).toBe(200);
    const [current] = await listKeys(harness.handle.db, tenantIds.outra!);
    expect(current!.privateKey).toMatch(/^aes256gcm:/);
    const outraUser = master.id;
    const signed = await signCredentialForUser(harness.handle.db, 'outra', outraUser, { now: clock.now() });
    expect((await verifyAt(signed.text, 'outra')).ok).toBe(true);

    delete process.env[KEY_SECRET_ENV];
    await expect(signCredentialForUser(harness.handle.db, 'outra', outraUser, { now: clock.now() })).rejects.toThrow(/FEDERA_KEY_SECRET/);
    // Through the endpoint: the outra master gets a profile, then asks for a card without the secret.
    const cpf = DEMO_ACCOUNTS.find((a) => a.email === 'master@outra.test')!.cpf;
    await pushOk(harness.app, master.token, uuidv7(), [m(1, 'profiles.put', profile(master.id, { name: 'Otávio Mestre', cpf }))], { host: OUTRA });
    const refused = await issue(master.token, { host: OUTRA });
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ status: 0, message: expect.stringMatching(/FEDERA_KEY_SECRET/) });
    process.env[KEY_SECRET_ENV] = 'um segredo longo de teste';
    const issued = await issue(master.token, { host: OUTRA });
    expect(issued.status, issued.text).toBe(200);
    expect((await verifyAt(issued.json.idcard.credential, 'outra')).ok).toBe(true);
    // Rotation needs no old private key: the way out of a lost secret.
    delete process.env[KEY_SECRET_ENV];
    expect((await call(harness.app, '/api/v1/credentials/keys/rotate', { method: 'POST', token: master.token, host: OUTRA })).status).toBe(200);
    expect((await issue(master.token, { host: OUTRA })).json).toMatchObject({ status: 1, renewed: true });
    consoleError.mockClear();
  });
});

describe('demo photos', () => {
  it('profiled demo accounts point at a generated photo below the uploads, served on both kinds of path', async () => {
    const athlete = await as('atleta@demo.test');
    const replica = new Replica();
    await replica.sync(harness.app, athlete.token);
    const [mine] = replica.ids('profiles').map((id) => replica.get('profiles', id)!);
    expect(mine).toMatchObject({ photo_url: 'demo-photos/lucas-atleta.svg', registration: expect.stringMatching(/^\d{2}\.\d{5}$/) });
    for (const path of ['/uploads/demo-photos/lucas-atleta.svg', '/c/demo/uploads/demo-photos/lucas-atleta.svg']) {
      const res = await call(harness.app, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.text).toMatch(/^<svg [^>]*width="240" height="320"/);
      expect(res.text).toContain('>LA</text>');
    }
    for (const bad of ['/uploads/demo-photos/..%2Fetc.svg', '/uploads/demo-photos/A.svg', '/uploads/demo-photos/x.png', '/uploads/outra/x.svg']) {
      expect((await call(harness.app, bad)).status, bad).toBe(404);
    }
  });
});
