-- The registers' guarantees (src/domain/resources/registers.ts and registergraduations.ts,
-- `uniqueTogether`): a register number once per register type, a person once per register type, a
-- graduation rank once per register type. The mutators check first with the same pt-BR messages;
-- these indexes hold under any concurrency (two offices numbering at once). Named as
-- server/sync/unique-indexes.ts derives them, so a violation maps back to the declared message. An
-- entry without a number (not yet assigned) is not compared.
CREATE UNIQUE INDEX records_unique_registers_registertype_id_number
  ON records (tenant_id, (data->>'registertype_id'), (data->>'number'))
  WHERE collection = 'registers' AND NOT deleted AND coalesce(data->>'number', '') <> '';
CREATE UNIQUE INDEX records_unique_registers_registertype_id_profile_id
  ON records (tenant_id, (data->>'registertype_id'), (data->>'profile_id'))
  WHERE collection = 'registers' AND NOT deleted;
CREATE UNIQUE INDEX records_unique_registergraduations_registertype_id_rank
  ON records (tenant_id, (data->>'registertype_id'), (data->>'rank'))
  WHERE collection = 'registergraduations' AND NOT deleted;
