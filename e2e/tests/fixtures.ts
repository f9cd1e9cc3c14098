import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Download, Locator, Page } from '@playwright/test';

/** The rules of WCAG 2.1 levels A and AA, the level non-profits and their funders require. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe-core leaves out rules it marks experimental; 'the accessible name contains the visible label' (WCAG 2.5.3)
// is one of them and matters to speech-input users, so it runs as well.
const RULE_OPTIONS = { rules: { 'label-content-name-mismatch': { enabled: true } } };

/**
 * Fails the journey when axe-core finds a WCAG 2.1 A/AA violation on the page as it is now.
 * Journeys call it on every page they visit, once the page shows what they came for (and again when a dialog
 * or menu opens on it). The failure is recorded and the journey goes on, so that one run lists the
 * violations of every page it visits; the journey still fails at its end.
 */
export async function expectAccessible(page: Page, where = ''): Promise<void> {
  // The check brings its own time: it does not eat into the journey's budget.
  base.info().setTimeout(base.info().timeout + 15_000);
  // Fade-ins would be measured half-transparent: check the page once its transitions have finished
  // (a spinner's endless animation never does, so only the ones that end are awaited).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe inside the page itself; the default opens a second page, which journeys waiting
  // for a popup would take for theirs.
  const results = await new AxeBuilder({ page }).options(RULE_OPTIONS).withTags(WCAG_21_AA).setLegacyMode(true).analyze();
  const found = results.violations.flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id} (${rule.impact ?? 'minor'}) at ${node.target.join(' > ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
  const path = new URL(page.url()).pathname;
  expect.soft(found, `WCAG 2.1 A/AA violations on ${path}${where ? ` (${where})` : ''}`).toEqual([]);
}

/** Every journey imports `test` from here, so that checks shared by all journeys have one home. */
export const test = base;
