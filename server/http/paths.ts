// Which requests are API calls: /api/... on a tenant host and /c/{code}/api/... in connect mode.
// They answer JSON (errors included) and are never cached, except the public, session-less reads
// (/api/v1/public/...: published tables) that revalidate by ETag; everything else is the web app.

const API_PATH = /^\/(?:c\/[^/]+\/)?api(?:\/|$)/;

export const isApiPath = (path: string): boolean => API_PATH.test(path);

const PUBLIC_API_PATH = /^\/(?:c\/[^/]+\/)?api\/v1\/public\//;

/** Session-less reads of public data: they set their own Cache-Control (no-cache + ETag). */
export const isPublicApiPath = (path: string): boolean => PUBLIC_API_PATH.test(path);
