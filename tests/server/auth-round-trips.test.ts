// The authenticated request path: tenant and session come from ONE query, with
// nothing cached, so a logout or an expiry takes effect on the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db, DbHandle } from '../../server/db/db';
import { call, DAY, expectFailure, login, testClock } from './helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
const clock = testClock(new Date());
const statements: string[] = [];
beforeAll(async () => {
  handle = await openTestDb();
  const counting: Db = {
    query: (sql, params) => {
      statements.push(sql);
      return handle.db.query(sql, params);
    },
    tx: (fn) => handle.db.tx(fn),
    exec: (sql) => handle.db.exec(sql),
  };
  app = createApp({ db: counting, now: clock.now });
});
afterAll(async () => {
  await handle?.close();
});

/** The statements one request sends to the database. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  await run();
  return [...statements];
}

describe('one round trip', () => {
  it('GET /auth/me reads tenant and session in one statement, by host and by code', async () => {
    const { token } = await login(app, 'atleta@demo.test');
    for (const path of ['/api/v1/auth/me', '/c/demo/api/v1/auth/me']) {
      let res: Awaited<ReturnType<typeof call>> | undefined;
      const sent = await statementsOf(async () => (res = await call(app, path, { token })));
      expect(res!.status, res!.text).toBe(200);
      expect(res!.json.result.email).toBe('atleta@demo.test');
      expect(sent, path).toHaveLength(1);
    }
  });

  it('a token of another tenant, an unknown token and no token are refused, still in one statement', async () => {
    const outra = (await login(app, 'master@outra.test', { host: 'outra.localhost' })).token;
    for (const token of [outra, 'A'.repeat(43), undefined]) {
      let res: Awaited<ReturnType<typeof call>> | undefined;
      const sent = await statementsOf(async () => (res = await call(app, '/api/v1/auth/me', { token })));
      expectFailure(res!, 401);
      expect(sent.length).toBeLessThanOrEqual(1);
    }
  });

  it('the sync endpoints resolve tenant and session in the same statement too', async () => {
    const { token } = await login(app, 'atleta@demo.test');
    const sent = await statementsOf(() => call(app, '/api/v1/sync/pull?clientId=0190a0f0-0000-7000-8000-000000000001&cursor=0', { token }));
    expect(sent.filter((sql) => /FROM sessions/.test(sql))).toHaveLength(1);
    expect(sent.filter((sql) => /tenant_hosts|FROM tenants/.test(sql))).toHaveLength(1);
  });
});

describe('no stale sessions', () => {
  it('a logout is refused on the very next request', async () => {
    const { token } = await login(app, 'atleta@demo.test');
    expect((await call(app, '/api/v1/auth/me', { token })).status).toBe(200);
    expect((await call(app, '/api/v1/auth/logout', { token, body: {} })).status).toBe(200);
    expectFailure(await call(app, '/api/v1/auth/me', { token }), 401);
  });

  it('an expired session is refused', async () => {
    const { token } = await login(app, 'atleta@demo.test');
    clock.advance(30 * DAY - 60_000);
    expect((await call(app, '/api/v1/auth/me', { token })).status).toBe(200);
    clock.advance(60_000);
    expectFailure(await call(app, '/api/v1/auth/me', { token }), 401);
  });
});
