// Process configuration, read once from the environment by main.ts (the app itself takes options,
// so tests never depend on the environment).

export interface ServerConfig {
  port: number;
  /** Undefined: listen on every address, IPv6 and IPv4 (see main.ts). */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  distDir: string;
  /** Behind one reverse proxy: take the client address and scheme from X-Forwarded-* headers. */
  trustProxy: boolean;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8787;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválida: ${value}`);
  return port;
}

const nonEmpty = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST),
    dataDir: nonEmpty(env.DATA_DIR) ?? '.data',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    distDir: nonEmpty(env.DIST_DIR) ?? 'dist',
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
  };
}
