// The boundaries in figures (the lint rules in eslint.config.js hold them; this counts what is left):
// imports between features, import cycles (type-only and dynamic imports included), and imports up
// the layers. Non-test files only. `npx tsx scripts/boundaries-report.ts [-v]`: -v lists each one.
import { cycles, importGraph, isTestFile, relativeTo } from './lint/import-graph.mjs';

const root = process.cwd();
const rel = relativeTo(root);
const graph = importGraph(root);
const verbose = process.argv.includes('-v');

const feature = (path: string) => rel(path).match(/^src\/features\/([^/]+)/)?.[1];
const under = (path: string, pattern: RegExp) => pattern.test(rel(path));
const counts = { files: graph.size, crossFeature: [] as string[], dataUp: [] as string[], uiUp: [] as string[], libUp: [] as string[], domainOut: [] as string[] };
for (const [file, edges] of graph) {
  if (isTestFile(file)) continue;
  for (const { to } of edges) {
    const line = `${rel(file)} -> ${rel(to)}`;
    const from = feature(file);
    if (from && feature(to) && feature(to) !== from) counts.crossFeature.push(line);
    if (under(file, /^src\/data\//) && under(to, /^src\/(app|ui|features|routes)\//)) counts.dataUp.push(line);
    if (under(file, /^src\/ui\//) && under(to, /^src\/(features|routes)\//)) counts.uiUp.push(line);
    if (under(file, /^src\/lib\//) && !under(to, /^src\/(lib|domain)\//)) counts.libUp.push(line);
    if (under(file, /^src\/domain\//) && !under(to, /^src\/domain\//)) counts.domainOut.push(line);
  }
}
const found = cycles(graph);
console.log({
  files: counts.files,
  crossFeature: counts.crossFeature.length,
  cycles: found.length,
  cycleSizes: found.map((c) => c.length),
  dataUp: counts.dataUp.length,
  uiUp: counts.uiUp.length,
  libUp: counts.libUp.length,
  domainOut: counts.domainOut.length,
});
if (verbose) {
  for (const [name, lines] of Object.entries(counts)) if (Array.isArray(lines) && lines.length) console.log(`\n${name}:\n  ${lines.join('\n  ')}`);
  for (const c of found) console.log(`\ncycle of ${c.length}:\n  ${c.map(rel).join('\n  ')}`);
}
