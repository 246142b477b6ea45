// axe-core (WCAG 2.2 AA) on the page as the user sees it, failing on serious and critical findings.
// Transitions and animations are stilled first: a button caught mid-fade between its hover and rest
// colours reads as a blend of the two, a contrast failure the user never sees at rest.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STILL = '*, *::before, *::after { transition: none !important; animation: none !important; }';

export async function expectNoSeriousViolations(page: Page, what = 'página'): Promise<void> {
  // The pointer rests where the test last clicked; axe judges the page at rest, not one hovered button.
  await page.mouse.move(0, 0);
  const style = await page.addStyleTag({ content: STILL });
  try {
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`) }));
    expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
  } finally {
    await style.evaluate((node) => (node as HTMLElement).remove()).catch(() => undefined);
  }
}
