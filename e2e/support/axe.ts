/**
 * The accessibility audit the journeys share: axe-core over WCAG 2 A and AA rules, run in the
 * page's own frame (the game has no iframes).
 *
 * axe is injected once per document and then only run: @axe-core/playwright injected its 550 KB
 * source into every frame before each audit, which made an audit about 1.9 s against 0.5 s here
 * (A/B on one route, one run), and the accessibility journey audits over a hundred routes without
 * a page load between them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The violations a screen must not have: axe's serious and critical ones. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  resultTypes: ['violations'],
};

/**
 * Audits the page (or the part `include` selects) and returns each serious or critical violation
 * as one readable line per element: rule, selector and what to fix, ready for `toEqual([])`.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const audit = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        context ?? document,
        options,
      ),
    [include ?? null, RUN_OPTIONS] as const,
  );
  return audit.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}
