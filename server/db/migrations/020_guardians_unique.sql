-- A person is a dependant's guardian at most once (issue 13: `guardians`, `uniqueTogether` in
-- src/domain/resources/guardians.ts). The mutator checks first, with the same pt-BR message on the
-- device; this index is the guarantee under any concurrency (two admins linking the same parent at
-- once). Named as server/sync/unique-indexes.ts derives it, so a violation maps back to that message.
CREATE UNIQUE INDEX records_unique_guardians_guardian_user_id_dependant_user_id
  ON records (tenant_id, (data->>'guardian_user_id'), (data->>'dependant_user_id'))
  WHERE collection = 'guardians' AND NOT deleted;
