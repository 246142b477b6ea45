// `/my/associations/users/register/{association_id}`: the manager registers a person of their entity
// with the registry's generic profile form (photo picker included, offline too). The entity and a new
// login id are fixed (hidden); the person starts unverified and the profile's put opens the
// federation's request (src/domain/approvals/entity-registration.ts). After saving: the entity's people.
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { getResource } from '../../domain/resources/index';
import { uuidv7 } from '../../domain/uuid';
import { ResourceForm } from '../../ui/resource/resource-form';

export function RegisterPersonPage() {
  const { association_id: associationId } = useParams({ strict: false }) as { association_id?: string };
  // A fresh login id, as an import gives each person: linked when the person signs up.
  const [userId] = useState(() => uuidv7());
  if (!associationId) return null;
  return (
    <ResourceForm resource={getResource('profiles')} basePath={`/my/associations/users/${associationId}`} record={null}
      nested={{ fixed: { association_id: associationId, user_id: userId }, breadcrumbs: null }} />
  );
}
