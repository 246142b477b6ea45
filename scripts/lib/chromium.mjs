// The e2e suite drives Debian's Chromium (never a downloaded browser: this machine reaches only the
// npm registry and Debian). When it is missing and we are root, install it with apt.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium não encontrado em ${CHROMIUM}. Instale com: sudo apt-get install -y chromium`);
    return false;
  }
  console.log('Instalando o Chromium do Debian (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0 && existsSync(CHROMIUM);
}
