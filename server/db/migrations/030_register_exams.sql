-- A register sits a belt exam once (src/domain/resources/registerexamcandidates.ts `uniqueTogether`):
-- the mutators check first with the same pt-BR message; this index holds under any concurrency (two
-- offices adding the same candidate). Named as server/sync/unique-indexes.ts derives it, so a
-- violation maps back to the declared message.
CREATE UNIQUE INDEX records_unique_registerexamcandidates_exam_id_register_id
  ON records (tenant_id, (data->>'exam_id'), (data->>'register_id'))
  WHERE collection = 'registerexamcandidates' AND NOT deleted;
