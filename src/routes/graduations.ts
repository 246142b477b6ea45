// Graduations beyond the registry's generic screens (spec §2.10): a register type's eligibility list,
// the examiner's grading sheet (offline), the examiner's exams, the person's certificates and the
// offline check of a certificate. The grading sheet and the examiner's list need no permission: the
// server decides who marks (the exam's examiners), and the replica holds only their exams.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const feature = () => import('../features/graduations/pages');
const registers = { login: true, modules: ['registers'] } as const;

export const graduationRoutes: RouteDef[] = [
  {
    path: '/registers/registertypes/$parent_id/eligibility', title: msg`Aptidão para graduação`,
    access: { login: true, permissions: ['registertypes'], modules: ['registers'] }, page: lazyPage(feature, 'EligibilityPage'),
  },
  { path: '/registers/registerexams/$id/grade', title: msg`Lançar resultados do exame`, access: registers, page: lazyPage(feature, 'GradePage') },
  { path: '/my/registers/exams', title: msg`Exames que examino`, access: registers, page: lazyPage(feature, 'MyExamsPage') },
  { path: '/my/registers/certificates', title: msg`Certificados de graduação`, access: registers, page: lazyPage(feature, 'CertificatesPage') },
  { path: '/registers/certificates/verify', title: msg`Conferir certificado de graduação`, access: registers, page: lazyPage(feature, 'CertificateVerifyPage') },
];
