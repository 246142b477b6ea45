-- Relation scopes added with the súmula's match mode (issue 11; src/domain/resources/relations.ts):
-- a referee's pull reaches the appointed duels' lineups by duel_id, and the ID-card revocations of
-- the appointed teams' people by user_id. Partial, like 010's, so other collections pay nothing on
-- write; the expressions are exactly those server/sync/relation-scope.ts writes.
CREATE INDEX records_rel_lineup_duel ON records (tenant_id, collection, (data->>'duel_id'))
  WHERE collection = 'duellineups' AND NOT deleted;
CREATE INDEX records_rel_revocation_user ON records (tenant_id, collection, (data->>'user_id'))
  WHERE collection = 'cardrevocations' AND NOT deleted;
