// The flows of entities (spec §4: `/records/associations/approve`, `shields_approve`,
// `claims_approve`), reviewed by holders of `associations`. A person who registers an entity or
// claims one becomes its manager on approval: a row of `associationmanagers` (the link "who manages
// which entity" that the manager screens and relation scopes read), id = the request's id, so
// applying the same approval twice can only write the same row.
import * as v from 'valibot';
import { MutationError, type MutationContext, type MutationTx } from '../mutators/types';
import { optionalText } from '../resources/schema-kit';
import { applyThroughPut } from './apply';
import type { ApprovalRow } from './approval-row';
import type { ApprovalKind } from './kind';

export async function managesAssociation(tx: MutationTx, userId: string, associationId: string): Promise<boolean> {
  return (await tx.query('associationmanagers', '[association_id+user_id]', [associationId, userId])).length > 0;
}

async function makeManager(tx: MutationTx, ctx: MutationContext, request: ApprovalRow, associationId: string): Promise<void> {
  if (await managesAssociation(tx, request.requested_by, associationId)) return;
  await tx.put('associationmanagers', { id: request.id, association_id: associationId, user_id: request.requested_by, since: ctx.now });
}

/** A registered entity starts active (approved by the federation); its sports may come later. */
const NEW_ENTITY_DEFAULTS = { active: true, sport_ids: [] as string[] };

export const ASSOCIATION_KINDS: readonly ApprovalKind[] = [
  {
    key: 'association_new', label: 'Nova entidade', permission: 'associations', subject: 'associations', mode: 'create',
    fields: ['name', 'short_name', 'cnpj', 'associationstype_id', 'city_id', 'sport_ids', 'email', 'phone'],
    defaults: NEW_ENTITY_DEFAULTS,
    queue: '/records/associations/approve',
    // Anyone signed in may register their entity, unless the tenant closed it; the federation decides.
    async mayRequest(_tx, viewer) {
      if (viewer.registersAssociations === false) throw new MutationError('forbidden', 'O cadastro de novas entidades está fechado nesta federação.');
    },
    async apply(tx, ctx, request) {
      await applyThroughPut(tx, ctx, { ...request, proposed: { ...NEW_ENTITY_DEFAULTS, ...request.proposed } });
      await makeManager(tx, ctx, request, String(request.proposed.id));
    },
  },
  {
    key: 'association_shield', label: 'Escudo de entidade', permission: 'associations', subject: 'associations', mode: 'update',
    fields: ['shield_url'],
    queue: '/records/associations/shields_approve',
    async mayRequest(tx, viewer, subject) {
      if (!subject || !(await managesAssociation(tx, viewer.id, subject.id))) {
        throw new MutationError('forbidden', 'Somente quem gerencia a entidade pode pedir a troca do escudo.');
      }
    },
    apply: applyThroughPut,
  },
  {
    key: 'association_claim', label: 'Gestão de entidade', permission: 'associations', subject: 'associations', mode: 'update',
    fields: ['note'],
    // Not a field of the entity: why the person should manage it ("sou o presidente do clube").
    proposedSchema: v.object({ note: optionalText('a justificativa', 500) }, 'Informe a justificativa.'),
    queue: '/records/associations/claims_approve',
    async mayRequest(tx, viewer, subject) {
      if (subject && (await managesAssociation(tx, viewer.id, subject.id))) {
        throw new MutationError('invalid', 'Você já é gestor(a) desta entidade.');
      }
    },
    async apply(tx, ctx, request) {
      if (!request.subject_id || !(await tx.get('associations', request.subject_id))) throw new MutationError('not_found', 'A entidade desta solicitação não existe mais.');
      await makeManager(tx, ctx, request, request.subject_id);
    },
  },
];
