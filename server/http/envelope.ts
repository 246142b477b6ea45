// The answer envelope of src/domain/api.ts: `status: 1` plus fields, or `status: 0` plus message.
import type { Context } from 'hono';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { Failure, FailureCode } from '../../src/domain/api';

export function ok<T extends object>(c: Context, body: T) {
  return c.json({ status: 1 as const, ...body }, 200);
}

export function fail(
  c: Context,
  httpStatus: ClientErrorStatusCode | ServerErrorStatusCode,
  message: string,
  errors?: Record<string, string>,
  headers?: Record<string, string>,
  code?: FailureCode,
) {
  const body: Failure = { status: 0, message, ...(errors ? { errors } : {}), ...(code ? { code } : {}) };
  return c.json(body, httpStatus, headers);
}
