// Session calls of the auth screens. Each success ends in the same place: token and user info
// stored (spec §4: that is what "logged in" means), then durable storage requested so the
// browser does not evict the offline replica under pressure (ARCHITECTURE "Tenancy").
import type { LoginAnswer, LoginRequest } from '../../domain/api';
import { api } from '../../app/http';
import { signIn } from '../../app/session';
import { storage } from '../../app/storage';

function completeSignIn(answer: LoginAnswer): void {
  signIn(answer.token, answer.result);
  void navigator.storage?.persist?.().catch(() => false);
}

export async function login(request: LoginRequest): Promise<void> {
  const answer = await api<LoginAnswer>('/auth/login', { body: request, token: null });
  // Spec §3 `loginMail`: remembered to prefill the next login.
  storage.set('loginMail', request.login);
  completeSignIn(answer);
}

export interface RegisterRequest { name: string; email: string; cpf: string; password: string }

/** True when the server signed the new user in; false when they must log in (e.g. e-mail check). */
export async function register(request: RegisterRequest): Promise<boolean> {
  const answer = await api<Partial<LoginAnswer>>('/auth/register', { body: request, token: null });
  if (answer.token && answer.result) {
    completeSignIn({ token: answer.token, result: answer.result });
    return true;
  }
  storage.set('loginMail', request.email);
  return false;
}

export async function exchangeOauth(key: string, code: string): Promise<void> {
  const path = `/auth/oauth/${encodeURIComponent(key)}/${encodeURIComponent(code)}`;
  completeSignIn(await api<LoginAnswer>(path, { method: 'POST', body: {}, token: null }));
}
