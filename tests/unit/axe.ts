// axe-core on what a unit test rendered (jsdom): the WCAG 2.1 A and AA rules, as the screenshot tool runs them in
// the browser (scripts/screenshots/axe.ts). Colour contrast is left to the browser: jsdom lays nothing out and
// computes no colours. A test gets the violations listed by rule, impact and element, so a failure says what to fix.
import axe from 'axe-core';
import { expect } from 'vitest';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations in `root` (every impact with `all`), one line each: rule, impact, element. */
export async function axeViolations(root: Element = document.body, { all = false } = {}): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // jsdom computes no layout or colours; `region` is about a whole page's landmarks, not a component
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => all || violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.html.slice(0, 160)}`));
}

/** Fails with the list when `root` has a serious or critical WCAG 2.1 A/AA violation. */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  expect(await axeViolations(root)).toEqual([]);
}
