-- Relation scopes of an entity's managers (issue 13; src/domain/resources/relations.ts managed*):
-- a manager's pull follows associationmanagers → associations → their profiles and teams → the
-- people's documents and the teams' entries → rosters. These expression indexes answer the hops that
-- are not by id, exactly as relation-scope.ts writes them, so the cost of a manager's pull follows the
-- size of their entity, not of the tenant. Partial, so other collections pay nothing on write.
CREATE INDEX records_rel_association ON records (tenant_id, collection, (data->>'association_id'))
  WHERE collection IN ('profiles', 'teams') AND NOT deleted;
-- The people's documents by user_id: 018_privacy.sql's records_rel_user (userdocuments among its
-- collections) answers that hop.
CREATE INDEX records_rel_team ON records (tenant_id, collection, (data->>'team_id'))
  WHERE collection = 'competitionteams' AND NOT deleted;
