// The HTTP application, free of process concerns (ports, signals, environment): main.ts serves it,
// tests call `app.request()` on it in-process.
import { Hono } from 'hono';
import type { Db } from './db/db';
import { compression } from './http/compression';
import type { AppDeps, AppEnv } from './http/context';
import { notFound, onError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { apiRouter } from './routes/api';
import { distRoutes } from './static/dist';
import { tenantAssetRoutes } from './static/tenant-assets';
import { demoPhotoRoutes } from './static/demo-photos';
import { memoryFileStore } from './files/memory-store';
import type { UploadQuota } from './files/policy';
import type { FileStore } from './files/store';

export interface AppOptions {
  db: Db;
  /** The built PWA (vite's output). Without it the server answers the API only. */
  distDir?: string;
  now?: () => Date;
  /** See ServerConfig.trustProxy. */
  trustProxy?: boolean;
  /** Uploaded files' bytes (server/files/); in memory when not given (tests). */
  fileStore?: FileStore;
  /** Upload quota; server/files/policy.ts DEFAULT_UPLOAD_QUOTA when not given. */
  uploadQuota?: UploadQuota;
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: AppDeps = { db: options.db, now: options.now ?? (() => new Date()), trustProxy: options.trustProxy ?? false, files: options.fileStore ?? memoryFileStore(), uploadQuota: options.uploadQuota };
  const app = new Hono<AppEnv>();

  app.onError(onError);
  app.notFound(notFound);
  app.use('*', securityHeaders(deps));
  app.use('*', compression);

  app.route('/api/v1', apiRouter(deps, 'host'));
  // The param is not named 'code': routes below have their own :code (one-time codes).
  app.route('/c/:client/api/v1', apiRouter(deps, 'code'));
  app.route('/tenant-assets', tenantAssetRoutes(deps));
  app.route('/uploads', demoPhotoRoutes()); // demo profile photos
  app.route('/c/:client/uploads', demoPhotoRoutes());
  if (options.distDir) app.route('/', distRoutes(options.distDir));

  return app;
}
