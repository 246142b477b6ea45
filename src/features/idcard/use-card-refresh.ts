// Keeps the card fresh: when online and the card is missing or due (fewer than 45 days left), asks
// the server for one (POST /my/idcard), then asks the sync worker for a round so the new `idcards`
// row arrives through the replica — the screen only ever renders the local store. One attempt per
// visit of the screen (and again when the connection comes back); failures are shown, not retried
// in a loop.
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../app/http';
import { useOnline } from '../../app/network';
import { syncClient, useSyncState } from '../../data/sync-client';
import { needsRefresh, type CardTimes } from './card-data';

export interface RefreshState {
  /** A request is on its way (or its sync round is). */
  busy: boolean;
  /** The server's pt-BR refusal (no profile, suspended…) or a network failure, from the last attempt. */
  error: string | null;
  /** The server refused for a reason that retrying will not fix (4xx). */
  refused: boolean;
}

export function useCardRefresh(card: CardTimes | null | undefined, enabled: boolean): RefreshState & { retry: () => void } {
  const online = useOnline();
  const { initial } = useSyncState();
  const [state, setState] = useState<RefreshState>({ busy: false, error: null, refused: false });
  const [attempt, setAttempt] = useState(0);
  const done = useRef<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A new attempt after the connection returns.
  useEffect(() => {
    if (online) done.current = null;
  }, [online]);

  useEffect(() => {
    // Wait for the local read (undefined) and for the first download of this device: the card may
    // already be on its way.
    if (!enabled || !online || card === undefined || initial !== null) return;
    if (done.current === attempt) return;
    if (!needsRefresh(card, Date.now())) return;
    done.current = attempt;
    setState({ busy: true, error: null, refused: false });
    api('/my/idcard', { method: 'POST', body: {}, quiet: true })
      .then(() => syncClient.syncNow('manual'))
      .then(() => mounted.current && setState({ busy: false, error: null, refused: false }))
      .catch((error: unknown) => {
        if (!mounted.current) return;
        const apiError = error instanceof ApiError ? error : null;
        const refused = apiError !== null && apiError.httpStatus >= 400 && apiError.httpStatus < 500;
        setState({ busy: false, error: apiError?.message ?? String(error), refused });
      });
    // No cleanup: the answer must land even when `card` changes because of it.
  }, [enabled, online, card, initial, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
