-- Transfer markets (src/domain/resources/markets.ts, transfers.ts, marketcommits.ts).
-- One public record per transfer: the decision checks first (same pt-BR message); the index holds
-- under any concurrency (two reviewers approving at once). Named as server/sync/unique-indexes.ts
-- derives it. Corrections carry no transfer and are not compared.
CREATE UNIQUE INDEX records_unique_marketcommits_transfer_id
  ON records (tenant_id, (data->>'transfer_id'))
  WHERE collection = 'marketcommits' AND NOT deleted AND coalesce(data->>'transfer_id', '') <> '';
-- The managers' relation hops (relations.ts managedRowsBy): transfers by the entity they leave and
-- the one they join, so a manager's pull costs what their entity holds.
CREATE INDEX records_rel_transfers_from ON records (tenant_id, collection, (data->>'from_association_id'))
  WHERE collection = 'transfers' AND NOT deleted;
CREATE INDEX records_rel_transfers_to ON records (tenant_id, collection, (data->>'to_association_id'))
  WHERE collection = 'transfers' AND NOT deleted;
-- The public record is append-only: no code path deletes or tombstones a commit (writes 'named',
-- no delete mutator); this makes it true for any other path too. Anonymisation may still rewrite
-- the athlete's name in place (LGPD), which is an update of a live row.
CREATE FUNCTION records_commits_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.deleted THEN
    RAISE EXCEPTION 'Registros de transferência não podem ser excluídos: uma correção é um novo registro.';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER records_commits_append_only
  BEFORE UPDATE OR DELETE ON records
  FOR EACH ROW WHEN (OLD.collection = 'marketcommits')
  EXECUTE FUNCTION records_commits_append_only();
