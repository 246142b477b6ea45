// A gate phone in the scanner journeys (meals, reservations): its own context (storage, service
// worker) on the fake-camera browser, camera allowed, and every scan result logged as it mounts.
// A result is on screen for about a second: a MutationObserver in the page keeps a log, so no
// assertion races the timer. The script runs again after every reload.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BRAZIL_CONTEXT, origin } from './env';

export interface SeenResult {
  tone: string;
  text: string;
}

export async function newGateDevice(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT, permissions: ['camera'] });
  await context.addInitScript(() => {
    const log: { tone: string; text: string }[] = [];
    (window as unknown as { __scanResults: typeof log }).__scanResults = log;
    let last: Element | null = null;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="scan-result"]');
      if (el && el !== last) log.push({ tone: (el as HTMLElement).dataset.tone ?? '', text: el.textContent ?? '' });
      last = el;
    }).observe(document, { childList: true, subtree: true });
  });
  return context;
}

/** Every scan result the page has shown, oldest first. */
export const scanResults = (page: Page): Promise<SeenResult[]> =>
  page.evaluate(() => (window as unknown as { __scanResults: SeenResult[] }).__scanResults);
