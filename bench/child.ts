// Runs a bench script in a child process (its own database, server and browser), passes its table
// through to our stdout, and returns the JSON it prints on the one line that starts with `marker`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function runBenchChild<T>(script: URL, marker: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const path = fileURLToPath(script);
    const child = spawn(process.execPath, ['--import', 'tsx', path], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const prefix = `${marker} `;
      const lines = out.split('\n');
      const json = lines.find((l) => l.startsWith(prefix));
      process.stdout.write(lines.filter((l) => !l.startsWith(prefix)).join('\n'));
      if (code !== 0 || !json) return reject(new Error(`${path} saiu com código ${code}`));
      resolve(JSON.parse(json.slice(prefix.length)) as T);
    });
  });
}
