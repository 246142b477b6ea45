// A failure the client caused (or may see), thrown from anywhere in a request and turned into the
// `{status: 0, message}` envelope by the app's error handler. Only 4xx: a 5xx is never "expected".
import type { ClientErrorStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly httpStatus: ClientErrorStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
