// `npm test`: every check the project has, in order, with one closing line `N passed, N failed`
// totalling all suites (CI reads that line). Typecheck and lint count as one check each.
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { run, npx } from './lib/run.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const OUT = 'test-results';
mkdirSync(OUT, { recursive: true });
const rows = [];
const record = (suite, passed, failed) => rows.push({ suite, passed, failed });
/** Names of the failed tests, repeated next to the summary: CI keeps only the tail of the output. */
const failures = [];

async function check(suite, cmd, args) {
  const code = await run(cmd, args);
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

// Vitest's JSON report gives per-test counts; a crash before it is written counts as one failure.
// `log`: the suite's output goes to that file (printed afterwards) instead of the terminal.
async function vitest(suite, args, env = {}, log = null) {
  const file = `${OUT}/${suite.replace(/\W+/g, '-')}.json`;
  const fd = log ? openSync(log, 'w') : null;
  const code = await run(npx('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args], {
    env: { ...process.env, ...env },
    ...(fd !== null ? { stdio: ['ignore', fd, fd] } : {}),
  });
  if (fd !== null) closeSync(fd);
  if (!existsSync(file)) return record(suite, 0, 1);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  for (const f of r.testResults ?? []) {
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`${suite}: ${f.name.replace(process.cwd() + '/', '')} › ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  if (code !== 0 && r.numFailedTests === 0) failures.push(`${suite}: vitest exited with ${code} (an error outside the tests: see its output above)`);
  record(suite, r.numPassedTests, failed);
}

// Playwright's error messages carry terminal colours.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

async function e2e() {
  if (!(await ensureChromium())) return record('e2e', 0, 1);
  const file = `${OUT}/e2e.json`;
  const code = await run('node', ['scripts/test-e2e.mjs'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file } });
  if (!existsSync(file)) return record('e2e', 0, 1);
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(`e2e: ${spec.file ?? path} › ${spec.title}: ${error.split('\n')[0].replace(ANSI, '').slice(0, 300)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? path);
  };
  for (const suite of suites ?? []) walk(suite, suite.file);
  record('e2e', stats.expected + stats.flaky, failed);
}

// Runs beside the e2e suite (below), its output kept in a file and printed after: the journeys mostly
// wait on the browser, and the two together take about the longer one's time instead of the sum.
const PG_LOG = `${OUT}/server-postgres.log`;
async function serverOnPostgres() {
  if (process.env.DATABASE_URL) return vitest('server (PostgreSQL)', ['tests/server'], {}, PG_LOG);
  const pg = await startThrowawayPostgres().catch((e) => (console.error(e.message), null));
  if (!pg) {
    console.log('PostgreSQL não encontrado: a suíte do servidor roda só no PGlite (instale o pacote postgresql).');
    return;
  }
  try {
    await vitest('server (PostgreSQL)', ['tests/server'], { DATABASE_URL: pg.url }, PG_LOG);
  } finally {
    pg.stop();
  }
}

await check('typecheck', npx('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
await check('lint', npx('eslint'), ['.', '--max-warnings', '0']);
await vitest('unit + integration', []);
await Promise.all([serverOnPostgres(), e2e()]);
if (existsSync(PG_LOG)) {
  // Its tail: vitest ends with the failures' details and the counts; CI keeps only the output's tail.
  const lines = readFileSync(PG_LOG, 'utf8').trimEnd().split('\n');
  console.log(`\n--- server suite on PostgreSQL, ran beside the e2e suite (last ${Math.min(lines.length, 150)} of ${lines.length} lines: ${PG_LOG}) ---`);
  console.log(lines.slice(-150).join('\n'));
}

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log('\nSuite                     passed  failed');
for (const r of rows) console.log(`${r.suite.padEnd(26)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}`);
const passed = rows.reduce((s, r) => s + r.passed, 0);
const failed = rows.reduce((s, r) => s + r.failed, 0);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${OUT}/summary.txt`, line + '\n');
console.log(line);
process.exit(failed === 0 ? 0 : 1);
