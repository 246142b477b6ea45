-- The registers area's relation hops (src/domain/resources/relations.ts managedRows): an entity's
-- managers replicate its people's registers, contracts and memberships, and the register requests
-- filed through the entity (approvals.association_id). Each hop looks rows up by association_id;
-- this expression index answers it exactly as server/sync/relation-scope.ts writes it, so a
-- manager's pull costs the size of their entity, not of the tenant. Partial: other collections pay
-- nothing on write.
CREATE INDEX records_rel_association_registers ON records (tenant_id, collection, (data->>'association_id'))
  WHERE collection IN ('registers', 'registermemberships', 'registercontracts', 'approvals') AND NOT deleted;
