// A failure the client caused (or may see), thrown from anywhere in a request and turned into the
// `{status: 0, message}` envelope by the app's error handler. Only 4xx: a 5xx is never "expected".
import type { ClientErrorStatusCode } from 'hono/utils/http-status';
import type { FailureCode } from '../../src/domain/api';

export class ApiError extends Error {
  constructor(
    readonly httpStatus: ClientErrorStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A machine-readable reason beside the pt-BR message (src/domain/api.ts FailureCode). */
    readonly code?: FailureCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
