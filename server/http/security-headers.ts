// Headers on every response (API, static files, errors). The PWA loads nothing from third parties,
// so 'self' is enough everywhere.
import type { MiddlewareHandler } from 'hono';
import { isApiPath, isPublicApiPath } from './paths';
import { requestProtocol } from './request-info';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion (Chakra UI) injects <style> elements at runtime; without nonces plumbed through the
  // build that needs 'unsafe-inline' for styles. Scripts stay strict: style injection cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The meal check-in scanner needs the camera of our own origin; nothing needs mic or location.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * HSTS: once a browser reached us over HTTPS it must never again try plain HTTP on this host (a
 * stadium Wi-Fi could otherwise strip TLS from the first request). One year, this host only: no
 * includeSubDomains (tenants' hosts are siblings under domains we do not control) and no preload.
 * Sent only on HTTPS answers (RFC 6797 §7.2): a plain-HTTP deployment (localhost, a LAN) is
 * unaffected. HTTPS is the listener's own scheme, or X-Forwarded-Proto from a trusted proxy
 * (TRUST_PROXY=1): the usual deployment, TLS terminated by the proxy in front.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(HEADERS)) {
      // A route that sets its own policy keeps it: only the file route does (server/files/routes.ts,
      // `default-src 'none'` + `sandbox` for an uploaded PDF opened in a tab), and it is stricter
      // than this one on every directive; overwriting it would let an uploaded PDF run as our origin.
      if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    if (requestProtocol(c, options.trustProxy) === 'https:') c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // Session answers carry tokens and personal data: no cache (browser, proxy, service worker) keeps them.
    // Public reads (no session, public data only) keep their own no-cache + ETag: the service worker
    // stores the last copy for offline visits and revalidates it.
    if (isApiPath(c.req.path) && !(isPublicApiPath(c.req.path) && c.res.headers.has('Cache-Control'))) c.res.headers.set('Cache-Control', 'no-store');
  };
}
