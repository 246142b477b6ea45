-- Account and sports history (issue 13, helper ACCOUNT).
--
-- 1. Why a session ended. A password change (POST /auth/password) revokes the user's OTHER sessions
--    with reason 'password_changed', so those devices are told "Sua senha foi alterada em outro
--    aparelho; entre novamente" instead of a bare "sessão expirada" (server/auth/require-session.ts).
--    NULL: a logout (or a reason not recorded). pruneSessions keeps 'password_changed' rows until
--    they expire (at most 30 days), so the notice survives a later login elsewhere.
ALTER TABLE sessions ADD COLUMN revoked_reason text CHECK (revoked_reason IN ('logout', 'password_changed'));

-- 2. The athlete's own sports history replicates by relation (src/domain/resources/relations.ts:
--    viewer → own profile → own competitionmembers rows; own duelevents and the voids that remove
--    them). These hops look rows up by fields that 010/012 do not index; partial, like theirs, so
--    other collections pay nothing on write. The expressions are exactly those relation-scope.ts writes.
CREATE INDEX records_rel_member_profile ON records (tenant_id, collection, (data->>'profile_id'))
  WHERE collection = 'competitionmembers' AND NOT deleted;
CREATE INDEX records_rel_event_person ON records (tenant_id, collection, (data->>'person_id'))
  WHERE collection = 'duelevents' AND NOT deleted;
CREATE INDEX records_rel_event_ref ON records (tenant_id, collection, (data->>'ref_id'))
  WHERE collection = 'duelevents' AND NOT deleted;
