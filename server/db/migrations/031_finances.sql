-- Finances' guarantees (src/domain/resources/bills.ts and billingsettings.ts, `unique`): a Pix txid
-- names one bill of a tenant (a bank statement's line is matched to its bill by it), and a tenant
-- holds one billing-settings row. The mutators check first with the same pt-BR messages; these hold
-- under any concurrency. Named as server/sync/unique-indexes.ts derives them.
CREATE UNIQUE INDEX records_unique_bills_txid ON records (tenant_id, (data->>'txid'))
  WHERE collection = 'bills' AND NOT deleted;
CREATE UNIQUE INDEX records_unique_billingsettings_singleton ON records (tenant_id, (data->>'singleton'))
  WHERE collection = 'billingsettings' AND NOT deleted;
