// The offline file queue through a real sync round (fake-indexeddb, an in-memory server): files named
// by pending writes go up before the writes, once, and every fault leaves the write where it was.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { hashOfRef, REUPLOAD_AFTER_MS } from '../domain/files';
import { SCHEMA_VERSION, type PushAnswer, type PushRequest } from '../domain/protocol';
import { uuidv7 } from '../domain/uuid';
import { keepFile } from './files';
import { sha256HexOfBytes } from '../domain/sha256';
import type { FileUpload } from './file-uploads';
import { SyncHttpError, syncCycle, type SyncTransport } from './sync-cycle';
import { openTenantDb, type TenantDb } from './tenant-db';

let db: TenantDb;
let n = 0;
afterEach(async () => db.delete());
const USER = 'a0000000-0000-4000-8000-000000000001';

/** A server that keeps uploaded hashes and refuses writes naming a file it lacks (as push.ts does). */
function fakeServer() {
  const files = new Map<string, number>(); // hash → times stored
  const log: string[] = [];
  let uploadFault: ((upload: FileUpload) => void) | null = null;
  const transport: SyncTransport = {
    async upload(upload) {
      log.push(`upload ${hashOfRef(upload.ref).slice(0, 6)}`);
      const hash = await sha256HexOfBytes(upload.bytes);
      if (hash !== hashOfRef(upload.ref)) throw new SyncHttpError(400, { status: 0, message: 'hash' });
      // The server stores first, then the fault may lose the answer (reload or signal lost mid-upload).
      files.set(hash, (files.get(hash) ?? 0) + (files.has(hash) ? 0 : 1)); // idempotent by hash, as the real one
      uploadFault?.(upload);
      return { status: 1, ref: upload.ref, stored: true };
    },
    async push(body: PushRequest): Promise<PushAnswer> {
      log.push(`push ${body.mutations.map((m) => m.seq).join(',')}`);
      return {
        status: 1,
        lastSeq: body.mutations.at(-1)!.seq,
        results: body.mutations.map((m) => {
          const ref = JSON.stringify(m.args).match(/files\/[0-9a-f]{64}/)?.[0];
          return ref && !files.has(hashOfRef(ref)) ? { seq: m.seq, ok: false, code: 'file_missing', message: 'A foto não chegou.' } : { seq: m.seq, ok: true };
        }),
      };
    },
    async pull() {
      return { status: 1, cursor: 1, hasMore: false, lastSeq: 0, schemaVersion: SCHEMA_VERSION, changes: [] };
    },
  };
  return { transport, files, log, fault: (f: typeof uploadFault) => (uploadFault = f) };
}

/** A pending write naming `ref`, as mutate() would have queued it. */
async function queueWrite(ref: string, seq: number) {
  const client = (await db.clients.get(USER)) ?? { userId: USER, clientId: uuidv7(), seq: 0 };
  await db.clients.put({ ...client, seq });
  await db.outbox.add({ clientId: client.clientId, seq, name: 'approvals.request', args: { id: uuidv7(), proposed: { photo_url: ref } }, at: new Date().toISOString(), userId: USER, status: 'pending' });
}

async function photoTakenOffline(seed = 1) {
  return keepFile(db, new Blob([new Uint8Array([0xff, 0xd8, seed, 1, 2, 3])], { type: 'image/jpeg' }), { kind: 'image' });
}

const fresh = () => (db = openTenantDb(`uploads-${process.pid}-${++n}`));
const entries = () => db.outbox.orderBy('id').toArray();

describe('files in the sync round', () => {
  it('uploads the file a pending write names BEFORE pushing the write; once for two writes naming it', async () => {
    fresh();
    const server = fakeServer();
    const ref = await photoTakenOffline();
    await queueWrite(ref, 1);
    await queueWrite(ref, 2);
    const outcome = await syncCycle(db, server.transport, USER);
    expect(outcome.status).toBe('synced');
    expect(server.log).toEqual([`upload ${hashOfRef(ref).slice(0, 6)}`, 'push 1,2']);
    expect((await entries()).map((e) => e.status)).toEqual(['acked', 'acked']);
    expect((await db.files.get(ref))?.status).toBe('uploaded');
  });

  it('offline: the upload fails, nothing is pushed, the write and the file stay pending for the next round', async () => {
    fresh();
    const server = fakeServer();
    const ref = await photoTakenOffline();
    await queueWrite(ref, 1);
    server.transport.upload = async () => { throw new TypeError('Failed to fetch'); };
    expect((await syncCycle(db, server.transport, USER)).status).toBe('offline');
    expect(server.log).toEqual([]);
    expect((await entries())[0]!.status).toBe('pending');
    expect((await db.files.get(ref))?.status).toBe('pending');
  });

  it('a write still waiting days after its file went up sends the file again first (the server\'s grace renewed); a recent one does not', async () => {
    fresh();
    const server = fakeServer();
    const ref = await photoTakenOffline();
    await queueWrite(ref, 1);
    const push = server.transport.push.bind(server.transport);
    server.transport.push = async () => { throw new SyncHttpError(503, { status: 0, message: 'Indisponível' }); };
    expect((await syncCycle(db, server.transport, USER)).status).toBe('error');
    expect((await db.files.get(ref))?.status).toBe('uploaded');
    server.transport.push = push;
    // The next round soon after: the bytes are on the server, the write goes alone.
    server.log.length = 0;
    expect((await syncCycle(db, server.transport, USER)).status).toBe('synced');
    expect(server.log).toEqual(['push 1']);
    // Another write naming it after the device spent most of the server's grace offline.
    await db.files.update(ref, { uploadedAt: new Date(Date.now() - REUPLOAD_AFTER_MS - 60_000).toISOString() });
    await queueWrite(ref, 2);
    server.log.length = 0;
    expect((await syncCycle(db, server.transport, USER)).status).toBe('synced');
    expect(server.log).toEqual([`upload ${hashOfRef(ref).slice(0, 6)}`, 'push 2']);
    expect(Date.now() - Date.parse((await db.files.get(ref))!.uploadedAt!)).toBeLessThan(60_000);
  });

  it('a server error (5xx) on the upload stops the round with the write still pending', async () => {
    fresh();
    const server = fakeServer();
    const ref = await photoTakenOffline();
    await queueWrite(ref, 1);
    server.fault(() => { throw new SyncHttpError(503, { status: 0, message: 'Indisponível' }); });
    expect((await syncCycle(db, server.transport, USER)).status).toBe('error');
    expect(server.log.some((l) => l.startsWith('push'))).toBe(false);
    expect((await entries())[0]!.status).toBe('pending');
    server.fault(null);
    expect((await syncCycle(db, server.transport, USER)).status).toBe('synced');
    expect((await entries())[0]!.status).toBe('acked');
  });

  it('reload mid-upload (the server stored it, the answer was lost): the next round sends it again and the server stores nothing new', async () => {
    fresh();
    const server = fakeServer();
    const ref = await photoTakenOffline();
    await queueWrite(ref, 1);
    server.fault(() => { throw new TypeError('The operation was aborted'); });
    expect((await syncCycle(db, server.transport, USER)).status).toBe('offline');
    // A new page (the reload) opens the same database and runs the next round.
    db.close();
    db = openTenantDb(db.tenant);
    server.fault(null);
    expect((await syncCycle(db, server.transport, USER)).status).toBe('synced');
    expect(server.files.get(hashOfRef(ref))).toBe(1);
    expect(server.log.filter((l) => l.startsWith('upload'))).toHaveLength(2);
    expect((await entries())[0]!.status).toBe('acked');
  });

  it('a file the server refuses marks the write refused with the reason, instead of retrying forever', async () => {
    fresh();
    const server = fakeServer();
    const ref = await photoTakenOffline();
    await queueWrite(ref, 1);
    server.transport.upload = async () => { throw new SyncHttpError(415, { status: 0, message: 'Tipo de arquivo não aceito.' }); };
    expect((await syncCycle(db, server.transport, USER)).status).toBe('synced');
    const [entry] = await entries();
    expect(entry).toMatchObject({ status: 'rejected', code: 'file_missing', message: 'Arquivo recusado pelo servidor: Tipo de arquivo não aceito.' });
    expect((await db.files.get(ref))).toMatchObject({ status: 'refused', message: 'Tipo de arquivo não aceito.' });
    // The next round has nothing left to send.
    server.log.length = 0;
    await syncCycle(db, server.transport, USER);
    expect(server.log).toEqual([]);
  });

  it('a write naming a file not kept here (already on the server) goes without an upload', async () => {
    fresh();
    const server = fakeServer();
    const ref = `files/${'c'.repeat(64)}`;
    server.files.set('c'.repeat(64), 1);
    await queueWrite(ref, 1);
    expect((await syncCycle(db, server.transport, USER)).status).toBe('synced');
    expect(server.log).toEqual(['push 1']);
  });
});
