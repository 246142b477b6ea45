// Files on the device: a photo or document taken offline is kept in IndexedDB
// under its final reference (`files/<sha256>` of the kept bytes) and shown from there; the sync
// round uploads it before pushing any write that names it (file-uploads.ts). Files shown from the
// server are fetched with the session (never a bare <img src>: a person's document is not public)
// and cached here too.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { sessionStore } from './session';
import { storage } from './storage';
import { appStore } from './app-state';
import { hashOfRef, isFileRef, refOfHash, type FileKind, type FileVariant } from '../domain/files';
import { sha256HexOfBytes } from '../domain/sha256';
import { DEADLINES_MS, timedFetch } from '../domain/timed-fetch';
import { useTenantData } from './db-context';
import type { LocalFile, TenantDb } from './tenant-db';

/** The device's storage is full: nothing was kept; what the person typed is still on the screen. */
export class FileQuotaError extends Error {
  constructor() {
    super('Sem espaço no aparelho para guardar o arquivo. Libere espaço (ou conecte-se para enviar o que está pendente) e tente de novo.');
    this.name = 'FileQuotaError';
  }
}

const isQuotaError = (error: unknown): boolean => {
  const name = (error as { name?: unknown; inner?: { name?: unknown } } | null)?.name;
  const inner = (error as { inner?: { name?: unknown } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
};

/**
 * Keeps `blob` on the device until the server has it and returns its reference. Idempotent: the
 * same bytes give the same reference and are kept once. A full storage first gives up the copies
 * fetched from the server (they can be fetched again), then fails with FileQuotaError.
 */
export async function keepFile(db: TenantDb, blob: Blob, { kind }: { kind: FileKind }): Promise<string> {
  const bytes = await blob.arrayBuffer();
  const ref = refOfHash(await sha256HexOfBytes(bytes));
  const existing = await db.files.get(ref);
  if (existing && existing.status !== 'cached') return ref;
  const row: LocalFile = { id: ref, bytes, mime: blob.type || 'application/octet-stream', kind, status: 'pending', at: new Date().toISOString() };
  try {
    await db.files.put(row);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await db.files.where('status').equals('cached').delete();
    try {
      await db.files.put(row);
    } catch (again) {
      if (isQuotaError(again)) throw new FileQuotaError();
      throw again;
    }
  }
  return ref;
}

/** `${backend}/api/v1/files/<hash>/<variant>`. */
export const fileUrl = (backend: string, ref: string, variant: FileVariant): string =>
  `${backend.replace(/\/+$/, '')}/api/v1/files/${hashOfRef(ref)}/${variant}`;

const inFlight = new Map<string, Promise<void>>();
// A variant the server refused (not allowed, gone) is not asked again in this page's life.
const refused = new Set<string>();

/** Fetches a variant with the session and caches it on the device; quiet on any failure. */
export function fetchToCache(db: TenantDb, ref: string, variant: FileVariant, fetchImpl: typeof fetch = fetch): Promise<void> {
  const id = `${ref}#${variant}`;
  const backend = appStore.get().backend;
  const token = sessionStore.get().token;
  if (!backend || refused.has(`${db.name}:${id}`)) return Promise.resolve();
  const running = inFlight.get(id);
  if (running) return running;
  const job = (async () => {
    try {
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const response = await timedFetch(fileUrl(backend, ref, variant), { headers, credentials: 'omit' }, DEADLINES_MS.request, fetchImpl);
      if (!response.ok) {
        if (response.status >= 400 && response.status < 500) refused.add(`${db.name}:${id}`);
        return;
      }
      const bytes = await response.arrayBuffer();
      const kind: FileKind = response.headers.get('Content-Type')?.startsWith('image/') ? 'image' : 'document';
      await db.files.put({ id, bytes, mime: response.headers.get('Content-Type') ?? 'application/octet-stream', kind, status: 'cached', at: new Date().toISOString() });
    } catch {
      // Offline or timed out: the screen shows no picture and asks again on its next mount.
    } finally {
      inFlight.delete(id);
    }
  })();
  inFlight.set(id, job);
  return job;
}

/** Where an address that is not a file reference loads from (demo photos, absolute addresses). */
function plainSource(value: string): string | undefined {
  try {
    return new URL(value).href;
  } catch {
    const base = storage.get('backend_upload');
    if (!base) return undefined;
    try {
      return new URL(value.replace(/^\/+/, ''), base.replace(/\/*$/, '/')).href;
    } catch {
      return undefined;
    }
  }
}

/**
 * An address an <img> or a link can use for a record's file: an object URL of the copy on this
 * device (kept to upload, or fetched before), else fetched with the session and cached. Values
 * that are not file references (demo photos, absolute addresses) are resolved as before.
 */
export function useFileUrl(ref: string | null | undefined, variant: FileVariant = 'card'): string | undefined {
  const { db } = useTenantData();
  const fileRef = isFileRef(ref) ? ref : null;
  const local = useLiveQuery(
    async () => (fileRef ? ((await db.files.get(fileRef)) ?? (await db.files.get(`${fileRef}#${variant}`)) ?? null) : null),
    [db, fileRef, variant],
  );
  const [url, setUrl] = useState<{ key: string; href: string }>();
  const key = local ? `${local.id}@${local.at}` : '';
  useEffect(() => {
    if (!local) return;
    const href = URL.createObjectURL(new Blob([local.bytes], { type: local.mime }));
    setUrl({ key: `${local.id}@${local.at}`, href });
    return () => URL.revokeObjectURL(href);
    // `key` names the copy: a re-query returning the same row must not make a new object URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    if (fileRef && local === null) void fetchToCache(db, fileRef, variant);
  }, [db, fileRef, variant, local]);
  if (!ref) return undefined;
  if (!fileRef) return plainSource(ref);
  return url && url.key === key ? url.href : undefined;
}
