// What the user reads about a sync round that did not end in `synced`: the round's outcome and the
// last error its requests met, as the SyncError the status shows.
import { SyncHttpError, type SyncOutcome } from '../src/data/sync-cycle';
import { serverCode, serverMessage } from './fetch-transport';
import { MESSAGES, serverFailure } from './messages';
import type { SyncError } from './sync-protocol';

/** What the user reads about a round that did not end in `synced`. */
export function describeFailure(outcome: SyncOutcome['status'], lastError: unknown): SyncError | null {
  switch (outcome) {
    case 'synced':
      return null;
    case 'offline':
      return { code: 'offline', message: MESSAGES.offline };
    case 'unauthorized': {
      const status = lastError instanceof SyncHttpError ? lastError.status : 401;
      // The session was ended by a password change on another device: say so, not "expired".
      if (lastError instanceof SyncHttpError && serverCode(lastError.body) === 'password_changed') {
        return { code: 'auth', status, reason: 'password_changed', message: MESSAGES.passwordChanged };
      }
      return { code: 'auth', status, message: MESSAGES.auth };
    }
    case 'update-required':
      return { code: 'update', message: MESSAGES.update };
    case 'error':
      // A non-2xx answer carries the server's message; anything else is a malformed answer.
      if (lastError instanceof SyncHttpError) return serverFailure(lastError.status, serverMessage(lastError.body));
      return { code: 'protocol', message: MESSAGES.protocol };
  }
}
