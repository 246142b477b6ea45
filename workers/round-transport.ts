// A round's transport as the engine watches it: each push or pull first shows its phase, and the
// error a request met is kept for the round's report (describeFailure in sync-failure.ts).
import type { SyncTransport } from '../src/data/sync-cycle';

export function observedTransport(inner: SyncTransport, phase: (phase: 'pushing' | 'pulling') => void, failed: (error: unknown) => void): SyncTransport {
  return {
    push: async (body) => {
      phase('pushing');
      try {
        return await inner.push(body);
      } catch (error) {
        failed(error);
        throw error;
      }
    },
    // The files a batch names go up before it: without this the round had no way to
    // upload, syncCycle read that as offline, and a write naming a photo never left the device.
    ...(inner.upload ? { upload: (file: Parameters<NonNullable<SyncTransport['upload']>>[0]) => inner.upload!(file) } : {}),
    pull: async (query) => {
      phase('pulling');
      try {
        return await inner.pull(query);
      } catch (error) {
        failed(error);
        throw error;
      }
    },
  };
}
