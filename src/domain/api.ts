// Wire types of the session calls (spec §3 and §7). Every answer carries `status: 1` on success;
// otherwise `status: 0` and a pt-BR `message`.
import type { Module } from './access';

export interface Ok { status: 1 }
/**
 * Why a request failed, when the client acts on it beyond showing the message: `password_changed`
 * (401) = this session was ended because the password was changed on another device.
 */
export type FailureCode = 'password_changed';
export interface Failure { status: 0; message: string; errors?: Record<string, string>; code?: FailureCode }
export type Envelope<T extends object> = (Ok & T) | Failure;

export interface ClientLogos { light: string; dark: string }

/** Tenant as returned by `GET /api/v1/federa/client?host=…|code=…` (spec §3). */
export interface ClientRecord {
  backend: string;
  backend_upload: string;
  backend_list: string[];
  backend_upload_list: string[];
  code: string;
  name: string;
  logos: ClientLogos;
  /** Debt flag: the tenant has overdue bills with the provider (shown as a banner to admins). */
  d: boolean;
  hiddenmodules_identifiers: string[];
  public: boolean;
  isPublic: boolean;
  ai: boolean;
  t9n: boolean;
  identifier: string;
  /** Colour name of the tenant's theme (stored as `colorname1`); not in the spec's list, see README. */
  color: string;
}

/** User info (spec §3): stored under `info`; the token is held separately. */
export interface UserInfo {
  id: string;
  name: string;
  image_url: string | null;
  phone: string | null;
  email: string;
  admin: boolean;
  master: boolean;
  super: boolean;
  verifyed_at: string | null;
  permissions_names: string[];
}

export interface SupportFlags { admin: boolean; user: boolean; public: boolean }

export interface RegisterSettings {
  /** Person registration (spec §5): key cpf, required, checked, tolerance 5. */
  open: boolean;
  key: 'cpf';
  cpf_required: boolean;
  check: boolean;
  tolerance: number;
  mandatory_fields: string[];
  strict_address: boolean;
}
export interface RegisterAssociationsSettings { open: boolean; cnpj_check: boolean; tolerance: number }

export interface CommonConfig {
  register: RegisterSettings;
  ids_user: boolean;
  bills_select_debts: boolean;
  wa: boolean;
  available_modules: Module[];
  erp: boolean;
  gateway: boolean;
  register_associations: RegisterAssociationsSettings;
  support: SupportFlags;
}

export interface LoginRequest { login: string; password: string }
export interface LoginAnswer { token: string; result: UserInfo }

/**
 * One live session of the signed-in person, as `GET /auth/sessions` lists them (newest first) for
 * `/my/password`. `id` is a handle for `POST /auth/sessions/revoke`, never the token; `current`
 * marks the session making the call.
 */
export interface SessionSummary {
  id: string;
  created_at: string;
  /** The last request, to within a few minutes (the server refreshes it every 5 minutes at most). */
  last_seen_at: string;
  /** The browser that signed in, when it said (User-Agent). */
  user_agent: string | null;
  current: boolean;
}
/**
 * A sign-up that typed the signed-in person's CPF or e-mail: it got an account of its
 * own, without that identifier, which stays with the person. Shown on `/my/password` so the person
 * knows someone tried; nothing else about the sign-up (who, from where) is told.
 */
export interface ClaimNotice {
  kind: 'cpf' | 'email';
  created_at: string;
}
/** `GET /auth/sessions`: the live sessions, and the sign-ups that claimed this person's CPF or e-mail. */
export interface SessionsAnswer { result: SessionSummary[]; claims?: ClaimNotice[] }
/** `POST /auth/sessions/revoke_others`: how many other sessions ended (as `POST /auth/password`'s). */
export interface RevokeOthersAnswer { message: string; signed_out: number }
