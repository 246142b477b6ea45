// The approval queues (spec §4) and the person's own requests. The identity-change
// queue has no route in the spec: ours is /records/users/identities_approve, beside its siblings.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const queues = () => import('../features/approvals/queues');
const users: RouteAccess = { login: true, permissions: ['users'] };
const associations: RouteAccess = { login: true, permissions: ['associations'] };

export const approvalRoutes: RouteDef[] = [
  { path: '/records/users/profilepictures_approve', title: msg`Aprovar fotos de perfil`, access: users, page: lazyPage(queues, 'ProfilePicturesQueuePage') },
  { path: '/records/users/socialnames_approve', title: msg`Aprovar nomes sociais`, access: users, page: lazyPage(queues, 'SocialNamesQueuePage') },
  { path: '/records/users/identities_approve', title: msg`Aprovar alterações de dados pessoais`, access: users, page: lazyPage(queues, 'IdentitiesQueuePage') },
  { path: '/records/associations/approve', title: msg`Aprovar novas entidades`, access: associations, page: lazyPage(queues, 'NewAssociationsQueuePage') },
  { path: '/records/associations/shields_approve', title: msg`Aprovar escudos de entidades`, access: associations, page: lazyPage(queues, 'ShieldsQueuePage') },
  { path: '/records/associations/claims_approve', title: msg`Aprovar novos gestores`, access: associations, page: lazyPage(queues, 'ClaimsQueuePage') },
  { path: '/records/associations/claims_approve/$association_id/show/$id', title: msg`Pedido de gestão de entidade`, access: associations, page: lazyPage(queues, 'ClaimShowPage') },
  { path: '/my/image', title: msg`Foto`, access: { login: true }, page: lazyPage(() => import('../features/approvals/my-photo-page'), 'MyPhotoPage') },
  { path: '/my/data', title: msg`Meus dados`, access: { login: true }, page: lazyPage(() => import('../features/approvals/my-data-page'), 'MyDataPage') },
];
