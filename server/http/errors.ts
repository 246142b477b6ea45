// Last line of defence. Expected failures arrive as ApiError (4xx, their own message); Hono's own
// HTTPExceptions keep their status; anything else is a bug: logged in full here, answered with a
// generic pt-BR 500 that leaks no stack, SQL or driver message.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ClientErrorStatusCode } from 'hono/utils/http-status';
import { sqlState } from '../db/db';
import { ApiError } from './api-error';
import { fail } from './envelope';
import { MSG } from './messages';
import { isApiPath } from './paths';

const GENERIC_BY_STATUS: Partial<Record<number, string>> = {
  400: MSG.badRequest,
  401: MSG.sessionExpired,
  403: MSG.forbidden,
  404: MSG.notFound,
  405: MSG.methodNotAllowed,
  413: MSG.tooLarge,
  415: MSG.unsupportedMediaType,
};

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) return fail(c, error.httpStatus, error.message, error.errors, error.headers, error.code);
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
    const status = error.status as ClientErrorStatusCode;
    return fail(c, status, GENERIC_BY_STATUS[status] ?? MSG.badRequest);
  }
  // SQLSTATE class 22 (data exception: NUL in text, bad uuid, value too long) means input reached
  // SQL unvalidated. That is our bug to fix, but the input is still what is wrong: answer 400.
  const state = sqlState(error);
  if (state?.startsWith('22')) {
    console.warn(`[aviso] ${c.req.method} ${c.req.path}: entrada inválida chegou ao banco (SQLSTATE ${state})`);
    return fail(c, 400, MSG.badRequest);
  }
  console.error(`[erro] ${c.req.method} ${c.req.path}`, error);
  return fail(c, 500, MSG.internal);
};

export const notFound: NotFoundHandler = (c) => {
  if (isApiPath(c.req.path)) return fail(c, 404, MSG.notFound);
  return c.text(MSG.pageNotFound, 404);
};

/** For a path that exists with other methods: 405 with Allow, so a wrong verb is not a "404". */
export const methodNotAllowed = (allow: string) => (c: Context) => fail(c, 405, MSG.methodNotAllowed, undefined, { Allow: allow });
