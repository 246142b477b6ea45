// Where the offline cold start of /my/id spends its time (the bench's 10× a bare page): one warm-up
// start, then one start under a CDP CPU profile, same setup as main.ts (offline, 4× throttled,
// service worker in control). Prints self time by script and the heaviest functions, and when each
// script arrived and how long the fetches waited.
//   npx tsx bench/coldstart/profile.ts
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { coldStart, offlineAthleteContext } from './main';

// With a build made with source maps (`npx vite build --sourcemap`), functions are named by source.
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const maps = new Map<string, TraceMap | null>();
function sourceOf(url: string, line: number, column: number): string | null {
  const path = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!maps.has(path)) maps.set(path, existsSync(join(DIST, `${path}.map`)) ? new TraceMap(readFileSync(join(DIST, `${path}.map`), 'utf8')) : null);
  const map = maps.get(path);
  if (!map || line < 0) return null;
  const pos = originalPositionFor(map, { line: line + 1, column });
  return pos.source ? `${pos.name ?? '(anon)'} ${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}` : null;
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(native)';

function summarise(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfByScript = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const script = node.callFrame.url ? short(node.callFrame.url) : `(${node.callFrame.functionName || 'program'})`;
    selfByScript.set(script, (selfByScript.get(script) ?? 0) + dt);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const fn = (url && sourceOf(url, lineNumber, columnNumber)) || `${functionName || '(anon)'} ${script}:${lineNumber}`;
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + dt);
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  console.log(`\nperfil: ${total.toFixed(0)} ms do início da navegação ao nome visível (CPU 4× mais lenta)`);
  console.log('tempo próprio por script:');
  for (const [k, v] of [...selfByScript].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${v.toFixed(0).padStart(6)} ms  ${k}`);
  console.log('funções mais pesadas:');
  for (const [k, v] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${v.toFixed(0).padStart(6)} ms  ${k}`);
}

const { context, close } = await offlineAthleteContext();
try {
  await coldStart(context, '/my/id', '#idcard-name'); // warm-up (the worker's caches)
  let profile: Profile | null = null;
  let timeline: { name: string; start: number; end: number }[] = [];
  const at = await coldStart(context, '/my/id', '#idcard-name', {
    async before(cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    },
    async after(cdp, page) {
      profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
      timeline = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })));
    },
  });
  console.log(`nome visível em ${at.toFixed(0)} ms`);
  summarise(profile!);
  console.log('scripts e dados, pedido → resposta (ms desde a navegação):');
  for (const r of timeline.sort((a, b) => a.start - b.start)) console.log(`  ${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${short(r.name)}`);
} finally {
  await close();
}
