// One bench page in headless Debian Chromium, shared by the browser benches (bench/run.ts,
// standings-paint.ts, sumula-paint.ts): the entry is bundled with esbuild as production code, served
// from a loopback origin (IndexedDB needs a real origin) and opened; the page is ready once the entry
// has put its API on `window[globalName]`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { VIRTUAL_IDS, virtualSource } from '../scripts/resource-index';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BenchPage {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/** The registry's build-time modules (scripts/resource-index.ts), for esbuild: the data layer imports them. */
const registryModules: Plugin = {
  name: 'federa-registry-modules',
  setup(b) {
    b.onResolve({ filter: /^virtual:/ }, (a) => ((VIRTUAL_IDS as readonly string[]).includes(a.path) ? { path: a.path, namespace: 'federa-virtual' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'federa-virtual' }, async (a) => {
      const { RESOURCES } = await import('../src/domain/resources/index');
      return { contents: virtualSource(a.path, RESOURCES), loader: 'js' };
    });
  },
};

export async function openBenchPage(entry: URL, globalName: string, title: string): Promise<BenchPage> {
  const out = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true, plugins: [registryModules], format: 'iife', platform: 'browser', target: 'chrome120', write: false, logLevel: 'silent', jsx: 'automatic',
    define: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true', 'import.meta.env.MODE': '"production"', 'process.env.NODE_ENV': '"production"' },
  });
  const js = out.outputFiles[0]!.text;
  const server = createServer((req, res) => {
    if (req.url === '/bench.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(js);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><meta charset="utf-8"><title>${title}</title><script src="/bench.js"></script>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close();
    server.close();
  };
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('página:', e.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction((name) => name in window, globalName);
    return { browser, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
