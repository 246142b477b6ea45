// The flows that change a person's own profile (spec §4): the owner of a
// profile may not write these fields directly (profiles.ownerFields), only ask; a holder of `users`
// reviews, and the approval writes the profile through profiles.put as the reviewer, which stamps
// it verified and, for an identity change, revokes the cards issued before (identityFields).
import { MutationError, type MutationTx } from '../mutators/types';
import { isGuardianOf } from '../privacy/guardianship';
import { applyThroughPut } from './apply';
import { managesAssociation } from './association-kinds';
import type { ApprovalKind } from './kind';

/**
 * The requester must own the profile, or be a guardian of its owner (a parent asks for their child:
 * guardians.ts): nobody else asks to change someone's photo or name.
 */
async function ownProfile(tx: MutationTx, viewer: { id: string }, subject: Record<string, unknown> | undefined): Promise<void> {
  const owner = subject?.user_id;
  if (typeof owner !== 'string' || (owner !== viewer.id && !(await isGuardianOf(tx, viewer.id, owner)))) {
    throw new MutationError('forbidden', 'Você só pode pedir alterações do seu próprio cadastro.');
  }
}

/**
 * A photo may also be asked for by a manager of the person's entity (spec §2.2
 * `/my/associations/{association_id}/users/image/{id}`, `/my/teams/{team_id}/users/image/{id}`): they
 * photograph their athletes. Only of a verified person: the approval writes the profile as the
 * reviewer, which stamps it verified, so a photo approved for a registration still under review
 * would verify a name and CPF nobody checked (that photo goes with the registration: edit it).
 */
async function ownProfileOrManaged(tx: MutationTx, viewer: { id: string }, subject: Record<string, unknown> | undefined): Promise<void> {
  const entity = subject?.association_id;
  const owner = subject?.user_id;
  const own = typeof owner === 'string' && (owner === viewer.id || (await isGuardianOf(tx, viewer.id, owner)));
  if (own) return;
  if (typeof entity !== 'string' || !(await managesAssociation(tx, viewer.id, entity))) {
    throw new MutationError('forbidden', 'Você só pode pedir a troca de foto do seu cadastro, de um dependente ou de uma pessoa da entidade que você administra.');
  }
  if (subject?.verified !== true) {
    throw new MutationError('invalid', 'O cadastro desta pessoa ainda aguarda a conferência da federação: troque a foto editando o cadastro.');
  }
}

const personKind = (key: string, label: string, fields: readonly string[], queue: string, mayRequest = ownProfile): ApprovalKind => ({
  key, label, permission: 'users', subject: 'profiles', mode: 'update', fields, queue,
  mayRequest,
  apply: applyThroughPut,
});

export const PEOPLE_KINDS: readonly ApprovalKind[] = [
  personKind('profile_picture', 'Foto de perfil', ['photo_url'], '/records/users/profilepictures_approve', ownProfileOrManaged),
  personKind('social_name', 'Nome social', ['social_name'], '/records/users/socialnames_approve'),
  // The fields the ID card and the gate trust (not in the spec's list of routes: ours).
  personKind('identity_change', 'Alteração de dados pessoais', ['name', 'cpf', 'birthdate', 'association_id'], '/records/users/identities_approve'),
];
