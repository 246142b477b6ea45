// What the sync indicator says, as a pure function of the sync state (tested without React).
import { plural, t } from '@lingui/core/macro';
import { formatElapsed } from '../../app/chrono';
import type { SyncState } from '../../../workers/sync-protocol';

export type IndicatorTone = 'green' | 'orange' | 'red' | 'blue' | 'gray';

export interface IndicatorView {
  /** Short visible text ("3 pendentes", "Sincronizado há 3 min"). */
  label: string;
  /** The same in words for a phone's header: a word or two, and an optional second line. */
  short: { title: string; detail?: string };
  /** What a screen reader hears on change: no running clock, so it is not re-announced every minute. */
  announce: string;
  tone: IndicatorTone;
  /** A round is running (spinner). */
  busy: boolean;
  /** Rows of the initial download so far (progress bar), null otherwise. */
  download: { rows: number; total: number | null } | null;
}

export const pendingLabel = (n: number): string => plural(n, { one: '# pendente', other: '# pendentes' });
export const rejectedLabel = (n: number): string => plural(n, { one: '# recusada', other: '# recusadas' });
const rowsLabel = (n: number): string => n.toLocaleString('pt-BR');

/**
 * `pending` is the live count of the page (it follows every write at once); `elapsedMs` is the time
 * since the last successful round (null: never).
 */
export function indicatorView(state: SyncState, pending: number, online: boolean, elapsedMs: number | null): IndicatorView {
  const busy = state.phase === 'pushing' || state.phase === 'pulling';
  const base = { busy, download: null };
  if (state.phase === 'paused-auth') {
    const changed = state.error?.reason === 'password_changed';
    const label = changed ? t`Sua senha foi alterada em outro aparelho; entre novamente` : t`Sessão expirada — entre novamente`;
    return { ...base, busy: false, label, short: { title: changed ? t`Senha alterada` : t`Sessão expirada` }, announce: pending > 0 ? `${label}. ${pendingLabel(pending)}.` : label, tone: 'red' };
  }
  if (state.phase === 'update-required') {
    const label = t`Atualização necessária`;
    return { ...base, busy: false, label, short: { title: t`Atualizar app` }, announce: label, tone: 'orange' };
  }
  if (state.initial && busy) {
    const rows = rowsLabel(state.initial.rows);
    return { ...base, label: t`Baixando dados… ${rows}`, short: { title: t`Baixando…`, detail: rows }, announce: t`Baixando dados para uso offline`, tone: 'blue', download: { rows: state.initial.rows, total: state.initial.total } };
  }
  if (pending > 0) {
    const label = pendingLabel(pending);
    if (busy) return { ...base, label, short: { title: t`Enviando…`, detail: label }, announce: t`Enviando ${label}`, tone: 'blue' };
    // The header's network badge already says "Offline"; the spoken text repeats it for context.
    return { ...base, label, short: { title: label }, announce: online ? label : t`Offline, ${label}`, tone: 'orange' };
  }
  // A routine round (every 30 s, nothing to send) keeps the time since the last successful one on
  // screen, with the spinner: replacing it with "Sincronizando…" made the chrono restart at every
  // round, and re-announced the status every 30 s.
  if (busy && elapsedMs === null) return { ...base, label: t`Sincronizando…`, short: { title: t`Sincronizando…` }, announce: t`Sincronizando`, tone: 'blue' };
  if (!busy && !online) return { ...base, label: t`Offline`, short: { title: t`Offline` }, announce: t`Offline`, tone: 'gray' };
  if (!busy && state.phase === 'error' && state.error) {
    const label = t`Erro na sincronização`;
    return { ...base, label, short: { title: t`Erro`, detail: t`na sincronização` }, announce: label, tone: 'red' };
  }
  if (elapsedMs !== null) {
    const ago = formatElapsed(elapsedMs);
    return { ...base, label: t`Sincronizado ${ago}`, short: { title: t`Sincronizado`, detail: ago }, announce: t`Sincronizado`, tone: busy ? 'blue' : 'green' };
  }
  return { ...base, label: t`Não sincronizado`, short: { title: t`Não sincronizado` }, announce: t`Não sincronizado`, tone: 'gray' };
}
