-- Venues and reservations' guarantees (src/domain/resources/spacegaps.ts and reservationsettings.ts,
-- `unique`): one slot rule per space, one settings row per tenant. Named as
-- server/sync/unique-indexes.ts derives them; the mutators check first with the same pt-BR messages.
CREATE UNIQUE INDEX records_unique_spacegaps_space_id ON records (tenant_id, (data->>'space_id'))
  WHERE collection = 'spacegaps' AND NOT deleted;
CREATE UNIQUE INDEX records_unique_reservationsettings_singleton ON records (tenant_id, (data->>'singleton'))
  WHERE collection = 'reservationsettings' AND NOT deleted;

-- No double booking, ever: two live reservations (pendente or confirmada, not deleted) of one space
-- of a tenant never overlap in time. Ranges are half-open, [starts_at, ends_at): 19:00–20:00 and
-- 20:00–21:00 do not overlap. The mutators check the reservations they can see first, for a clear
-- message; this constraint is what holds under any concurrency and any write path, and its
-- violation (SQLSTATE 23P01) becomes the same pt-BR refusal (server/sync/unique-indexes.ts).
-- `=` on uuid and text inside a GiST index needs btree_gist (PGlite: server/db/pglite.ts loads it).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- An index expression must be IMMUTABLE, and text::timestamptz is only STABLE: without an offset the
-- text is read in the session's TimeZone, and special words ('now', 'today') read the clock. The
-- instants stored here always carry their offset and are never such words (the schema refuses them:
-- src/domain/reservations/instants.ts, `2026-12-01T19:00:00.000Z` or `…-03:00`), and ISO 8601 input
-- is read the same under every DateStyle, so for them the cast depends on its argument alone: this
-- wrapper states that, for this use only. Nothing else reaches it: rows are written only through
-- the mutators, which validate that schema first.
CREATE FUNCTION reservation_instant(text) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT $1::timestamptz $$;

-- DEFERRABLE INITIALLY IMMEDIATE: checked at the end of each statement, not row by row, so one
-- statement that cancels a reservation and gives its slot to the waitlist's next (both rows in one
-- INSERT … ON CONFLICT, sql-tx.ts writeRecords) is judged on its result, whatever the rows' order.
ALTER TABLE records ADD CONSTRAINT records_reservations_no_overlap EXCLUDE USING gist (
  tenant_id WITH =,
  (data->>'space_id') WITH =,
  tstzrange(reservation_instant(data->>'starts_at'), reservation_instant(data->>'ends_at'), '[)') WITH &&
) WHERE (collection = 'reservations' AND NOT deleted AND data->>'status' IN ('pendente', 'confirmada'))
  DEFERRABLE INITIALLY IMMEDIATE;

-- Mutators look reservations and waits up by field (a CPF's week, a slot's waitlist, RecordReader.query
-- `data @> {...}`): a GIN index on their data, partial like 005's for the meals.
CREATE INDEX records_data_reservations ON records USING gin (data jsonb_path_ops)
  WHERE collection IN ('reservations', 'reservationwaits');
