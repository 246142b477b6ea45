// A person's documents and the PAR-Q (spec §2.2, §2.4, §2.10). The document
// types' list, create and edit come from the registry (documenttypes, /documentation/documents).
// The server authorises every write and review; these guards only keep menus and links honest.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const login: RouteAccess = { login: true };
const teamDocs: RouteAccess = { login: true, permissions: ['teamdocuments'], modules: ['competitions'] };
// An entity's documents staff, or its managers for their own entity's people (the userdocuments
// resource's writableVia managedDocuments: the server decides which people that is).
const entityDocs: RouteAccess = { login: true, anyPermission: ['associationdocuments', 'my_associations'] };
// One queue per document flow, each its reviewer's permission (document-queues.ts); a document's
// own page opens to any of them (it decides only with the document's flow's permission).
const reviewDocs: RouteAccess = { login: true, permissions: ['userdocuments'] };
const reviewTeamDocs: RouteAccess = { login: true, permissions: ['teamdocuments'], modules: ['competitions'] };
const reviewEntityDocs: RouteAccess = { login: true, permissions: ['associationdocuments'] };
const reviewAnyDocs: RouteAccess = { login: true, anyPermission: ['userdocuments', 'teamdocuments', 'associationdocuments'] };
const reviewParqs: RouteAccess = { login: true, permissions: ['parqs'] };

const list = () => import('../features/documents/person-documents');
const form = () => import('../features/documents/document-form-pages');
const review = () => import('../features/documents/document-review-pages');
const parq = () => import('../features/documents/parq-pages');

export const documentRoutes: RouteDef[] = [
  { path: '/my/documents', title: msg`Meus documentos`, access: login, page: lazyPage(list, 'MyDocumentsPage') },
  { path: '/my/documents/create', title: msg`Enviar documento`, access: login, page: lazyPage(form, 'MyDocumentCreatePage') },
  { path: '/my/documents/edit/$id', title: msg`Editar documento`, access: login, page: lazyPage(form, 'MyDocumentEditPage') },
  { path: '/my/userdocuments/$id', title: msg`Documentos`, access: login, page: lazyPage(list, 'MyUserDocumentsPage') },
  { path: '/my/userdocuments/$user_id/create', title: msg`Enviar documento`, access: login, page: lazyPage(form, 'MyUserDocumentFormPage') },
  { path: '/my/userdocuments/$user_id/edit/$id', title: msg`Editar documento`, access: login, page: lazyPage(form, 'MyUserDocumentFormPage') },
  { path: '/my/teams/$team_id/userdocuments/user/$id', title: msg`Documentos do integrante`, access: teamDocs, page: lazyPage(list, 'TeamUserDocumentsPage') },
  { path: '/my/teams/$team_id/userdocuments/$user_id/create', title: msg`Enviar documento`, access: teamDocs, page: lazyPage(form, 'MyUserDocumentFormPage') },
  { path: '/my/teams/$team_id/userdocuments/$user_id/edit/$id', title: msg`Editar documento`, access: teamDocs, page: lazyPage(form, 'MyUserDocumentFormPage') },
  { path: '/my/userdocuments/$association_id/user/$id', title: msg`Documentos da pessoa`, access: entityDocs, page: lazyPage(list, 'AssociationUserDocumentsPage') },
  { path: '/my/userdocuments/$association_id/user/$id/create', title: msg`Enviar documento`, access: entityDocs, page: lazyPage(form, 'MyUserDocumentFormPage') },
  { path: '/my/userdocuments/$association_id/user/$id/edit/$doc_id', title: msg`Editar documento`, access: entityDocs, page: lazyPage(form, 'MyUserDocumentFormPage') },
  { path: '/records/userdocuments/$id', title: msg`Documentos`, access: login, page: lazyPage(list, 'RecordsUserDocumentsPage') },
  { path: '/records/userdocuments/$user_id/create', title: msg`Enviar documento`, access: login, page: lazyPage(form, 'RecordsUserDocumentFormPage') },
  { path: '/records/userdocuments/$user_id/edit/$id', title: msg`Editar documento`, access: login, page: lazyPage(form, 'RecordsUserDocumentFormPage') },
  { path: '/records/userdocuments/edit/$id/approve', title: msg`Analisar documento`, access: reviewAnyDocs, page: lazyPage(review, 'DocumentApprovePage') },
  { path: '/records/users/userdocuments_approve', title: msg`Documentos pessoais para aprovar`, access: reviewDocs, page: lazyPage(review, 'DocumentsQueuePage') },
  { path: '/records/users/teamdocuments_approve', title: msg`Documentos de equipes para aprovar`, access: reviewTeamDocs, page: lazyPage(review, 'TeamDocumentsQueuePage') },
  { path: '/records/users/associationdocuments_approve', title: msg`Documentos de entidades para aprovar`, access: reviewEntityDocs, page: lazyPage(review, 'EntityDocumentsQueuePage') },
  { path: '/my/forms/parq', title: msg`Formulário PAR-Q`, access: login, page: lazyPage(parq, 'MyParqPage') },
  { path: '/my/forms/parq/create', title: msg`Responder PAR-Q`, access: login, page: lazyPage(parq, 'MyParqCreatePage') },
  { path: '/my/forms/parq/$user_id/edit/$id', title: msg`Editar PAR-Q`, access: login, page: lazyPage(parq, 'MyParqEditPage') },
  { path: '/parqs', title: msg`PAR-Qs`, access: reviewParqs, page: lazyPage(parq, 'ParqsPage') },
  { path: '/parqs/pending', title: msg`PAR-Qs para aprovar`, access: reviewParqs, page: lazyPage(parq, 'ParqsPendingPage') },
  { path: '/parqs/$user_id/show/$id', title: msg`PAR-Q`, access: reviewParqs, page: lazyPage(parq, 'ParqShowPage') },
];
