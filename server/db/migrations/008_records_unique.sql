-- Fields unique per tenant, as the resource registry declares them (`unique` in
-- src/domain/resources/*.ts): a profile's CPF, an association's CNPJ. One partial unique index per
-- (collection, field) over live rows (tombstones have no data), named records_unique_<collection>_<field>:
-- server/sync/unique-indexes.ts maps a violation back to the field and a pt-BR refusal, and
-- tests/server/data-integrity.test.ts fails when a declaration has no index here.
-- The mutators check first (same message on the device); the index is what makes it true under any
-- concurrency or code path. The expression is the one RecordReader.query asks for a unique field.
CREATE UNIQUE INDEX records_unique_profiles_cpf ON records (tenant_id, (data->>'cpf'))
  WHERE collection = 'profiles' AND NOT deleted;
CREATE UNIQUE INDEX records_unique_associations_cnpj ON records (tenant_id, (data->>'cnpj'))
  WHERE collection = 'associations' AND NOT deleted;
