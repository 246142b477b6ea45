// The account area's screens, one chunk (src/routes/account.ts loads it on first use).
export { ExportersPage } from './exporters-page';
export { PasswordPage } from './password-page';
export { ProfilePage } from './profile-page';
export { ReportsPage } from './reports-page';
