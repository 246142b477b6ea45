// Tenancy constants shared by the client (tenant resolution) and the server (client lookup).

/** The product slug in `/api/v1/{product}/client` (spec §7). */
export const PRODUCT = 'federa';
export const PRODUCT_TITLE = 'Federa';

/**
 * Generic hosts: the app is served here for every tenant ("connect mode", spec §4), so the tenant
 * comes from a stored client code instead of the host. `app.localhost` resolves to loopback in
 * Chromium, which lets the e2e suite exercise connect mode on one machine.
 */
export const GENERIC_HOSTS: readonly string[] = ['app.localhost', 'app.federa.test'];

export const isGenericHost = (host: string): boolean => GENERIC_HOSTS.includes(host.split(':')[0]!.toLowerCase());

/**
 * On a generic host the API of a tenant is reached under `/c/{code}` so that one origin can speak
 * for many tenants while a token stays bound to its own tenant.
 */
export const connectBackendPath = (code: string): string => `/c/${encodeURIComponent(code)}`;

/** Client codes: lower-case letters, digits and hyphens (they appear in URLs and database names). */
export const CLIENT_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
