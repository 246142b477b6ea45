// The database layer on whichever driver this run uses (PGlite, or PostgreSQL with DATABASE_URL):
// migrations, type normalisation, transactions, tenant-safe references, idempotent seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState, UNIQUE_VIOLATION, type DbHandle } from '../../server/db/db';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/seed/seed';
import { DEMO_ACCOUNTS, DEMO_ROLES } from '../../server/seed/demo-data';
import { UNVERIFIED_SIGNUPS } from '../../server/seed/approvals-seed';
import { PRIVACY_ACCOUNTS } from '../../server/seed/privacy-seed';
import { openTestDb } from './test-db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb({ seed: false, migrate: false });
});
afterAll(async () => {
  await handle?.close();
});

describe('migrations', () => {
  it('apply in order once (even when two servers start together), are tracked, and a second run applies nothing', async () => {
    const files = await loadMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((m) => m.version)).toEqual([...files.map((m) => m.version)].sort((a, b) => a - b));

    // On PostgreSQL the two runs use different pooled connections: the advisory lock serialises them.
    const [a, b] = await Promise.all([migrate(handle.db), migrate(handle.db)]);
    const first = [...a, ...b].sort((x, y) => x - y);
    expect(first).toEqual(files.map((m) => m.version));
    const rows = await handle.db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(first);
    expect(rows[0]!.name).toBe('foundation');

    expect(await migrate(handle.db)).toEqual([]);
  });

  it('refuses to start when an applied migration file changed', async () => {
    const files = await loadMigrations();
    const edited = files.map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- edited`, checksum: 'different' } : m));
    await expect(migrate(handle.db, edited)).rejects.toThrow(/mudou depois de aplicada/);
  });

  it('rolls back a failing migration entirely (no half-applied schema, no tracking row)', async () => {
    const broken = { version: 999, name: 'broken', checksum: 'x', sql: 'CREATE TABLE half_done (a int); SELECT * FROM no_such_table;' };
    await expect(migrate(handle.db, [broken])).rejects.toThrow();
    expect(await handle.db.query(`SELECT 1 FROM schema_migrations WHERE version = 999`)).toEqual([]);
    expect(await handle.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`)).toEqual([]);
  });
});

describe('type normalisation (same values from both drivers)', () => {
  it('int8 is a number, date a YYYY-MM-DD string, timestamptz a Date, arrays and jsonb parsed', async () => {
    const [row] = await handle.db.query<{ n: unknown; c: unknown; d: unknown; ts: unknown; arr: unknown; j: unknown }>(
      `SELECT 42::int8 AS n, count(*) AS c, '2001-02-03'::date AS d, '2020-01-01T00:00:00Z'::timestamptz AS ts,
              $1::text[] AS arr, $2::jsonb AS j FROM unnest($1::text[])`,
      [['a', 'b', 'c'], JSON.stringify({ k: [1, 2] })],
    );
    expect(row).toEqual({ n: 42, c: 3, d: '2001-02-03', ts: new Date('2020-01-01T00:00:00Z'), arr: ['a', 'b', 'c'], j: { k: [1, 2] } });
  });

  it('refuses an int8 beyond 2^53 instead of rounding it', async () => {
    await expect(handle.db.query(`SELECT 9007199254740993::int8 AS n`)).rejects.toThrow(/int8/);
  });

  it('passes boolean arrays through unnest faithfully', async () => {
    const rows = await handle.db.query<{ b: boolean }>(`SELECT b FROM unnest($1::boolean[]) AS t(b)`, [[true, false, true]]);
    expect(rows.map((r) => r.b)).toEqual([true, false, true]);
  });
});

describe('transactions', () => {
  it('commit on success, roll back on error, nested tx is a savepoint', async () => {
    await handle.db.exec('CREATE TABLE tx_probe (v text PRIMARY KEY)');
    await handle.db.tx(async (tx) => {
      await tx.query(`INSERT INTO tx_probe VALUES ('kept')`);
      await tx
        .tx(async (inner) => {
          await inner.query(`INSERT INTO tx_probe VALUES ('inner')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.tx(async (tx) => {
        await tx.query(`INSERT INTO tx_probe VALUES ('lost')`);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    const rows = await handle.db.query<{ v: string }>('SELECT v FROM tx_probe ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual(['kept']);
  });

  it('reports the SQLSTATE of a unique violation', async () => {
    const error = await handle.db.query(`INSERT INTO tx_probe VALUES ('kept')`).catch((e: unknown) => e);
    expect(sqlState(error)).toBe(UNIQUE_VIOLATION);
  });
});

describe('demo seed', () => {
  it('seeds once (even when two servers start together), then is a no-op', async () => {
    const results = await Promise.all([seedDemoIfEmpty(handle.db), seedDemoIfEmpty(handle.db)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await seedDemoIfEmpty(handle.db)).toBe(false);
    const [counts] = await handle.db.query<{ tenants: number; users: number; hosts: number }>(
      `SELECT (SELECT count(*) FROM tenants) AS tenants, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM tenant_hosts) AS hosts`,
    );
    // Plus the demo's unverified self-registrations (approvals-seed.ts).
    expect(counts).toEqual({ tenants: 2, users: DEMO_ACCOUNTS.length + UNVERIFIED_SIGNUPS.length + Object.keys(PRIVACY_ACCOUNTS).length, hosts: 3 });
  });

  it('stores distinct salted scrypt hashes, never the password', async () => {
    const rows = await handle.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    const hashes = rows.map((r) => r.password_hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(hash).not.toContain('federa-demo');
    }
  });

  it('gives every tenant the starter roles with their permissions', async () => {
    const rows = await handle.db.query<{ code: string; name: string; n: number }>(
      `SELECT t.code, r.name, count(rp.permission) AS n FROM roles r JOIN tenants t ON t.id = r.tenant_id
        LEFT JOIN role_permissions rp ON rp.role_id = r.id GROUP BY t.code, r.name ORDER BY t.code, r.name`,
    );
    for (const code of ['demo', 'outra']) {
      const mine = rows.filter((r) => r.code === code);
      expect(mine.map((r) => r.name).sort()).toEqual(Object.keys(DEMO_ROLES).sort());
      for (const r of mine) expect(r.n).toBe(DEMO_ROLES[r.name]!.length);
    }
  });
});

describe('tenant isolation in the schema', () => {
  it('refuses to link a user to a role of another tenant', async () => {
    const error = await handle.db
      .query(
        `INSERT INTO user_roles (tenant_id, user_id, role_id)
         SELECT u.tenant_id, u.id, r.id FROM users u, roles r JOIN tenants t ON t.id = r.tenant_id
          WHERE u.email = 'atleta@demo.test' AND t.code = 'outra' AND r.name = 'Administrador'`,
      )
      .catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23503'); // foreign key violation
  });

  it('refuses a host claimed by two tenants and a second user with the same e-mail in any case', async () => {
    const host = await handle.db
      .query(`INSERT INTO tenant_hosts (host, tenant_id) SELECT 'localhost', id FROM tenants WHERE code = 'outra'`)
      .catch((e: unknown) => e);
    expect(sqlState(host)).toBe(UNIQUE_VIOLATION);
    const email = await handle.db
      .query(
        `INSERT INTO users (tenant_id, name, email, cpf) SELECT id, 'X', 'ATLETA@DEMO.TEST', '52998224725' FROM tenants WHERE code = 'demo'`,
      )
      .catch((e: unknown) => e);
    expect(sqlState(email)).toBe(UNIQUE_VIOLATION);
  });
});
