// The entity manager's e2e start: gestor@demo.test on /my/associations with the service worker in
// control and the first download done, so what follows may go offline.
import { expect, type Locator, type Page } from '@playwright/test';
import { openSignedIn, waitForServiceWorker } from './session';
import { expectSynced } from './sync-ui';

/** Signs the demo manager in and waits for their replica; returns the link to their (first) entity. */
export async function openManagerArea(page: Page): Promise<Locator> {
  await openSignedIn(page, 'gestor@demo.test', '/my/associations');
  await waitForServiceWorker(page);
  const entityLink = page.getByRole('main').getByRole('link').first();
  await expect(entityLink).toBeVisible({ timeout: 90_000 });
  await expectSynced(page, 90_000);
  return entityLink;
}
