import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Every WCAG 2.x A and AA tag (the route gate). */
export const GATE_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe.run options of the route gate: every WCAG 2.x A/AA rule, plus the experimental label-content-name-mismatch. */
export const GATE_AXE_OPTIONS = {
  runOnly: { type: 'tag', values: GATE_AXE_TAGS },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
} as const;

/** Runs axe-core on the page and returns readable violation lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`),
  );
}
