// Runs a command with inherited output and resolves to its exit code (never rejects).
import { spawn } from 'node:child_process';

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export const npx = (bin) => new URL(`../../node_modules/.bin/${bin}`, import.meta.url).pathname;
