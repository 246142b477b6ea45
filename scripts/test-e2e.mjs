// `npm run test:e2e`: builds the PWA, then runs Playwright against the built app served by the real
// server (service workers do not behave the same under the dev server). Extra args go to Playwright.
import { run, npx } from './lib/run.mjs';
import { ensureChromium } from './lib/chromium.mjs';

if (!(await ensureChromium())) process.exit(1);
if (!process.env.E2E_SKIP_BUILD && (await run('npm', ['run', 'build', '--silent'])) !== 0) process.exit(1);
const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? ['--reporter=list,json'] : [];
process.exit(await run(npx('playwright'), ['test', ...reporters, ...process.argv.slice(2)]));
