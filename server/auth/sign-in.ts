// The one way a session starts (password login, registration, one-time code): create the session
// and answer `{token, result}` as LoginAnswer in src/domain/api.ts.
import type { LoginAnswer } from '../../src/domain/api';
import type { Db } from '../db/db';
import { createSession, pruneSessions } from './sessions';
import { loadUserInfo } from './user-info';

/** `userAgent`: the signing-in browser's User-Agent, shown in the list of devices (/my/password). */
export async function signIn(db: Db, tenantId: string, userId: string, now: Date, userAgent?: string): Promise<LoginAnswer> {
  await pruneSessions(db, userId, now);
  const token = await createSession(db, tenantId, userId, now, userAgent);
  const result = await loadUserInfo(db, tenantId, userId);
  // The user row was read a moment ago in the same tenant; losing it now is a bug, not bad input.
  if (!result) throw new Error(`usuário ${userId} sumiu durante o login`);
  return { token, result };
}
