-- Who uploaded which file, and when (issue 19 items 2 and 10; server/files/). One row per person and
-- file: a second person sending the same bytes gets a row too (they hold the bytes, so they may name
-- the file in their own writes), and sending them again moves `created_at` forward. It serves:
--   - the uploader's read right (files/access.ts): only within the grace period after the upload,
--     so the write that names the file can land from an offline device; after that, a file is read
--     through the live records that name it only;
--   - the upload quota (files/quota.ts): a person's and a tenant's uploads over the last 24 hours;
--   - the collector (files/gc.ts): a file no live record names is removed once its last upload is
--     older than the grace period.
-- A row is written before the file is processed (a refused upload counts in the quota too, and may
-- have no `files` row); the collector removes those after the grace period as well.
CREATE TABLE file_uploads (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  file_id text NOT NULL CHECK (file_id ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL,
  bytes integer NOT NULL CHECK (bytes > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, file_id, user_id)
);
CREATE INDEX file_uploads_user ON file_uploads (tenant_id, user_id, created_at);
CREATE INDEX file_uploads_at ON file_uploads (tenant_id, created_at);

-- The uploads recorded so far, as `files.created_by` kept them.
INSERT INTO file_uploads (tenant_id, file_id, user_id, bytes, created_at)
SELECT tenant_id, id, created_by, uploaded_bytes, created_at FROM files WHERE created_by IS NOT NULL
ON CONFLICT DO NOTHING;

-- The collector looks for files by age.
CREATE INDEX files_created ON files (created_at);
