// What main prints once listening: where to open the app and which demo accounts exist.
import { formatCpf } from '../src/domain/cpf';
import type { Db } from './db/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from './seed/demo-data';

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ').trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** The demo accounts still present in the database (none on a real installation). */
export async function demoAccountsTable(db: Db): Promise<string | undefined> {
  const present = await db.query<{ code: string; email: string }>(
    `SELECT t.code, lower(u.email) AS email FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE lower(u.email) = ANY($1::text[])`,
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  const has = new Set(present.map((row) => `${row.code}/${row.email}`));
  const accounts = DEMO_ACCOUNTS.filter((a) => has.has(`${a.tenant}/${a.email}`));
  if (accounts.length === 0) return undefined;
  const rows = [['E-mail', 'CPF', 'Perfil', 'Cliente', 'Senha'], ...accounts.map((a) => [a.email, formatCpf(a.cpf), a.label, a.tenant, DEMO_PASSWORD])];
  return table(rows);
}

export function urls(port: number): string[] {
  return DEMO_TENANTS.map((t) => `  http://${t.hosts[0]}:${port}  (${t.name})`);
}
