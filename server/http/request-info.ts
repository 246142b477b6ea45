// What a request says about where it came from. Forwarded headers are believed only when the
// operator says a proxy sits in front (TRUST_PROXY): otherwise any client could pick its own IP
// and escape the per-IP login throttle.
import type { Context } from 'hono';
import { ApiError } from './api-error';
import { MSG } from './messages';

/** host[:port] with a DNS name, an IPv4 address or a bracketed IPv6 address. */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function forwarded(c: Context, name: string): string | undefined {
  // With several proxies each appends one entry; with one trusted proxy the last entry is the one
  // it wrote, and anything left of it came from the client.
  const value = c.req.header(name);
  if (!value) return undefined;
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  return parts[parts.length - 1];
}

/**
 * The Host the client asked for ("outra.localhost:8787"), validated because we echo it back;
 * undefined when the request names none (no or empty Host). Never the request URL's host: for a
 * request without Host the server makes that up from its own listening address (127.0.0.1 →
 * tenant demo), so an empty Host used to land on a tenant nobody asked for.
 */
export function requestHost(c: Context, trustProxy: boolean): string | undefined {
  const host = ((trustProxy && forwarded(c, 'x-forwarded-host')) || c.req.header('host') || '').trim();
  if (host === '') return undefined;
  if (host.length > 260 || !HOST_HEADER.test(host)) throw new ApiError(400, MSG.badHost);
  return host.toLowerCase();
}

/** The host name without port, as stored in tenant_hosts. */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * "http:" or "https:" as the client sees it: X-Forwarded-Proto when a trusted proxy (TRUST_PROXY)
 * terminates TLS in front of us, otherwise the scheme of our own listener.
 */
export function requestProtocol(c: Context, trustProxy: boolean): 'http:' | 'https:' {
  const proto = trustProxy ? forwarded(c, 'x-forwarded-proto') : undefined;
  if (proto === 'https' || proto === 'http') return `${proto}:`;
  return new URL(c.req.url).protocol === 'https:' ? 'https:' : 'http:';
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The client address for throttling; 'unknown' when run in-process (tests) without a socket. */
export function clientIp(c: Context, trustProxy: boolean): string {
  const fromProxy = trustProxy ? forwarded(c, 'x-forwarded-for') : undefined;
  if (fromProxy) return fromProxy.slice(0, 64);
  const env = c.env as NodeBindings | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  // ::ffff:127.0.0.1 and 127.0.0.1 are one client on a dual-stack socket.
  return address ? address.replace(/^::ffff:/, '') : 'unknown';
}
