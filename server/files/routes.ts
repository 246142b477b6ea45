// The file endpoints, mounted by server/routes/api.ts under /api/v1 and /c/{code}/api/v1:
//   POST /files                      session; the raw bytes as the body (any Content-Type, at most
//                                    MAX_UPLOAD_BYTES); optional `?name=` (a plain name, never a
//                                    path) and `X-Content-SHA256` (what the device computed: a
//                                    mismatch is refused). → {ref: "files/<sha256 of the body>", kind,
//                                    stored, variants}. The same bytes again store nothing new.
//                                    Counted against the person's and the tenant's quota first
//                                    (quota.ts): over it, 429 with a pt-BR message.
//   GET  /files/{sha256}/{variant}   thumb | card | full, to those allowed to read a live record
//                                    naming it, and to whoever uploaded those bytes in the last
//                                    UPLOAD_GRACE_MS (access.ts); everyone else gets 404, the same
//                                    as for a file that does not exist. A file no live record names
//                                    is thus served to its uploaders during the grace period only,
//                                    then to nobody, and the collector (gc.ts) removes it.
import { Hono, type Context } from 'hono';
import { FILE_VARIANTS, MAX_UPLOAD_BYTES, refOfHash, type FileVariant } from '../../src/domain/files';
import type { Viewer } from '../../src/domain/resources/scope';
import { requireSession } from '../auth/require-session';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { readCapped } from '../http/json-body';
import { viewerOf } from '../sync/routes';
import { resolveTenant, type TenantSource } from '../tenancy/resolve-tenant';
import { mayReadFile } from './access';
import { DEFAULT_UPLOAD_QUOTA } from './policy';
import { recordUpload } from './quota';
import { FILE_MSG } from './messages';
import { checkFileName, processUpload, sha256, UploadRefusal, type StoredVariant } from './process';
import type { FileStore } from './store';

const HASH = /^[0-9a-f]{64}$/;

export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

type Variants = Partial<Record<FileVariant, StoredVariant>>;

async function storedFile(deps: AppDeps, tenantId: string, id: string) {
  const [row] = await deps.db.query<{ kind: string; variants: Variants }>(
    `SELECT kind, variants FROM files WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  return row;
}

const publicVariants = (variants: Variants) =>
  Object.fromEntries(Object.entries(variants).map(([name, v]) => [name, { mime: v.mime, bytes: v.bytes, width: v.width, height: v.height }]));

function anonymousOrViewer(c: Context<AppEnv>): Viewer | null {
  const session = c.get('sessionLookup');
  if (!session) return null;
  c.set('session', session);
  return viewerOf(c);
}

export function fileRoutes(deps: AppDeps & { files: FileStore }, source: TenantSource): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/files', resolveTenant(deps, source));
  app.use('/files/*', resolveTenant(deps, source));

  app.post('/files', requireSession(deps), async (c) => {
    try {
      checkFileName(c.req.query('name') ?? c.req.header('x-file-name'));
      const bytes = await readCapped(c, MAX_UPLOAD_BYTES, FILE_MSG.tooLarge);
      const id = sha256(bytes);
      const claimed = c.req.header('x-content-sha256')?.toLowerCase();
      if (claimed !== undefined && claimed !== id) throw new UploadRefusal(400, FILE_MSG.hashMismatch);
      const tenantId = c.get('tenant').id;
      const userId = c.get('session').user.id;
      await recordUpload(deps.db, deps.uploadQuota ?? DEFAULT_UPLOAD_QUOTA, { tenantId, userId, fileId: id, bytes: bytes.byteLength, now: deps.now() });
      const known = await storedFile(deps, tenantId, id);
      if (known) return ok(c, { ref: refOfHash(id), kind: known.kind, stored: false, variants: publicVariants(known.variants) });
      const processed = await processUpload(bytes);
      const variants: Variants = {};
      for (const [name, variant] of Object.entries(processed.variants) as [FileVariant, StoredVariant & { data: Uint8Array }][]) {
        const { data, ...meta } = variant;
        await deps.files.put(meta.key, data, meta.mime);
        variants[name] = meta;
      }
      await deps.db.query(
        `INSERT INTO files (tenant_id, id, kind, variants, uploaded_bytes, created_by, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) ON CONFLICT (tenant_id, id) DO NOTHING`,
        [tenantId, id, processed.kind, JSON.stringify(variants), bytes.byteLength, userId, deps.now()],
      );
      return ok(c, { ref: refOfHash(id), kind: processed.kind, stored: true, variants: publicVariants(variants) });
    } catch (error) {
      if (error instanceof UploadRefusal) throw new ApiError(error.httpStatus, error.message);
      throw error;
    }
  });
  app.all('/files', methodNotAllowed('POST'));

  app.get('/files/:hash/:variant', async (c) => {
    const hash = c.req.param('hash');
    const variant = c.req.param('variant') as FileVariant;
    if (!HASH.test(hash)) return fail(c, 404, FILE_MSG.notFound);
    if (!FILE_VARIANTS.includes(variant)) return fail(c, 400, FILE_MSG.badVariant);
    const tenantId = c.get('tenant').id;
    const file = await storedFile(deps, tenantId, hash);
    const stored = file?.variants[variant];
    if (!file || !stored) return fail(c, 404, FILE_MSG.notFound);
    if (!(await mayReadFile(deps.db, tenantId, anonymousOrViewer(c), hash, deps.now()))) return fail(c, 404, FILE_MSG.notFound);
    if (c.req.header('if-none-match') === `"${stored.key}"`) return c.body(null, 304);
    const bytes = await deps.files.get(stored.key);
    if (!bytes) return fail(c, 404, FILE_MSG.notFound);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': stored.mime,
      // No Cache-Control here: API answers are no-store (security-headers.ts), since who may read a
      // file depends on the session; the device keeps its own copy in IndexedDB (src/data/files.ts).
      ETag: `"${stored.key}"`,
      'Content-Disposition': 'inline',
      // A PDF opened from here runs no script of ours and reaches nothing; it is at least as strict
      // as the app's policy on every directive (security-headers.ts keeps it instead of its own).
      'Content-Security-Policy': FILE_CSP,
    });
  });
  app.all('/files/:hash/:variant', methodNotAllowed('GET'));

  return app;
}
