// Asks for the passes of the signed-in person's bookings when this page shows one without its QR and
// the phone is online (POST /my/reservations/credentials, as the ID card asks POST /my/idcard), then
// asks the sync worker for a round so the signed row arrives through the replica: the page only
// ever renders the local store. Once per visit (and again when the connection comes back); a failure
// is shown, not retried in a loop.
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../app/http';
import { useOnline } from '../../app/network';
import { syncClient, useSyncState } from '../../data/sync-client';

export interface PassRequest {
  busy: boolean;
  /** The server's pt-BR refusal or a network failure, from the last attempt. */
  error: string | null;
}

/** `wanted`: a live booking of this person with no pass on this device. */
export function usePassRequest(wanted: boolean): PassRequest {
  const online = useOnline();
  const { initial } = useSyncState();
  const [state, setState] = useState<PassRequest>({ busy: false, error: null });
  const asked = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!online) asked.current = false; // a new attempt once the connection returns
  }, [online]);
  useEffect(() => {
    // After the first download: the pass may already be on its way.
    if (!wanted || !online || initial !== null || asked.current) return;
    asked.current = true;
    setState({ busy: true, error: null });
    api('/my/reservations/credentials', { method: 'POST', body: {}, quiet: true })
      .then(() => syncClient.syncNow('manual'))
      .then(() => mounted.current && setState({ busy: false, error: null }))
      .catch((error: unknown) => mounted.current && setState({ busy: false, error: error instanceof ApiError ? error.message : String(error) }));
  }, [wanted, online, initial]);
  return state;
}
