// Main menu (spec §2.11): groups of links by area, each with its feature identifier, the
// permission and module that guard it (spec §6) and the route it opens (spec §2.2–2.10).
// Entries without `path` name a feature the spec lists in the menu but gives no screen for.
// This file is data; menu-access.ts filters it and layout/main-menu.tsx renders it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Module, Permission } from '../domain/access';

export interface MenuEntry {
  feature: string;
  title: MessageDescriptor;
  path?: string;
  permission?: Permission;
  module?: Module;
  /** Overrides the group's login rule (public pages open to visitors). */
  login?: boolean;
  adminOnly?: boolean;
}

export interface MenuGroup {
  id: string;
  title: MessageDescriptor;
  /** Entries need a signed-in user unless they say otherwise. */
  login: boolean;
  entries: MenuEntry[];
}

export const MAIN_MENU: readonly MenuGroup[] = [
  { id: 'my', title: msg`Minha conta`, login: true, entries: [
    { feature: 'my.profile', title: msg`Perfil`, path: '/my/profile' },
    { feature: 'my.scholarships', title: msg`Bolsas`, path: '/my/sponsorshipapplications', module: 'sponsorships' },
    { feature: 'my.projects', title: msg`Projetos`, path: '/my/incentiveapplications', module: 'incentives' },
    { feature: 'my.data', title: msg`Meus dados`, path: '/my/data' },
    { feature: 'my.id-card', title: msg`Carteirinha digital`, path: '/my/id' },
    { feature: 'my.sports-history', title: msg`Histórico esportivo`, path: '/my/reports' },
    { feature: 'my.privacy', title: msg`Privacidade`, path: '/my/privacy' },
    { feature: 'my.photo', title: msg`Foto`, path: '/my/image' },
    { feature: 'my.documents', title: msg`Documentos`, path: '/my/documents' },
    { feature: 'my.parq', title: msg`Formulário PAR-Q`, path: '/my/forms/parq' },
    { feature: 'my.password', title: msg`Senha`, path: '/my/password' },
    { feature: 'my.classes', title: msg`Turmas que leciono`, path: '/my/students', permission: 'my_classes', module: 'schools' },
    { feature: 'my.events', title: msg`Meus eventos`, permission: 'my_events' },
    { feature: 'my.entities', title: msg`Minhas entidades`, path: '/my/associations', permission: 'my_associations' },
    { feature: 'my.teams', title: msg`Minhas equipes`, path: '/my/teams', permission: 'my_teams', module: 'competitions' },
    { feature: 'my.enrolments', title: msg`Matrículas`, permission: 'my_students', module: 'schools' },
    { feature: 'my.borrowed-items', title: msg`Itens emprestados`, permission: 'my_properties', module: 'properties' },
    { feature: 'my.referee-scales', title: msg`Escalas de arbitragem`, path: '/my/referees/scales', permission: 'my_referees' },
    { feature: 'my.reservations', title: msg`Reservas`, path: '/my/reservations', permission: 'my_reservations', module: 'reservations' },
    { feature: 'my.dependants', title: msg`Dependentes`, path: '/my/dependants', permission: 'my_users' },
    { feature: 'my.reports', title: msg`Relatórios`, path: '/my/reports' },
    { feature: 'my.exports', title: msg`Exportações`, path: '/my/exporters' },
    { feature: 'my.bills', title: msg`Faturas pessoais`, path: '/my/personalfinances/bills', module: 'bills' },
    { feature: 'my.register-exams', title: msg`Exames que examino`, path: '/my/registers/exams', module: 'registers' },
    { feature: 'my.graduation-certificates', title: msg`Certificados de graduação`, path: '/my/registers/certificates', module: 'registers' },
    { feature: 'my.membership-requests', title: msg`Solicitações de filiação`, path: '/my/registers/membershiprequests', module: 'registers' },
    { feature: 'my.transfers', title: msg`Minhas transferências`, path: '/my/markets/transfers', module: 'markets' },
  ] },
  { id: 'public', title: msg`Acesso público`, login: false, entries: [
    { feature: 'public.competitions', title: msg`Competições públicas`, path: '/public/open/competitions', module: 'competitions' },
    { feature: 'public.markets', title: msg`Registro de transferências`, path: '/public/open/markets', module: 'markets' },
    { feature: 'public.classes', title: msg`Turmas`, path: '/public/open/schools', module: 'schools' },
    { feature: 'public.scholarships', title: msg`Bolsas`, path: '/public/open/sponsorships', module: 'sponsorships' },
    { feature: 'public.incentives', title: msg`Incentivos`, path: '/public/open/incentives', module: 'incentives' },
    { feature: 'public.document-models', title: msg`Modelos de documentos`, path: '/public/documents', login: true },
    { feature: 'public.people-search', title: msg`Busca de pessoas`, path: '/public/users', login: true },
    { feature: 'public.entity-search', title: msg`Busca de entidades`, path: '/public/associations', login: true },
    { feature: 'public.space-reservations', title: msg`Reserva de espaços`, path: '/public/open/reservations', module: 'reservations' },
    { feature: 'public.membership-request', title: msg`Solicitação de filiação individual`, path: '/public/open/registers/requests/create', module: 'registers' },
  ] },
  { id: 'records', title: msg`Cadastros`, login: true, entries: [
    { feature: 'records.people', title: msg`Pessoas`, path: '/records/users', permission: 'users' },
    { feature: 'records.entities', title: msg`Entidades`, path: '/records/associations', permission: 'associations' },
  ] },
  { id: 'approval', title: msg`Documentação e aprovação`, login: true, entries: [
    { feature: 'approval.document-types', title: msg`Tipos de documentos aceitos`, path: '/documentation/documents', permission: 'documents' },
    { feature: 'approval.profile-pictures', title: msg`Aprovar fotos de perfil`, path: '/records/users/profilepictures_approve', permission: 'users' },
    // Not in the spec's menu (§2.11) but queues of people (§2.4 lists socialnames_approve under users):
    // an entry each, so their pending count shows like every queue's (menu.test.ts).
    { feature: 'approval.social-names', title: msg`Aprovar nomes sociais`, path: '/records/users/socialnames_approve', permission: 'users' },
    { feature: 'approval.identities', title: msg`Alterações de dados pessoais`, path: '/records/users/identities_approve', permission: 'users' },
    { feature: 'approval.deletions', title: msg`Pedidos de exclusão de dados`, path: '/records/users/deletions_approve', permission: 'users' },
    { feature: 'approval.entity-shields', title: msg`Escudos de entidades`, path: '/records/associations/shields_approve', permission: 'associations' },
    { feature: 'approval.personal-documents', title: msg`Documentos pessoais`, path: '/records/users/userdocuments_approve', permission: 'userdocuments' },
    { feature: 'approval.team-documents', title: msg`Documentos de equipes`, path: '/records/users/teamdocuments_approve', permission: 'teamdocuments', module: 'competitions' },
    { feature: 'approval.entity-documents', title: msg`Documentos de entidades`, path: '/records/users/associationdocuments_approve', permission: 'associationdocuments' },
    { feature: 'approval.new-entities', title: msg`Novas entidades`, path: '/records/associations/approve', permission: 'associations' },
    { feature: 'approval.new-managers', title: msg`Novos gestores`, path: '/records/associations/claims_approve', permission: 'associations' },
    { feature: 'approval.parq', title: msg`PAR-Q`, path: '/parqs/pending', permission: 'parqs' },
  ] },
  { id: 'competitions', title: msg`Competições`, login: true, entries: [
    { feature: 'competitions.championships', title: msg`Campeonatos`, path: '/competitions/competitions', permission: 'competitions', module: 'competitions' },
    { feature: 'competitions.open-games', title: msg`Jogos abertos`, path: '/competitions/olympics', permission: 'olympics', module: 'competitions' },
    { feature: 'competitions.open-games-groupings', title: msg`Agrupamentos de jogos abertos`, path: '/competitions/olympicsevents', permission: 'olympics', module: 'competitions' },
    { feature: 'competitions.match-security', title: msg`Segurança das partidas`, path: '/competitions/competitions/security', permission: 'duelssecurities', module: 'competitions' },
    { feature: 'competitions.match-documents', title: msg`Documentos das partidas`, path: '/competitions/competitions/documents', permission: 'documents', module: 'competitions' },
    { feature: 'competitions.series', title: msg`Séries históricas`, path: '/competitions/competitionsseries', permission: 'competitionsseries', module: 'competitions' },
    { feature: 'competitions.stages', title: msg`Etapas`, path: '/competitions/competitionsstages', permission: 'competitionsstages', module: 'competitions' },
    { feature: 'competitions.classification-zones', title: msg`Zonas de classificação`, path: '/competitions/classificationzones', permission: 'regulations', module: 'competitions' },
    { feature: 'competitions.regulations', title: msg`Critérios e pontuação`, path: '/competitions/regulations', permission: 'regulations', module: 'competitions' },
    { feature: 'competitions.punishments', title: msg`Punições disciplinares`, path: '/competitions/punishments', permission: 'punishments', module: 'competitions' },
    { feature: 'competitions.categories', title: msg`Categorias de competição`, path: '/competitions/competitionscategories', permission: 'competitionscategories', module: 'competitions' },
    { feature: 'competitions.trophies', title: msg`Troféus extras`, permission: 'trophies', module: 'competitions' },
    { feature: 'competitions.rankings', title: msg`Rankings`, path: '/rankings', permission: 'rankings', module: 'competitions' },
    { feature: 'competitions.markets', title: msg`Mercado de atletas`, path: '/competitions/markets', permission: 'markets', module: 'markets' },
  ] },
  { id: 'refereeing', title: msg`Arbitragem`, login: true, entries: [
    { feature: 'referees.list', title: msg`Árbitros`, path: '/referees/referees', permission: 'referees', module: 'competitions' },
    { feature: 'referees.scale', title: msg`Escala`, path: '/referees/referees/all', permission: 'refereeschedules', module: 'competitions' },
    { feature: 'referees.categories', title: msg`Categorias`, path: '/referees/categories', permission: 'referees', module: 'competitions' },
    { feature: 'referees.roles', title: msg`Funções`, path: '/referees/roles', permission: 'referees', module: 'competitions' },
  ] },
  { id: 'registers', title: msg`Registros`, login: true, entries: [
    { feature: 'registers.types', title: msg`Tipos de registro`, path: '/registers/registertypes', permission: 'registertypes', module: 'registers' },
    { feature: 'registers.registers', title: msg`Registros`, path: '/registers/registers', permission: 'registertypes', module: 'registers' },
    { feature: 'registers.requests', title: msg`Solicitações de registro`, path: '/registers/registerrequests', permission: 'registertypes', module: 'registers' },
    { feature: 'registers.contracts', title: msg`Contratos`, path: '/registers/registercontracts', permission: 'registertypes', module: 'registers' },
    { feature: 'registers.memberships', title: msg`Filiações`, path: '/registers/registermemberships', permission: 'registertypes', module: 'registers' },
    { feature: 'registers.membership-requests', title: msg`Solicitações de filiação`, path: '/registers/registermembershiprequests', permission: 'registertypes', module: 'registers' },
    { feature: 'registers.exams', title: msg`Exames de graduação`, path: '/registers/registerexams', permission: 'registertypes', module: 'registers' },
    { feature: 'registers.membership-plans', title: msg`Planos de filiação`, path: '/registers/registermembershipplans', permission: 'registertypes', module: 'registers' },
  ] },
  { id: 'billing', title: msg`Faturamento`, login: true, entries: [
    { feature: 'billing.debts', title: msg`Débitos`, path: '/finances/debts', permission: 'debts', module: 'bills' },
    { feature: 'billing.recurrences', title: msg`Débitos recorrentes`, path: '/finances/recurrences', permission: 'recurrences', module: 'bills' },
    { feature: 'billing.bills', title: msg`Faturas`, path: '/finances/bills', permission: 'bills', module: 'bills' },
  ] },
  { id: 'logistics', title: msg`Logística`, login: true, entries: [
    { feature: 'logistics.meals', title: msg`Refeições`, path: '/meals', permission: 'meals', module: 'meals' },
  ] },
  { id: 'programs', title: msg`Programas de apoio`, login: true, entries: [
    { feature: 'programs.scholarships', title: msg`Bolsas`, path: '/programs/sponsorships', permission: 'sponsorships', module: 'sponsorships' },
    { feature: 'programs.incentives', title: msg`Incentivos`, path: '/programs/incentives', permission: 'incentives', module: 'incentives' },
  ] },
  { id: 'education', title: msg`Educação`, login: true, entries: [
    { feature: 'education.classes', title: msg`Turmas`, path: '/schools/schools', permission: 'schools', module: 'schools' },
    { feature: 'education.class-types', title: msg`Tipos de turma`, path: '/schools/schoolsareas', permission: 'schoolsareas', module: 'schools' },
    { feature: 'education.class-projects', title: msg`Projetos de turma`, path: '/schools/schoolsprojects', permission: 'schoolsprojects', module: 'schools' },
    { feature: 'education.occurrences', title: msg`Ocorrências educacionais`, path: '/schools/educationaloccurrences', permission: 'educationaloccurrences', module: 'schools' },
    { feature: 'education.sports-occurrences', title: msg`Ocorrências esportivas`, permission: 'educationaloccurrences', module: 'schools' },
  ] },
  { id: 'portal', title: msg`Portal`, login: true, entries: [
    { feature: 'portal.posts', title: msg`Notícias`, path: '/publish/posts', permission: 'posts' },
    { feature: 'portal.pages', title: msg`Páginas`, path: '/publish/pages', permission: 'pages' },
    { feature: 'portal.slides', title: msg`Slides`, path: '/publish/slides', permission: 'slides' },
    { feature: 'portal.shortcuts', title: msg`Atalhos`, path: '/publish/hooks', permission: 'hooks' },
    { feature: 'portal.menus', title: msg`Menus do portal`, path: '/publish/menus', permission: 'menus' },
    { feature: 'portal.service-groups', title: msg`Grupos de serviços`, path: '/publish/servicegroups', permission: 'menus' },
    { feature: 'portal.events', title: msg`Eventos`, path: '/events', permission: 'events' },
    { feature: 'portal.ad-spots', title: msg`Espaços publicitários`, path: '/publish/spots', permission: 'spots' },
    { feature: 'portal.ads', title: msg`Anúncios`, path: '/publish/extras', permission: 'extras' },
    { feature: 'portal.councils', title: msg`Conselhos`, path: '/publish/councils', permission: 'councils' },
    { feature: 'portal.download-areas', title: msg`Áreas de download`, path: '/publish/downloadsareas', permission: 'downloads' },
    { feature: 'portal.downloads', title: msg`Downloads`, path: '/publish/downloads', permission: 'downloads' },
  ] },
  { id: 'structure', title: msg`Estrutura`, login: true, entries: [
    { feature: 'structure.venues', title: msg`Locais`, path: '/locations/venues', permission: 'venues' },
    { feature: 'structure.venue-types', title: msg`Tipos de local`, path: '/locations/venuestypes', permission: 'venues' },
    { feature: 'structure.reservations', title: msg`Controle de reservas`, path: '/locations/reservations', permission: 'reservations', module: 'reservations' },
    { feature: 'structure.reservation-blocks', title: msg`Bloqueios de reserva`, path: '/locations/reservationblocks', permission: 'reservationblocks', module: 'reservations' },
    { feature: 'structure.storage', title: msg`Almoxarifado`, permission: 'properties', module: 'properties' },
  ] },
  { id: 'location', title: msg`Localização`, login: true, entries: [
    { feature: 'location.countries', title: msg`Países`, path: '/locations/countries', permission: 'regions' },
    { feature: 'location.states', title: msg`Estados`, path: '/locations/states', permission: 'regions' },
    { feature: 'location.cities', title: msg`Cidades`, path: '/locations/cities', permission: 'regions' },
    { feature: 'location.districts', title: msg`Bairros`, path: '/locations/districts', permission: 'regions' },
    { feature: 'location.streets', title: msg`Logradouros`, path: '/locations/streets', permission: 'regions' },
    { feature: 'location.national-regions', title: msg`Regiões nacionais`, path: '/locations/countryregions', permission: 'regions' },
    { feature: 'location.state-regions', title: msg`Regiões estaduais`, path: '/locations/stateregions', permission: 'regions' },
    { feature: 'location.municipal-regions', title: msg`Regiões municipais`, path: '/locations/cityregions', permission: 'regions' },
  ] },
  { id: 'reports', title: msg`Relatórios gerais`, login: true, entries: [
    { feature: 'reports.indicators', title: msg`Indicadores`, path: '/reports/indicators_report', permission: 'reports' },
    { feature: 'reports.classes', title: msg`Turmas`, path: '/reports/schools_report', permission: 'reports', module: 'schools' },
    { feature: 'reports.usage', title: msg`Relatório de uso`, path: '/reports/usage_report', permission: 'usage_report' },
  ] },
  { id: 'activity', title: msg`Resumo de atividades`, login: true, entries: [
    { feature: 'activity.invoices', title: msg`Notas fiscais`, path: '/invoices', permission: 'invoices' },
    { feature: 'activity.clippings', title: msg`Clipagem de notícias`, path: '/clippings', permission: 'clippings' },
    { feature: 'activity.icms', title: msg`Dossiês do ICMS esportivo`, path: '/icms', permission: 'icms', module: 'icms' },
  ] },
  { id: 'admin', title: msg`Ferramentas de administração`, login: true, entries: [
    { feature: 'admin.notices', title: msg`Avisos internos`, path: '/admin/releases', permission: 'releases' },
    { feature: 'admin.sport-areas', title: msg`Áreas esportivas`, path: '/admin/areas', permission: 'sports' },
    { feature: 'admin.sports', title: msg`Esportes`, path: '/admin/sports', permission: 'sports' },
    { feature: 'admin.disabilities', title: msg`Deficiências`, path: '/admin/deficiencies', permission: 'settings' },
    { feature: 'admin.entity-categories', title: msg`Categorias de entidades`, path: '/admin/associationstypes', permission: 'associations' },
    { feature: 'admin.credential-types', title: msg`Tipos de credencial`, path: '/admin/crews', permission: 'crews' },
    { feature: 'admin.administrators', title: msg`Administradores`, path: '/admin/admins', permission: 'admins', adminOnly: true },
    { feature: 'admin.access-profiles', title: msg`Perfis de acesso`, path: '/admin/roles', permission: 'roles' },
    { feature: 'admin.permissions', title: msg`Definições de permissões`, path: '/admin/permissions', permission: 'permissions' },
    { feature: 'admin.logs', title: msg`Histórico de alterações`, path: '/admin/logs', permission: 'logs' },
    { feature: 'admin.operations', title: msg`Operações`, path: '/admin/dev/v', permission: 'operations' },
    { feature: 'admin.connections', title: msg`Conexões externas`, path: '/admin/connections', permission: 'connections' },
    { feature: 'admin.imports', title: msg`Importação de dados`, path: '/admin/imports', permission: 'migrations' },
    { feature: 'admin.seed', title: msg`Carga de dados padrão`, path: '/admin/dev/seed', permission: 'seed' },
    { feature: 'admin.jobs', title: msg`Tarefas em segundo plano`, path: '/admin/dev/jobs', permission: 'jobs' },
    { feature: 'admin.settings', title: msg`Configurações`, path: '/admin/settings', permission: 'settings' },
    { feature: 'admin.colors', title: msg`Cores`, path: '/admin/portal/colors', permission: 'settings' },
    { feature: 'admin.whatsapp', title: msg`Teste de WhatsApp`, path: '/admin/dev/wpp', permission: 'whatsapp' },
  ] },
];
