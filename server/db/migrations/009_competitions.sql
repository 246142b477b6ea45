-- Module competitions (issue 10).
--
-- The public competition snapshot (server/public/competition-snapshot.ts) reads a competition's
-- phases, participants, duels, zone positions and punishments by `competition_id`: one expression
-- index over those collections answers each read with an index scan instead of walking every row of
-- the collection (a federation keeps every past season). Partial, so other collections pay nothing.
CREATE INDEX records_competition ON records (tenant_id, collection, (data->>'competition_id'))
  WHERE collection IN ('phases', 'competitionteams', 'duels', 'classificationzonepositions', 'punishments') AND NOT deleted;

-- An athlete plays for one team per competition (competitionmembers.uniqueTogether): the mutators
-- refuse first with the pt-BR message, this index is the guarantee (server/sync/unique-indexes.ts
-- maps a violation back to that message). Officials (role other than atleta) may serve two teams.
CREATE UNIQUE INDEX records_unique_competitionmembers_competition_id_profile_id
  ON records (tenant_id, (data->>'competition_id'), (data->>'profile_id'))
  WHERE collection = 'competitionmembers' AND NOT deleted AND data->>'role' = 'atleta';
