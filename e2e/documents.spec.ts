// Documents and PAR-Qs where people see them: the athlete's documents page shows each document's
// review status and expiry (the seeded medical certificate expires within 30 days, the RG is under
// review) and the PAR-Q's state; the admin approves the RG in the queue (/records/users/
// userdocuments_approve, through the approval model); the athlete then sees it approved. axe finds
// no serious violation on either screen.
import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';
import { expectSynced } from './support/sync-ui';
import { BRAZIL_CONTEXT } from './support/env';

// Two sign-ins and first downloads on a loaded machine.
test.describe.configure({ timeout: 300_000 });

const card = (page: Page, type: string) => page.getByTestId('user-document').filter({ has: page.getByRole('heading', { name: type, exact: true }) });

test('the athlete sees status and expiry of his documents; the admin approves one in the queue', async ({ browser }) => {
  const athlete = await (await browser.newContext(BRAZIL_CONTEXT)).newPage();
  await openSignedIn(athlete, 'atleta@demo.test', '/my/documents');
  await expect(card(athlete, 'Atestado médico').getByTestId('expiry-status')).toHaveText(/^Vence em \d+ dias$/, { timeout: 60_000 });
  await expect(card(athlete, 'RG').getByTestId('review-status')).toHaveText('Em análise');
  await expect(athlete.getByTestId('parq-summary').getByTestId('review-status')).toHaveText('Aprovado');
  await expectNoSeriousViolations(athlete, 'documentos da pessoa');

  const admin = await (await browser.newContext(BRAZIL_CONTEXT)).newPage();
  await openSignedIn(admin, 'admin@demo.test', '/records/users/userdocuments_approve');
  const approve = admin.getByRole('button', { name: 'Aprovar RG — Lucas Atleta' });
  await expect(approve).toBeVisible({ timeout: 90_000 });
  await expectNoSeriousViolations(admin, 'fila de documentos');
  await approve.click();
  await expect(approve).toHaveCount(0);
  await expectSynced(admin, 60_000);

  // The athlete's device pulls the decision.
  await athlete.reload();
  await expect(card(athlete, 'RG').getByTestId('review-status')).toHaveText('Aprovado', { timeout: 60_000 });
});
