/** The accessibility audit the journeys share: axe over WCAG 2 A and AA rules. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The violations a screen must not have: axe's serious and critical ones. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Audits the page (or the part `include` selects) and returns each serious or critical violation
 * as one readable line per element: rule, selector and what to fix, ready for `toEqual([])`.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  const audit = await builder.analyze();
  return audit.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}
