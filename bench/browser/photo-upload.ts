// Browser half of bench/photo-upload.ts: a phone's original JPEG goes through what the app does
// with it, in Chromium — the picker's crop to the card's 3:4 and re-encode (cropAndEncode), kept in
// IndexedDB (keepFile), named by a queued write, then the sync round's upload from the local queue
// (syncCycle → uploadFilesOf) with a transport that counts the bytes it is handed to send.
import { keepFile } from '../../src/data/files';
import { syncCycle, type SyncTransport } from '../../src/data/sync-cycle';
import { openTenantDb } from '../../src/data/tenant-db';
import { SCHEMA_VERSION } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { centredArea, cropAndEncode, PHOTO_ASPECT } from '../../src/ui/files/reencode';

const USER = 'a0000000-0000-4000-8000-00000000b0b0';

export async function benchPhotoUpload(originalBase64: string) {
  const original = Uint8Array.from(atob(originalBase64), (c) => c.charCodeAt(0));
  const db = openTenantDb(`benchphoto${Date.now() % 100000}`);
  try {
    const t0 = performance.now();
    const kept = await cropAndEncode(new Blob([original], { type: 'image/jpeg' }), (w, h) => centredArea(w, h, PHOTO_ASPECT));
    const encodeMs = performance.now() - t0;
    const ref = await keepFile(db, kept, { kind: 'image' });
    const clientId = uuidv7();
    await db.clients.put({ userId: USER, clientId, seq: 1 });
    await db.outbox.add({ clientId, seq: 1, name: 'profiles.put', args: { id: uuidv7(), photo_url: ref }, at: new Date().toISOString(), userId: USER, status: 'pending' });
    const sent: Uint8Array[] = [];
    const transport: SyncTransport = {
      upload: async ({ bytes }) => void sent.push(new Uint8Array(bytes)),
      push: async (body) => ({ status: 1, lastSeq: body.mutations.at(-1)!.seq, results: body.mutations.map((m) => ({ seq: m.seq, ok: true })) }),
      pull: async () => ({ status: 1, cursor: 1, hasMore: false, lastSeq: 1, schemaVersion: SCHEMA_VERSION, changes: [] }),
    };
    const outcome = await syncCycle(db, transport, USER);
    if (outcome.status !== 'synced' || sent.length !== 1) throw new Error(`rodada: ${outcome.status}, ${sent.length} envios`);
    const bitmap = await createImageBitmap(kept);
    const size = `${bitmap.width}×${bitmap.height}`;
    bitmap.close();
    // Handed back as base64: the Node half re-encodes it as the server would.
    let binary = '';
    for (const b of sent[0]!) binary += String.fromCharCode(b);
    return { originalBytes: original.byteLength, keptBytes: kept.size, sentBytes: sent[0]!.byteLength, encodeMs, size, sentBase64: btoa(binary) };
  } finally {
    await db.delete();
  }
}

(window as unknown as { federaPhotoUpload: unknown }).federaPhotoUpload = { benchPhotoUpload };
