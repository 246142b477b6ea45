-- Client ids are made by browsers, so they are only unique within a tenant: keyed by client_id
-- alone, a user of another tenant who used an id first made the owner's pushes fail with 403.
-- Streams and their recorded refusals are now keyed by (tenant_id, client_id).
ALTER TABLE sync_rejections DROP CONSTRAINT sync_rejections_client_id_fkey;
ALTER TABLE sync_rejections DROP CONSTRAINT sync_rejections_pkey;
ALTER TABLE sync_rejections ADD COLUMN tenant_id uuid;
UPDATE sync_rejections r SET tenant_id = c.tenant_id FROM sync_clients c WHERE c.client_id = r.client_id;
ALTER TABLE sync_rejections ALTER COLUMN tenant_id SET NOT NULL;

ALTER TABLE sync_clients DROP CONSTRAINT sync_clients_pkey;
ALTER TABLE sync_clients ADD PRIMARY KEY (tenant_id, client_id);
ALTER TABLE sync_rejections ADD PRIMARY KEY (tenant_id, client_id, seq);
ALTER TABLE sync_rejections ADD FOREIGN KEY (tenant_id, client_id) REFERENCES sync_clients (tenant_id, client_id) ON DELETE CASCADE;

-- A user's live streams are counted (at most MAX_LIVE_CLIENTS in server/sync/clients.ts) and the
-- ones not seen for a long time removed; updated_at is when the stream was last seen.
DROP INDEX sync_clients_user;
CREATE INDEX sync_clients_user ON sync_clients (tenant_id, user_id, updated_at);
