// The accessibility check of a shot (`--axe`): axe-core with the WCAG 2.1 A and AA rules on the page as it was shot,
// its serious and critical violations one line each — rule, impact, element — so a run can fail on them and say
// where. The unit suite runs the same rules on the shared components (tests/unit/axe.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  rule: string;
  impact: string;
  /** the element's selector and the start of its markup */
  element: string;
}

/** The serious and critical WCAG 2.1 A/AA violations on the page now. */
export async function checkPage(page: Page): Promise<Violation[]> {
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // the masks a shot lays over dates are taken away before this runs; the screenshot tool's own marks are not the console's
    .exclude('#shot-masks')
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        element: `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 120)}`,
      })),
    );
}

/** The violations of a run by rule, most first: `rule: count`. */
export function byRule(violations: Violation[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { rule } of violations) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
