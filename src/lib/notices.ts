// Notices (toasts) without a hard dependency on the UI kit: the <Toaster/> registers a sink when it
// mounts; notices raised before that (during boot, or before its chunk arrived) wait in a queue, and
// the first one waiting asks for the toaster (ui/deferred-toaster.tsx: it is not in the start-up chunk).

export type NoticeType = 'error' | 'success' | 'info' | 'warning';
export interface Notice { type: NoticeType; title: string; description?: string }
export type NoticeSink = (notice: Notice) => void;

/** Spec §9: notification timeout of the UI toolkit. */
export const NOTICE_DURATION_MS = 5000;

let sink: NoticeSink | null = null;
const pending: Notice[] = [];
let waiting: (() => void) | null = null;

/** Called whenever a notice waits with no sink (at once if one already waits). */
export function whenNoticeWaits(callback: (() => void) | null): void {
  waiting = callback;
  if (callback && pending.length > 0) callback();
}

export function setNoticeSink(next: NoticeSink | null): void {
  sink = next;
  if (sink) for (const notice of pending.splice(0)) sink(notice);
}

export function notify(notice: Notice): void {
  if (sink) sink(notice);
  else {
    pending.push(notice);
    waiting?.();
  }
}

/** Negative notice (spec §7: a non-success status shows the server's message). */
export const notifyError = (title: string, description?: string): void =>
  notify(description === undefined ? { type: 'error', title } : { type: 'error', title, description });

export const notifySuccess = (title: string): void => notify({ type: 'success', title });
