// The answer envelope of src/domain/api.ts: `status: 1` plus fields, or `status: 0` plus message.
import type { Context } from 'hono';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { Failure } from '../../src/domain/api';

export function ok<T extends object>(c: Context, body: T) {
  return c.json({ status: 1 as const, ...body }, 200);
}

export function fail(
  c: Context,
  httpStatus: ClientErrorStatusCode | ServerErrorStatusCode,
  message: string,
  errors?: Record<string, string>,
  headers?: Record<string, string>,
) {
  const body: Failure = errors ? { status: 0, message, errors } : { status: 0, message };
  return c.json(body, httpStatus, headers);
}
