// The public booking pages' data: the server's public answers (no login), stored on this device per
// tenant (data/public-store.ts) so a revisit offline shows the last one seen, refreshed once per visit
// with the request deadline. The answers carry no one's name: a taken slot is only a busy range.
//
//   GET  /api/v1/public/reservations                       → { venues, spaces, settings }
//   GET  /api/v1/public/reservations/{space_id}?month=M    → { space, venue, schedules, gap, blocks, busy, settings }
//   POST /api/v1/public/reservations  { id, space_id, starts_at, ends_at, name, cpf, email } → { reservation }
import { useEffect, useState } from 'react';
import { ApiError, apiUrl, requestJson } from '../../app/http';
import { useAppState } from '../../data/app-state';
import { publicStore, type PublicSnapshot, type PublicStore } from '../../data/public-store';
import { useReplica } from '../../data/replica';
import type { BlockRow, GapRow, ReservationRow, ScheduleRow } from '../../domain/reservations/slots';
import { DEADLINES_MS } from '../../domain/timed-fetch';

export interface PublicSettings { public_cpf_booking: boolean; public_notice: string | null }
export interface PublicVenue { id: string; name: string; address?: string | null; city_name?: string | null }
export interface PublicSpace { id: string; venue_id: string; name: string; capacity?: number | null }
export interface PublicList { venues: PublicVenue[]; spaces: PublicSpace[]; settings: PublicSettings }
export interface PublicSpaceBook {
  space: PublicSpace; venue: PublicVenue | null; schedules: ScheduleRow[]; gap: GapRow | null;
  blocks: BlockRow[]; busy: ReservationRow[]; settings: PublicSettings;
}

const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const settingsOf = (v: unknown): PublicSettings => {
  const s = (v ?? {}) as Record<string, unknown>;
  return { public_cpf_booking: s.public_cpf_booking === true, public_notice: typeof s.public_notice === 'string' ? s.public_notice : null };
};

/** The list answer, whatever optional parts the server left out. */
export function readList(data: unknown): PublicList {
  const d = (data ?? {}) as Record<string, unknown>;
  return { venues: arr(d.venues), spaces: arr(d.spaces), settings: settingsOf(d.settings) };
}

/** A space's answer: busy ranges become live reservations for the slot computation. */
export function readSpaceBook(data: unknown): PublicSpaceBook | null {
  const d = (data ?? {}) as Record<string, unknown>;
  const space = d.space as PublicSpace | undefined;
  if (!space?.id) return null;
  const busy = arr<{ id?: string; starts_at: string; ends_at: string }>(d.busy ?? d.reservations)
    .map((b, i) => ({ id: b.id ?? `busy-${i}`, starts_at: b.starts_at, ends_at: b.ends_at, status: 'confirmada' }));
  return {
    space, venue: (d.venue as PublicVenue | undefined) ?? null, schedules: arr(d.schedules),
    gap: (d.gap as GapRow | null | undefined) ?? null, blocks: arr(d.blocks), busy, settings: settingsOf(d.settings),
  };
}

export const LIST_KEY = 'reservations';
export const spaceKey = (spaceId: string, month: string): string => `reservations:${spaceId}:${month}`;
const pathOf = (key: string): string => {
  if (key === LIST_KEY) return '/public/reservations';
  const [, spaceId = '', month = ''] = key.split(':');
  return `/public/reservations/${encodeURIComponent(spaceId)}?month=${encodeURIComponent(month)}`;
};

async function refresh(store: PublicStore, key: string, backend: string | null): Promise<string | null> {
  try {
    const { status: _status, ...data } = await requestJson(apiUrl(pathOf(key), backend), { token: null, quiet: true, timeoutMs: DEADLINES_MS.request });
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
export async function bookPublic(args: { id: string; space_id: string; starts_at: string; ends_at: string; name: string; cpf: string; email: string }): Promise<{ status: string }> {
  const answer = await requestJson<{ reservation?: { status?: string } }>(apiUrl('/public/reservations'), { method: 'POST', body: args, token: null, quiet: true, timeoutMs: DEADLINES_MS.request });
  return { status: answer.reservation?.status ?? 'pendente' };
}
