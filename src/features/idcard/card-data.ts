// Pure helpers of the ID-card screen: what it prints and when it asks for a fresh credential.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserInfo } from '../../domain/api';

const DAY_MS = 86_400_000;
/** The server issues 60-day cards and renews below 45 days left (server/credentials/policy.ts). */
export const RENEW_BELOW_MS = 45 * DAY_MS;
/** Below this, an offline card shows a reminder to connect. */
export const WARN_BELOW_MS = 7 * DAY_MS;

/** 12345678901 → ***.456.789-** (the middle six digits, as Brazilian documents print a CPF). */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***.***.***-**';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** dd/mm/aaaa of an ISO instant, in Brasília time (the same day the gate's messages print). */
export function brDay(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  const d = new Date(time - 3 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

export interface CardTimes {
  issued_at: string;
  expires_at: string;
}

/** Ask the server for a card: none yet, or fewer than 45 days left (the server decides in the end). */
export function needsRefresh(card: CardTimes | null, now: number): boolean {
  if (!card) return true;
  return Date.parse(card.expires_at) - now < RENEW_BELOW_MS;
}

export type CardValidity = 'valid' | 'expiring' | 'expired';

export function validityOf(card: CardTimes, now: number): CardValidity {
  const left = Date.parse(card.expires_at) - now;
  if (left <= 0) return 'expired';
  return left < WARN_BELOW_MS ? 'expiring' : 'valid';
}

/**
 * Category printed on the card. The profile has no category field today, so it is derived from
 * what the session already knows offline (UserInfo: master/admin flags and permission names, which
 * come from the person's roles): administration first (their roles hold nearly every permission),
 * then referee, entity manager, support staff; everyone else is an athlete. When profiles gain a
 * category field (federation-defined), it should take precedence over this derivation.
 */
export function categoryOf(user: Pick<UserInfo, 'master' | 'admin' | 'permissions_names'> | null): MessageDescriptor {
  if (!user) return msg`Atleta`;
  const has = (p: string) => user.permissions_names.includes(p);
  if (user.master || user.admin) return msg`Administração`;
  if (has('my_referees') || has('refereeschedules')) return msg`Árbitro(a)`;
  if (has('my_associations')) return msg`Gestor(a) de entidade`;
  if (has('meals')) return msg`Equipe de apoio`;
  return msg`Atleta`;
}

/**
 * Where the photo loads from: an absolute address as it is, a file name below the tenant's uploads
 * (`demo-photos/x.svg`, see profiles.photo_url) resolved against backend_upload. Null without one.
 */
export function photoSrc(photoUrl: string | null | undefined, backendUpload: string | null): string | null {
  if (!photoUrl) return null;
  try {
    return new URL(photoUrl).href; // absolute
  } catch {
    if (!backendUpload) return null;
    try {
      return new URL(photoUrl.replace(/^\/+/, ''), backendUpload.replace(/\/*$/, '/')).href;
    } catch {
      return null;
    }
  }
}

/** "Lucas Atleta" → "LA", for the photo placeholder. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
