// Logout with unsent writes (spec §4 logout + ASVS 14.3.1): before the shell's logout() runs (which
// tells the server, runs the logout hooks — our wipe of user-private rows —, clears token and info,
// closes the chat and goes to login), warn "Você tem N alterações não sincronizadas" and offer:
// - "Aguardar sincronização": a round now; when nothing of this user is left pending, log out;
// - "Sair mesmo assim": log out now. The writes stay in the outbox, tied to their author, and go
//   out when that user signs in again: outboxBatch never hands them to another user's token.
// It must come before logout(), because logout() ends the token on the server first.
// The question itself is logout-guard-dialog.tsx, mounted by logout-guard.tsx.
import { logout } from '../../app/logout';
import { sessionStore } from '../../data/session';
import { createStore } from '../../lib/store';
import { userPendingCount } from '../../data/outbox-reads';
import { syncScopeStore } from '../../data/sync-client';

export type Navigate = (to: string) => void | Promise<void>;

export interface LogoutPrompt {
  pending: number;
  navigate: Navigate;
}

export const promptStore = createStore<{ prompt: LogoutPrompt | null }>({ prompt: null });

export async function pendingOfCurrentUser(): Promise<number> {
  const { db } = syncScopeStore.get();
  const user = sessionStore.get().user;
  if (!db || !user) return 0;
  try {
    return await userPendingCount(db, user.id);
  } catch {
    return 0;
  }
}

/** "Sair": logs out at once when nothing is pending; otherwise asks first (LogoutGuardDialog). */
export async function requestLogout(navigate: Navigate): Promise<void> {
  const pending = await pendingOfCurrentUser();
  if (pending === 0) return logout(navigate);
  promptStore.set({ prompt: { pending, navigate } });
}
