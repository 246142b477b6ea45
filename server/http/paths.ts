// Which requests are API calls: /api/... on a tenant host and /c/{code}/api/... in connect mode.
// They answer JSON (errors included) and are never cached; everything else is the web app.

const API_PATH = /^\/(?:c\/[^/]+\/)?api(?:\/|$)/;

export const isApiPath = (path: string): boolean => API_PATH.test(path);
