// The public booking pages' data: the server's public answer (no login), stored on this device per
// tenant (data/public-store.ts) so a revisit offline shows the last one seen, refreshed once per visit
// with the request deadline. One answer serves every page: the spaces open to the public with their
// hours, slot rule, blocks and busy ranges from now to `until` (60 days); never anyone's name.
//
//   GET  /api/v1/public/reservations  → { public_cpf_booking, notice, until, venues, spaces: [{…, schedules, gap, blocks, busy}] }
//   POST /api/v1/public/reservations  { id, space_id, starts_at, ends_at, name, cpf, email } → { message, reservation }
import { useEffect, useState } from 'react';
import { ApiError, apiUrl, requestJson } from '../../app/http';
import { useAppState } from '../../data/app-state';
import { publicStore, type PublicSnapshot, type PublicStore } from '../../data/public-store';
import { useReplica } from '../../data/replica';
import type { BlockRow, GapRow, ReservationRow, ScheduleRow } from '../../domain/reservations/slots';
import { DEADLINES_MS } from '../../domain/timed-fetch';

export interface PublicSettings { public_cpf_booking: boolean; public_notice: string | null }
export interface PublicVenue { id: string; name: string; address?: string | null; city?: string | null }
export interface PublicSpace {
  id: string; venue_id: string; name: string; capacity?: number | null;
  schedules?: ScheduleRow[]; gap?: GapRow | null; blocks?: BlockRow[]; busy?: Array<{ starts_at: string; ends_at: string }>;
}
export interface PublicList { venues: PublicVenue[]; spaces: PublicSpace[]; settings: PublicSettings; until: string | null }
export interface PublicSpaceBook {
  space: PublicSpace; venue: PublicVenue | null; schedules: ScheduleRow[]; gap: GapRow | null;
  blocks: BlockRow[]; busy: ReservationRow[]; settings: PublicSettings;
  /** The end of what the answer covers: later slots are not offered. */
  until: string | null;
}

const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The list answer, whatever optional parts the server left out. */
export function readList(data: unknown): PublicList {
  const d = (data ?? {}) as Record<string, unknown>;
  return {
    venues: arr(d.venues), spaces: arr(d.spaces), until: typeof d.until === 'string' ? d.until : null,
    settings: { public_cpf_booking: d.public_cpf_booking === true, public_notice: typeof d.notice === 'string' && d.notice ? d.notice : null },
  };
}

/** One space of the answer, its busy ranges as live reservations for the slot computation; null when absent. */
export function readSpaceBook(data: unknown, spaceId: string): PublicSpaceBook | null {
  const list = readList(data);
  const space = list.spaces.find((s) => s.id === spaceId);
  if (!space) return null;
  const busy = arr<{ starts_at: string; ends_at: string }>(space.busy).map((b, i) => ({ id: `busy-${i}`, starts_at: b.starts_at, ends_at: b.ends_at, status: 'confirmada' }));
  return {
    space, venue: list.venues.find((v) => v.id === space.venue_id) ?? null, schedules: arr(space.schedules), gap: space.gap ?? null,
    blocks: arr<BlockRow>(space.blocks).map((b) => ({ ...b, space_id: space.id })), busy, settings: list.settings, until: list.until,
  };
}

export const LIST_KEY = 'reservations';
async function refresh(store: PublicStore, key: string, backend: string | null): Promise<string | null> {
  try {
    const { status: _status, ...data } = await requestJson(apiUrl('/public/reservations', backend), { token: null, quiet: true, timeoutMs: DEADLINES_MS.request });
    await store.snapshots.put({ key, data, fetched_at: new Date().toISOString() });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) await store.snapshots.delete(key);
    return error instanceof Error ? error.message : 'Sem conexão com o servidor.';
  }
}

export interface PublicAnswer { stored: PublicSnapshot | null | undefined; refreshing: boolean; error: string | null; reload: () => void }

/** The stored copy at once (live), one refresh behind it per visit (and on `reload`, after a booking). */
export function usePublicAnswer(key: string): PublicAnswer {
  const { clientCode, backend } = useAppState();
  const store = publicStore(clientCode);
  const stored = useReplica(async () => (await store.snapshots.get(key)) ?? null, [store, key]);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; refreshing: boolean; error: string | null }>({ key, refreshing: true, error: null });
  useEffect(() => {
    let live = true;
    setState({ key, refreshing: true, error: null });
    void refresh(store, key, backend).then((error) => { if (live) setState({ key, refreshing: false, error }); });
    return () => { live = false; };
  }, [store, key, backend, round]);
  return { stored, refreshing: state.key === key && state.refreshing, error: state.key === key ? state.error : null, reload: () => setRound((r) => r + 1) };
}

/** A visitor's booking, straight to the server (it needs the network: the server checks the CPF's quota). */
export async function bookPublic(args: { id: string; space_id: string; starts_at: string; ends_at: string; name: string; cpf: string; email: string }): Promise<{ status: string; message: string | null }> {
  const answer = await requestJson<{ message?: string; reservation?: { status?: string } }>(apiUrl('/public/reservations'), { method: 'POST', body: args, token: null, quiet: true, timeoutMs: DEADLINES_MS.request });
  return { status: answer.reservation?.status ?? 'pendente', message: typeof answer.message === 'string' && answer.message ? answer.message : null };
}
