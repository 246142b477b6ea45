-- Venues and reservations' guarantees (src/domain/resources/spacegaps.ts and reservationsettings.ts,
-- `unique`): one slot rule per space, one settings row per tenant. Named as
-- server/sync/unique-indexes.ts derives them; the mutators check first with the same pt-BR messages.
CREATE UNIQUE INDEX records_unique_spacegaps_space_id ON records (tenant_id, (data->>'space_id'))
  WHERE collection = 'spacegaps' AND NOT deleted;
CREATE UNIQUE INDEX records_unique_reservationsettings_singleton ON records (tenant_id, (data->>'singleton'))
  WHERE collection = 'reservationsettings' AND NOT deleted;
