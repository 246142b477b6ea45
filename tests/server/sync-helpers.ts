// Shared by the sync suites: push and pull over the in-process app, a replica that applies pulled
// pages the way src/data/apply-pull.ts does (reset, then changes, last wins), and record fixtures.
import { expect } from 'vitest';
import { SCHEMA_VERSION, type MutationMessage, type PullAnswer, type PushAnswer } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { call, type AnyApp, type CallResult } from './helpers';

export const AT = '2026-11-20T10:00:00.000Z';

export const m = (seq: number, name: string, args: object): MutationMessage => ({ seq, name, args: args as Record<string, unknown>, at: AT });

export { country, freshCpf, profile, sport } from '../data/record-fixtures';

export interface Target {
  host?: string;
  prefix?: string;
}

export function pushRaw(app: AnyApp, token: string | undefined, body: unknown, target: Target = {}): Promise<CallResult> {
  return call(app, `${target.prefix ?? ''}/api/v1/sync/push`, { method: 'POST', body, token, host: target.host });
}

export function push(app: AnyApp, token: string, clientId: string, mutations: MutationMessage[], target: Target = {}): Promise<CallResult> {
  return pushRaw(app, token, { clientId, schemaVersion: SCHEMA_VERSION, mutations }, target);
}

/** A push that must be answered 200; returns the answer. */
export async function pushOk(app: AnyApp, token: string, clientId: string, mutations: MutationMessage[], target: Target = {}): Promise<PushAnswer> {
  const res = await push(app, token, clientId, mutations, target);
  expect(res.status, res.text).toBe(200);
  return res.json as PushAnswer;
}

export function pullRaw(app: AnyApp, token: string | undefined, query: string, target: Target = {}): Promise<CallResult> {
  return call(app, `${target.prefix ?? ''}/api/v1/sync/pull?${query}`, { token, host: target.host });
}

export async function pull(app: AnyApp, token: string, clientId: string, cursor = 0, limit = 1000, target: Target = {}): Promise<PullAnswer> {
  const res = await pullRaw(app, token, `clientId=${clientId}&cursor=${cursor}&limit=${limit}`, target);
  expect(res.status, res.text).toBe(200);
  return res.json as PullAnswer;
}

/** A device's replica: what apply-pull.ts would hold. */
export class Replica {
  readonly rows = new Map<string, Record<string, unknown>>();
  cursor = 0;
  lastSeq = 0;
  pages: PullAnswer[] = [];

  constructor(
    readonly clientId: string = uuidv7(),
  ) {}

  apply(page: PullAnswer): void {
    for (const collection of page.reset ?? []) {
      for (const key of [...this.rows.keys()]) if (key.startsWith(`${collection}/`)) this.rows.delete(key);
    }
    for (const c of page.changes) {
      const key = `${c.collection}/${c.id}`;
      if (c.deleted) this.rows.delete(key);
      else this.rows.set(key, c.data!);
    }
    this.cursor = page.cursor;
    if (!page.hasMore) this.lastSeq = page.lastSeq;
    this.pages.push(page);
  }

  /** Pulls pages until hasMore is false, checking the client's "more means progress" rule. */
  async sync(app: AnyApp, token: string, limit = 1000, target: Target = {}): Promise<PullAnswer[]> {
    const pages: PullAnswer[] = [];
    for (let i = 0; i < 10_000; i++) {
      const before = this.cursor;
      const page = await pull(app, token, this.clientId, this.cursor, limit, target);
      this.apply(page);
      pages.push(page);
      if (!page.hasMore) return pages;
      expect(page.cursor, 'hasMore without progress').toBeGreaterThan(before);
    }
    throw new Error('pull sem fim');
  }

  ids(collection: string): string[] {
    return [...this.rows.keys()].filter((k) => k.startsWith(`${collection}/`)).map((k) => k.slice(collection.length + 1)).sort();
  }

  get(collection: string, id: string): Record<string, unknown> | undefined {
    return this.rows.get(`${collection}/${id}`);
  }
}
