// Fetches a public answer (no session) with the request deadline and stores it; the page never waits
// on this: it draws the stored copy and re-renders when the new one lands.
import { ApiError, requestJson, apiUrl } from '../../../app/http';
import { DEADLINES_MS } from '../../../domain/timed-fetch';
import type { PublicStore } from '../../../data/public-store';

export const LIST_KEY = 'list';
export const competitionKey = (id: string): string => `competition:${id}`;
export const pathOf = (key: string): string => (key === LIST_KEY ? '/public/competitions' : `/public/competitions/${key.slice('competition:'.length)}`);

/** Refreshes one stored answer. Resolves to null when stored, or the pt-BR reason it could not be. */
export async function refreshPublic(store: PublicStore, key: string, backend: string | null, timeoutMs: number = DEADLINES_MS.request): Promise<string | null> {
  try {
    const { status: _status, ...data } = await requestJson(apiUrl(pathOf(key), backend), { token: null, quiet: true, timeoutMs });
    await store.snapshots.put({ key, data, fetched_at: new Date().toISOString() });
    return null;
  } catch (error) {
    // Gone or no longer public: the copy kept here must not keep showing it.
    if (error instanceof ApiError && error.httpStatus === 404) await store.snapshots.delete(key);
    return error instanceof Error ? error.message : 'Sem conexão com o servidor.';
  }
}
