-- Files held by records (issue 12 part 1; server/files/). A record's field names a file as
-- `files/<id>`, where id is the SHA-256 of the bytes the device uploaded; the server keeps its
-- re-encoded variants (thumb, card, full) in the content-addressed store, each under the SHA-256
-- of its own bytes (`variants`).
CREATE TABLE files (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id text NOT NULL CHECK (id ~ '^[0-9a-f]{64}$'),
  kind text NOT NULL CHECK (kind IN ('image', 'document')),
  -- {"thumb": {"key", "mime", "bytes", "width", "height"}, "card": …, "full": …}; a PDF has "full" only.
  variants jsonb NOT NULL,
  uploaded_bytes integer NOT NULL CHECK (uploaded_bytes > 0),
  created_by uuid,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

-- Which live records name which file: a file is served to whoever may read one of them (the same
-- rule as replication: files/access.ts). Kept by a trigger on `records`, so every writer (push,
-- seeds, maintenance) keeps it right without knowing about files, and a field that names a file at
-- any depth (an approval's `proposed.photo_url`) counts.
CREATE TABLE file_refs (
  tenant_id uuid NOT NULL,
  file_id text NOT NULL,
  collection text NOT NULL,
  record_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, file_id, collection, record_id)
);
CREATE INDEX file_refs_record ON file_refs (tenant_id, collection, record_id);

CREATE FUNCTION track_file_refs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The wire text is the row's JSON already: a cheap test that skips the rows naming no file.
  IF TG_OP = 'UPDATE' AND OLD.wire LIKE '%"files/%' THEN
    DELETE FROM file_refs WHERE tenant_id = OLD.tenant_id AND collection = OLD.collection AND record_id = OLD.id;
  END IF;
  IF NOT NEW.deleted AND NEW.wire LIKE '%"files/%' THEN
    INSERT INTO file_refs (tenant_id, file_id, collection, record_id)
    SELECT DISTINCT NEW.tenant_id, substr(v #>> '{}', 7), NEW.collection, NEW.id
      FROM jsonb_path_query(NEW.data, 'strict $.** ? (@.type() == "string" && @ like_regex "^files/[0-9a-f]{64}$")') AS v
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER records_file_refs AFTER INSERT OR UPDATE ON records
  FOR EACH ROW EXECUTE FUNCTION track_file_refs();
