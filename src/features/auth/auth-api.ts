// Session calls of the auth screens. Each success ends in the same place: token and user info
// stored (spec §4: that is what "logged in" means), then durable storage requested so the
// browser does not evict the offline replica under pressure (ARCHITECTURE "Tenancy").
import type { LoginAnswer, LoginRequest } from '../../domain/api';
import { api } from '../../app/http';
import { signIn } from '../../data/session';
import { storage } from '../../data/storage';

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

export type RegisterOutcome = { signedIn: true } | { signedIn: false; message: string };

/**
 * The server answers a registration the same way whether or not the e-mail or CPF already had an
 * account (so strangers cannot learn who is registered), always creates one (a taken CPF or e-mail
 * stays with its owner: server/auth/register-account.ts) and opens no session. We then sign in with
 * the password just chosen, which opens the new account. Should that fail anyway (throttled, the
 * network), the person goes to the login, e-mail filled in, with the server's message.
 */
export async function register(request: RegisterRequest): Promise<RegisterOutcome> {
  const answer = await api<Partial<LoginAnswer> & { message?: string }>('/auth/register', { body: request, token: null });
  storage.set('loginMail', request.email);
  try {
    const signedIn = await api<LoginAnswer>('/auth/login', { body: { login: request.email, password: request.password }, token: null, quiet: true });
    completeSignIn(signedIn);
    return { signedIn: true };
  } catch {
    return { signedIn: false, message: answer.message ?? '' };
  }
}

export async function exchangeOauth(key: string, code: string): Promise<void> {
  const path = `/auth/oauth/${encodeURIComponent(key)}/${encodeURIComponent(code)}`;
  completeSignIn(await api<LoginAnswer>(path, { method: 'POST', body: {}, token: null }));
}
