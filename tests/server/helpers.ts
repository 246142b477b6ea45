// In-process HTTP helpers for the server suites: requests through `app.request()` with a chosen
// Host, JSON bodies and bearer tokens, plus a clock the tests can move.
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp, type AppOptions } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import type { LoginAnswer } from '../../src/domain/api';
import { DEMO_PASSWORD } from '../../server/seed/demo-data';
import { openTestDb, type TestDbOptions } from './test-db';

export type AnyApp = Pick<Hono, 'request'>;

export interface CallOptions {
  method?: string;
  /** Host header; default 'localhost:8787' (tenant demo). */
  host?: string;
  /** An object is sent as JSON; a string is sent as is (with the JSON content type). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary fields
  json: any;
  text: string;
}

export async function call(app: AnyApp, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { host: options.host ?? 'localhost:8787', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.request(path, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

export async function login(app: AnyApp, loginName: string, options: { host?: string; password?: string; prefix?: string; ip?: string } = {}): Promise<LoginAnswer> {
  const res = await call(app, `${options.prefix ?? ''}/api/v1/auth/login`, {
    host: options.host,
    body: { login: loginName, password: options.password ?? DEMO_PASSWORD },
    headers: options.ip ? { 'x-forwarded-for': options.ip } : undefined,
  });
  expect(res.status, res.text).toBe(200);
  return res.json as LoginAnswer;
}

/** A clock for `createApp({now})` that tests move forward. */
export function testClock(start = new Date('2026-03-01T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** A failure envelope: 4xx, status 0, a non-empty message. */
export function expectFailure(res: CallResult, httpStatus: number): void {
  expect(res.status, res.text).toBe(httpStatus);
  expect(res.json?.status, res.text).toBe(0);
  expect(typeof res.json?.message).toBe('string');
  expect(res.json.message.length).toBeGreaterThan(0);
}

export interface TestServer {
  /** The database (fresh, migrated, seeded with the demo tenants and accounts). */
  readonly handle: DbHandle;
  /** The app over it, in process. */
  readonly app: ReturnType<typeof createApp>;
}

/**
 * The server of a test file: a fresh seeded database and the app over it, opened before the file's
 * tests (before its own beforeAll hooks, registered later) and closed after them.
 */
export function testServer(options: Omit<AppOptions, 'db'> = {}, db: TestDbOptions = {}): TestServer {
  let handle: DbHandle | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  beforeAll(async () => {
    handle = await openTestDb(db);
    app = createApp({ ...options, db: handle.db });
  });
  afterAll(async () => {
    await handle?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('test server used outside its tests');
    return value;
  };
  return {
    get handle() {
      return opened(handle);
    },
    get app() {
      return opened(app);
    },
  };
}
