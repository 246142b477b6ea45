// Uploads had no limit (40 × 1 MiB from an account with no profile in 1.9 s) and
// nothing removed files no record names. Now every upload counts against its person's and its
// tenant's quota over a rolling day (429 in pt-BR beyond it), and the collector removes files no
// live record names once the grace period has passed, with the stored bytes no other file uses.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { collectUnusedFiles, startFileCollector } from '../../server/files/gc';
import { memoryFileStore } from '../../server/files/memory-store';
import { QUOTA_MSG } from '../../server/files/messages';
import { DEFAULT_UPLOAD_QUOTA, UPLOAD_GRACE_MS, type UploadQuota } from '../../server/files/policy';
import { sqlTx } from '../../server/sync/sql-tx';
import { DAY, login, MINUTE, testClock, type AnyApp } from './helpers';
import { newAccount, type SignedIn } from './record-helpers';
import { openTestDb } from './test-db';

const MiB = 1024 * 1024;
const OUTRA = 'outra.localhost:8787';
const QUOTA: UploadQuota = { windowMs: DAY, userFiles: 6, userBytes: 3.5 * MiB, tenantFiles: 10, tenantBytes: 1024 * MiB };

let handle: DbHandle;
let app: AnyApp;
let store: ReturnType<typeof memoryFileStore>;
let demoId: string;
const clock = testClock(new Date('2026-11-20T12:00:00Z'));

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
let serial = 0;
/** A distinct PDF of about `size` bytes. */
function pdf(size = 200): Uint8Array {
  const head = `%PDF-1.4\n% ${++serial} ${Math.random()}\n`;
  const tail = '\n%%EOF\n';
  return new TextEncoder().encode(head + ' '.repeat(Math.max(0, size - head.length - tail.length)) + tail);
}

async function upload(bytes: Uint8Array, who: SignedIn, host = 'localhost:8787', on: AnyApp = app) {
  const res = await on.request('/api/v1/files', { method: 'POST', headers: { host, authorization: `Bearer ${who.token}` }, body: bytes as Uint8Array<ArrayBuffer> });
  return { status: res.status, json: (await res.json()) as { status: number; message?: string; variants?: Record<string, unknown> } };
}

const fetchStatus = async (hash: string, who: SignedIn) =>
  (await app.request(`/api/v1/files/${hash}/full`, { headers: { host: 'localhost:8787', authorization: `Bearer ${who.token}` } })).status;

const fileRow = async (tenantId: string, hash: string) =>
  (await handle.db.query<{ variants: Record<string, { key: string }> }>(`SELECT variants FROM files WHERE tenant_id = $1 AND id = $2`, [tenantId, hash]))[0];

const account = (prefix: string) => newAccount(handle.db, app, demoId, prefix, 'Conta Sem Perfil', 70_000_000);

beforeAll(async () => {
  handle = await openTestDb();
  store = memoryFileStore();
  app = createApp({ db: handle.db, fileStore: store, now: clock.now, uploadQuota: QUOTA });
  demoId = (await handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
});
afterAll(async () => {
  await handle?.close();
});

describe('upload quota', () => {
  it('stops 40 × 1 MiB sent at once by an account with no profile at its quota, with a pt-BR 429', async () => {
    const attacker = await account('rajada');
    const files = Array.from({ length: 40 }, () => pdf(MiB));
    const answers = await Promise.all(files.map((bytes) => upload(bytes, attacker)));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(3); // 3.5 MiB a day
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ status: 0, message: QUOTA_MSG.user(QUOTA) });
    }
    const stored = await handle.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE created_by = $1`, [attacker.id]);
    expect(stored[0]!.n).toBe(3);
    expect(QUOTA_MSG.user(QUOTA)).toMatch(/^Limite de envios atingido: cada pessoa pode enviar até 6 arquivos e 4 MB a cada 24 horas/);
  });

  it('counts the same bytes once, and frees up as the window rolls', async () => {
    const person = await account('janela');
    const first = pdf();
    for (let i = 0; i < 6; i++) expect((await upload(i === 0 ? first : pdf(), person)).status).toBe(200);
    expect((await upload(pdf(), person)).status).toBe(429);
    expect((await upload(first, person)).status).toBe(200); // already counted: sending it again costs nothing
    clock.advance(DAY + MINUTE);
    expect((await upload(pdf(), person)).status).toBe(200);
  });

  it("caps the tenant's uploads of a day, whoever sends them", async () => {
    clock.advance(DAY + MINUTE); // a fresh window for the tenant
    const [a, b, c] = await Promise.all([account('ta'), account('tb'), account('tc')]);
    for (const who of [a, b]) for (let i = 0; i < 5; i++) expect((await upload(pdf(), who)).status).toBe(200);
    const refused = await upload(pdf(), c!);
    expect(refused).toEqual({ status: 429, json: { status: 0, message: QUOTA_MSG.tenant(QUOTA) } });
    expect(refused.json.message).toMatch(/^Limite de envios desta organização atingido/);
  });

  it('applies the documented defaults when none is given', async () => {
    clock.advance(DAY + MINUTE);
    const plain = createApp({ db: handle.db, fileStore: store, now: clock.now });
    const person = await account('padrao');
    // The person already sent the default number of files today (recorded as the route records them).
    await handle.db.query(
      `INSERT INTO file_uploads (tenant_id, file_id, user_id, bytes, created_at)
       SELECT $1, encode(sha256(convert_to($2 || n::text, 'UTF8')), 'hex'), $2::uuid, 1000, $3 FROM generate_series(1, $4::int) AS n`,
      [demoId, person.id, clock.now(), DEFAULT_UPLOAD_QUOTA.userFiles],
    );
    const refused = await upload(pdf(), person, 'localhost:8787', plain);
    expect(refused).toEqual({ status: 429, json: { status: 0, message: QUOTA_MSG.user(DEFAULT_UPLOAD_QUOTA) } });
    expect(DEFAULT_UPLOAD_QUOTA).toMatchObject({ windowMs: DAY, userFiles: 300, userBytes: 200 * MiB, tenantFiles: 10_000 });
  });
});

describe('the collector', () => {
  it('removes files no live record names once the grace period has passed, with their bytes; keeps the rest', async () => {
    clock.advance(DAY + MINUTE);
    const person = await account('coleta');
    const orphan = pdf();
    const named = pdf();
    const unnamed = pdf(); // named by a record that is then deleted
    for (const bytes of [orphan, named, unnamed]) expect((await upload(bytes, person)).status).toBe(200);
    const keyOf = async (bytes: Uint8Array) => (await fileRow(demoId, sha(bytes)))!.variants.full!.key;
    const keys = { orphan: await keyOf(orphan), named: await keyOf(named), unnamed: await keyOf(unnamed) };
    // The same bytes as the orphan, kept by another tenant's record: the shared stored object stays.
    const outra = await login(app, 'master@outra.test', { host: OUTRA });
    const outraId = (await handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'outra'`))[0]!.id;
    expect((await upload(orphan, { token: outra.token, id: outra.result.id }, OUTRA)).status).toBe(200);
    const sport = (bytes: Uint8Array) => ({ id: uuidv7(), name: `Esporte ${sha(bytes).slice(0, 8)}`, code: sha(bytes).slice(0, 4).toUpperCase(), team_sport: false, active: true, icon: `files/${sha(bytes)}` });
    const write = (tenantId: string, row: { id: string }) => handle.db.tx(async (tx) => sqlTx(tx, tenantId, clock.now()).put('sports', row as never));
    await write(outraId, sport(orphan));
    await write(demoId, sport(named));
    const gone = sport(unnamed);
    await write(demoId, gone);
    await handle.db.tx(async (tx) => sqlTx(tx, demoId, clock.now()).delete('sports', gone.id));

    // Within the grace period nothing is removed (the device's write may still be on its way).
    clock.advance(UPLOAD_GRACE_MS - DAY);
    await collectUnusedFiles(handle.db, store, clock.now());
    for (const bytes of [orphan, named, unnamed]) expect(await fileRow(demoId, sha(bytes))).toBeDefined();

    clock.advance(2 * DAY);
    const result = await collectUnusedFiles(handle.db, store, clock.now());
    expect(result.files).toBeGreaterThanOrEqual(2);
    expect(await fileRow(demoId, sha(orphan))).toBeUndefined();
    expect(await fileRow(demoId, sha(unnamed))).toBeUndefined();
    expect(await store.has(keys.unnamed)).toBe(false);
    expect(await store.has(keys.orphan)).toBe(true); // the other tenant's row still uses those bytes
    expect(await fileRow(outraId, sha(orphan))).toBeDefined();
    expect(await fileRow(demoId, sha(named))).toBeDefined();
    expect(await store.has(keys.named)).toBe(true);
    const again = await login(app, (await handle.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [person.id]))[0]!.email);
    expect(await fetchStatus(sha(orphan), { token: again.token, id: person.id })).toBe(404);
    // The upload log keeps nothing older than the grace period.
    const old = await handle.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM file_uploads WHERE created_at < $1`, [new Date(clock.now().getTime() - UPLOAD_GRACE_MS)]);
    expect(old[0]!.n).toBe(0);
  });

  it('runs in the server process on an unref\'d timer and logs each run', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const stop = startFileCollector(handle.db, store, clock.now, { firstAfterMs: 0, everyMs: DAY });
      await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[federa\] coleta de arquivos: \d+ sem uso removido\(s\), \d+ objeto\(s\) apagado\(s\) de memória em \d+ ms$/)), { timeout: 10_000 });
      stop();
    } finally {
      log.mockRestore();
    }
  });
});
