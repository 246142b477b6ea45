// What every route factory receives, and what middlewares put on the request context.
import type { UserInfo } from '../../src/domain/api';
import type { Db } from '../db/db';
import type { UploadQuota } from '../files/policy';
import type { FileStore } from '../files/store';
import type { Tenant } from '../tenancy/tenant';

export interface AppDeps {
  db: Db;
  /** The clock; tests move it to expire sessions, codes and throttling windows. */
  now: () => Date;
  /** Believe X-Forwarded-For/-Proto/-Host (one reverse proxy in front). */
  trustProxy: boolean;
  /** Where uploaded files' bytes live (server/files/store.ts). */
  files: FileStore;
  /** Upload quota (server/files/policy.ts DEFAULT_UPLOAD_QUOTA when absent); tests give smaller ones. */
  uploadQuota?: UploadQuota;
}

export interface SessionContext {
  tokenHash: string;
  user: UserInfo;
  /** When the session last made a request (refreshed every few minutes: sessions.ts touchSession). */
  lastSeenAt?: Date | null;
}

export interface AppEnv {
  Variables: {
    tenant: Tenant;
    session: SessionContext;
    /**
     * Set by resolveTenant when the request carries a well-formed bearer token: the token's live
     * session on this tenant (null: none), read in the tenant's query. Unset: not looked up.
     */
    sessionLookup?: SessionContext | null;
    /** With `sessionLookup` null: why the token's session ended, when its device should be told. */
    sessionEnded?: 'password_changed';
  };
}
