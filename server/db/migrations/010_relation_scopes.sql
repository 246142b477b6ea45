-- Relation scopes (issue 11; src/domain/resources/relations.ts, server/sync/relation-scope.ts):
-- a referee's pull follows appointments → duels → teams' entries → members → profiles. Each hop
-- looks rows up by a reference field; these expression indexes answer the hops that are not by id
-- (ids use the primary key; competitionteams by competition_id use 009's records_competition), so
-- the cost of a referee's pull follows the size of their matches, not of the tenant. Partial, so
-- other collections pay nothing on write. The expressions are exactly those relation-scope.ts writes.
CREATE INDEX records_rel_competitionteam ON records (tenant_id, collection, (data->>'competitionteam_id'))
  WHERE collection = 'competitionmembers' AND NOT deleted;
CREATE INDEX records_rel_duel ON records (tenant_id, collection, (data->>'duel_id'))
  WHERE collection IN ('refereeappointments', 'duelevents', 'dueladendos') AND NOT deleted;
