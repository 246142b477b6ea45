-- Sync: the replicated records of every collection, the per-tenant version counter, the push streams
-- of client installations and their recorded refusals (ARCHITECTURE.md "Sync protocol").
-- The rules that use these tables live in server/sync/ (push.ts, pull.ts, sql-tx.ts).

-- One counter per tenant. Every write to `records` takes its next values with
--   UPDATE tenant_versions SET version = version + n ... RETURNING version
-- inside the writing transaction. The UPDATE holds the row lock until COMMIT, so writers of a tenant
-- commit in version order: when a reader's snapshot shows counter value V, every record with a
-- version <= V is committed and visible in that same snapshot, and none above V is. A pull that
-- reads the counter and the rows in one statement can therefore never skip a late commit.
-- Pulls may also reserve a range of values for a client's backfill pages (no row ever gets them).
CREATE TABLE tenant_versions (
  tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0 CHECK (version >= 0)
);

-- The latest state of every replicated row: one row per (tenant, collection, id). A delete keeps the
-- row as a tombstone (deleted, no data, owner kept) so pulls can tell clients to drop it.
CREATE TABLE records (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  collection text NOT NULL CHECK (collection ~ '^[a-z][a-z0-9_]{0,63}$'),
  id uuid NOT NULL,
  version bigint NOT NULL CHECK (version > 0),
  deleted boolean NOT NULL DEFAULT false,
  -- The user named by the resource's `owner` field (profiles.user_id), for `owner`-scoped pulls.
  owner_id uuid,
  -- The row as mutators wrote it (null on tombstones): what server-side reads and queries use.
  data jsonb,
  -- The row's change exactly as pull sends it, written with the row: {"collection","id","version",
  -- "data"} or {…,"deleted":true}, with data in the client's compact JSON. A page is then one
  -- string_agg of stored text, with no per-row JSON building (jsonb::text costs ~3x more).
  wire text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, collection, id),
  CHECK (deleted = (data IS NULL))
);
-- Pull reads each visible collection in version order (a merge of one ordered scan per collection),
-- so a user who sees a few collections never walks the rows of the others.
CREATE INDEX records_pull ON records (tenant_id, collection, version);
-- `owner`-scoped collections: only the viewer's rows.
CREATE INDEX records_pull_owner ON records (tenant_id, collection, owner_id, version) WHERE owner_id IS NOT NULL;

-- A row whose owner changed (only holders of the resource's permission can do that): the previous
-- owner's next pull gets a tombstone for it at the version of the move.
CREATE TABLE record_moves (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  from_owner uuid NOT NULL,
  collection text NOT NULL,
  version bigint NOT NULL,
  id uuid NOT NULL,
  PRIMARY KEY (tenant_id, from_owner, collection, version)
);

-- One push stream per client installation (clientId, made by the browser). A clientId belongs to the
-- user who first used it: another user's token naming it is refused.
CREATE TABLE sync_clients (
  client_id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  last_seq bigint NOT NULL DEFAULT 0 CHECK (last_seq >= 0),
  -- {collection: 'all' | 'owner'}: what this client's replica holds (see server/sync/pull.ts).
  scope jsonb,
  -- A scope change being delivered to this client (reset and backfill pages); null when none.
  plan jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX sync_clients_user ON sync_clients (user_id);

-- Refused mutations, so that a replayed seq gets the same answer (accepted ones need no row).
CREATE TABLE sync_rejections (
  client_id uuid NOT NULL REFERENCES sync_clients(client_id) ON DELETE CASCADE,
  seq bigint NOT NULL CHECK (seq > 0),
  code text NOT NULL,
  message text NOT NULL,
  PRIMARY KEY (client_id, seq)
);
