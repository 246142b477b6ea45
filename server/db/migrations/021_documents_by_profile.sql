-- A manager's pull reaches their people's documents through the profile each belongs to
-- (src/domain/resources/relations.ts managedDocuments: userdocuments.profile_id = profiles.id; issue
-- 19 item 1), no longer by login id. This expression index answers that hop exactly as
-- relation-scope.ts writes it, so the cost follows the size of the entity. Partial: other
-- collections pay nothing on write.
CREATE INDEX records_rel_profile ON records (tenant_id, collection, (data->>'profile_id'))
  WHERE collection = 'userdocuments' AND NOT deleted;
