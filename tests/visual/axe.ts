// axe in the visual tests. The story tests run axe in the light theme (the a11y addon, en and
// zh); the dark theme's colours are checked here, on the pages the dark shots draw.
import axe from 'axe-core';
import { expect } from 'vitest';
import preview from '../../.storybook/preview';

// The same WCAG 2.2 A/AA rules as every story test (.storybook/preview.tsx).
const options = (preview.composed.parameters as { a11y: { options: axe.RunOptions } }).a11y.options;

/** Fails with each violated rule, its help text and the offending elements. */
export async function expectNoAxeViolations() {
  const { violations } = await axe.run(document, options);
  const found = violations.map(
    (v) =>
      `${v.id}: ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`).join('\n  ')}`,
  );
  expect(found).toEqual([]);
}
