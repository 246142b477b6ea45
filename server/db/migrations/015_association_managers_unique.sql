-- A person manages an entity at most once (issue 12: `associationmanagers`, written by an approved
-- claim or new entity; `uniqueTogether` in src/domain/resources/associationmanagers.ts). The mutator
-- checks first, with the same pt-BR message on the device; this index is the guarantee under any
-- concurrency (two reviewers approving two claims of the same person at once).
CREATE UNIQUE INDEX records_unique_associationmanagers_association_id_user_id
  ON records (tenant_id, (data->>'association_id'), (data->>'user_id'))
  WHERE collection = 'associationmanagers' AND NOT deleted;
