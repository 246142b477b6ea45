// The file store's upload rules and who may read a file. Every bad upload is a 4xx
// with a pt-BR message and stores nothing; a good image comes back re-encoded without its EXIF and
// turned upright; a file is served only to those who may read a record naming it (or its uploader).
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { memoryFileStore } from '../../server/files/memory-store';
import { newAccount } from './record-helpers';
import { FILE_MSG } from '../../server/files/messages';
import { SYNC_MSG } from '../../server/sync/messages';
import { sqlTx } from '../../server/sync/sql-tx';
import { call, expectFailure, login, type AnyApp } from './helpers';
import { m, pushOk } from './sync-helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: AnyApp;
let store: ReturnType<typeof memoryFileStore>;
let demoId: string;
let admin: string;
let atleta: { token: string; id: string };
let gestor: string;

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function upload(bytes: Uint8Array, token: string | undefined, query = '', headers: Record<string, string> = {}) {
  const res = await app.request(`/api/v1/files${query}`, {
    method: 'POST',
    headers: { host: 'localhost:8787', 'content-type': 'image/jpeg', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text), text, headers: res.headers };
}

const fetchVariant = (hash: string, variant: string, token?: string) =>
  app.request(`/api/v1/files/${hash}/${variant}`, { headers: { host: 'localhost:8787', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

const filesRows = async () => Number((await handle.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files`))[0]!.n);

/** A phone photo: noise (so it does not compress away), EXIF with the author, turned by its orientation tag. */
const phonePhoto = (width = 400, height = 300) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Ana da Silva', Make: 'Phone' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
    .then((b) => new Uint8Array(b));

// A PNG whose header claims 30,000 × 30,000 pixels (900 megapixels) in a few hundred bytes.
function bombPng(): Uint8Array {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const idat = deflateSync(Buffer.alloc(30_001 * 4)); // a few rows of zeros: the rest would be inflated by a decoder
  return new Uint8Array(Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]));
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  handle = await openTestDb();
  store = memoryFileStore();
  app = createApp({ db: handle.db, fileStore: store });
  demoId = (await handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  admin = (await login(app, 'admin@demo.test')).token;
  const a = await login(app, 'atleta@demo.test');
  atleta = { token: a.token, id: a.result.id };
  gestor = (await login(app, 'gestor@demo.test')).token;
});
afterAll(async () => {
  await handle?.close();
});

describe('POST /api/v1/files: what is accepted', () => {
  it('re-encodes a photo: named by the SHA-256 of the upload, EXIF gone, turned upright, three sizes', async () => {
    const photo = await phonePhoto();
    const res = await upload(photo, atleta.token, '?name=IMG_0001.jpg', { 'x-content-sha256': sha(photo) });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 1, ref: `files/${sha(photo)}`, kind: 'image', stored: true });
    expect(Object.keys(res.json.variants).sort()).toEqual(['card', 'full', 'thumb']);
    const full = await fetchVariant(sha(photo), 'full', atleta.token);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(new Uint8Array(await full.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined(); // no author, no GPS, no orientation tag
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([300, 400]); // the 400×300 sensor image, turned by its tag
    const thumb = await sharp(new Uint8Array(await (await fetchVariant(sha(photo), 'thumb', atleta.token)).arrayBuffer())).metadata();
    expect(thumb.height).toBeLessThanOrEqual(160);
  });

  it('is idempotent by hash: the same bytes again store nothing new', async () => {
    const photo = await phonePhoto(200, 200);
    const first = await upload(photo, atleta.token);
    expect(first.json.stored).toBe(true);
    const keys = store.size;
    const rows = await filesRows();
    const again = await upload(photo, admin);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ ref: first.json.ref, stored: false });
    expect(store.size).toBe(keys);
    expect(await filesRows()).toBe(rows);
  });

  it('keeps a PDF as sent, with its full size only', async () => {
    const res = await upload(PDF, atleta.token, '?name=atestado.pdf');
    expect(res.status, res.text).toBe(200);
    expect(res.json.kind).toBe('document');
    expect(Object.keys(res.json.variants)).toEqual(['full']);
    const full = await fetchVariant(sha(PDF), 'full', atleta.token);
    expect(full.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(PDF);
    expect((await fetchVariant(sha(PDF), 'thumb', atleta.token)).status).toBe(404);
  });
});

describe('POST /api/v1/files: every bad kind is a 4xx in pt-BR and stores nothing', () => {
  const refused = async (bytes: Uint8Array, status: number, message: string, query = '', token: string | undefined = atleta.token, headers: Record<string, string> = {}) => {
    const keys = store.size;
    const rows = await filesRows();
    const res = await upload(bytes, token, query, headers);
    expectFailure({ ...res, json: res.json }, status);
    expect(res.json.message).toBe(message);
    expect(store.size).toBe(keys);
    expect(await filesRows()).toBe(rows);
  };

  it('a text file under a .jpg name (the type is read from the content)', async () => {
    await refused(new TextEncoder().encode('<?php system($_GET["c"]); ?>'), 415, FILE_MSG.badType, '?name=foto.jpg');
  });
  it('an HTML page sent as image/jpeg', async () => {
    await refused(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 415, FILE_MSG.badType);
  });
  it('a file over the size cap', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await phonePhoto(50, 50));
    await refused(big, 413, FILE_MSG.tooLarge);
  });
  it('a decompression bomb (a tiny PNG that claims 900 megapixels)', async () => {
    const bomb = bombPng();
    expect(bomb.byteLength).toBeLessThan(2048);
    await refused(bomb, 413, FILE_MSG.bomb);
  });
  it('a path in the name', async () => {
    const photo = await phonePhoto(60, 60);
    await refused(photo, 400, FILE_MSG.badName, `?name=${encodeURIComponent('../../etc/passwd.jpg')}`);
    await refused(photo, 400, FILE_MSG.badName, `?name=${encodeURIComponent('C:\\fotos\\a.jpg')}`);
  });
  it('a truncated JPEG', async () => {
    const photo = await phonePhoto(300, 300);
    await refused(photo.subarray(0, photo.length / 2), 422, FILE_MSG.corrupt);
  });
  it('bytes that differ from the hash the device computed', async () => {
    await refused(await phonePhoto(70, 70), 400, FILE_MSG.hashMismatch, '', atleta.token, { 'x-content-sha256': 'a'.repeat(64) });
  });
  it('no session', async () => {
    const keys = store.size;
    const res = await upload(await phonePhoto(40, 40), undefined);
    expect(res.status).toBe(401);
    expect(store.size).toBe(keys);
  });
});

describe('GET /api/v1/files/{hash}/{variant}: only to those who may read a record naming it', () => {
  const write = async (collection: string, row: Record<string, unknown>) =>
    handle.db.tx(async (tx) => sqlTx(tx, demoId, new Date()).put(collection, row as never));
  const profileOf = async (userId: string) =>
    (await handle.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2 AND NOT deleted`, [demoId, userId]))[0]!.data;

  it("a person's photo: the uploader, the person, holders of users; not another athlete nor anyone anonymous", async () => {
    const photo = await phonePhoto(120, 160);
    const hash = sha(photo);
    expect((await upload(photo, admin)).status).toBe(200);
    // Before any record names it: only the uploader.
    expect((await fetchVariant(hash, 'card', admin)).status).toBe(200);
    expect((await fetchVariant(hash, 'card', atleta.token)).status).toBe(404);
    await write('profiles', { ...(await profileOf(atleta.id)), photo_url: `files/${hash}` });
    expect((await fetchVariant(hash, 'card', atleta.token)).status).toBe(200); // the owner of the profile
    expect((await fetchVariant(hash, 'card', admin)).status).toBe(200);
    // The manager of the athlete's entity replicates their profile (relations.ts managedProfiles): so its photo.
    expect((await fetchVariant(hash, 'card', gestor)).status).toBe(200);
    const outsider = await newAccount(handle.db, app, demoId, 'alheio', 'Pessoa Alheia', 52_000_000);
    expect((await fetchVariant(hash, 'card', outsider.token)).status).toBe(404); // no `users`, not theirs
    expect((await fetchVariant(hash, 'card')).status).toBe(404);
    // Once the profile names another photo, the old one is no longer the athlete's to read.
    await write('profiles', { ...(await profileOf(atleta.id)), photo_url: null });
    expect((await fetchVariant(hash, 'card', atleta.token)).status).toBe(404);
  });

  it('a file named at any depth of a record counts (an approval-like `proposed` object)', async () => {
    const photo = await phonePhoto(90, 120);
    const hash = sha(photo);
    await upload(photo, admin);
    const association = (await handle.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted LIMIT 1`, [demoId]))[0]!.data;
    // associations replicate to every signed-in user of the tenant (scope 'tenant'): so does their shield.
    await write('associations', { ...association, extra: { shield: `files/${hash}` } });
    expect((await fetchVariant(hash, 'thumb', gestor)).status).toBe(200);
    expect((await fetchVariant(hash, 'thumb')).status).toBe(404); // not public: tenant users only
  });

  it("a file on a public record is public (a catalogue row: no session needed)", async () => {
    const photo = await phonePhoto(80, 80);
    const hash = sha(photo);
    await upload(photo, admin);
    await write('sports', { id: uuidv7(), name: `Esporte ${hash.slice(0, 6)}`, code: hash.slice(0, 4).toUpperCase(), team_sport: false, active: true, icon: `files/${hash}` });
    const res = await fetchVariant(hash, 'thumb');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store'); // no shared cache keeps what a session decided
  });

  it('an unknown hash, a malformed one and a bad size are 404/400 in pt-BR', async () => {
    expect((await call(app, `/api/v1/files/${'b'.repeat(64)}/card`, { token: admin })).json.message).toBe(FILE_MSG.notFound);
    expect((await call(app, `/api/v1/files/..%2F..%2Fetc/card`, { token: admin })).status).toBe(404);
    expectFailure(await call(app, `/api/v1/files/${'b'.repeat(64)}/huge`, { token: admin }), 400);
  });
});

describe('a write may name only a file the server has', () => {
  it('refuses a push whose record names bytes that never arrived, and accepts it once they are uploaded', async () => {
    const photo = await phonePhoto(100, 130);
    const ref = `files/${sha(photo)}`;
    const a = await login(app, 'atleta@demo.test');
    const profile = (await handle.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2 AND NOT deleted`, [demoId, a.result.id]))[0]!.data;
    const clientId = uuidv7();
    const refused = await pushOk(app, admin, clientId, [m(1, 'profiles.put', { ...profile, photo_url: ref })]);
    expect(refused.results[0]).toMatchObject({ ok: false, code: 'file_missing', message: SYNC_MSG.fileMissing });
    const stored = (await handle.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND id = $2`, [demoId, profile.id as string]))[0]!.data;
    expect(stored.photo_url).toBe(profile.photo_url);
    expect((await upload(photo, admin)).status).toBe(200);
    const accepted = await pushOk(app, admin, clientId, [m(2, 'profiles.put', { ...profile, photo_url: ref })]);
    expect(accepted.results[0]).toMatchObject({ ok: true });
  });
});
