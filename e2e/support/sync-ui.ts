// What the user reads of sync in the header: the indicator, and "everything is on the server".
import { expect, type Page } from '@playwright/test';

export const indicator = (page: Page) => page.getByTestId('sync-indicator');

export async function expectSynced(page: Page, timeout = 30_000): Promise<void> {
  await expect(indicator(page)).toHaveAttribute('data-pending', '0', { timeout });
  await expect(indicator(page)).toContainText('Sincronizado', { timeout });
}
