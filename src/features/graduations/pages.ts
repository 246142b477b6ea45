// The graduations pages, one lazy chunk (routes/graduations.ts).
export { EligibilityPage } from './eligibility-page';
export { GradePage } from './grade-page';
export { MyExamsPage } from './my-exams-page';
export { CertificatesPage } from './certificates-page';
export { CertificateVerifyPage } from './verify-page';
