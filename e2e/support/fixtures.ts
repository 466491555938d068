/**
 * The journeys' `test`: every page a test reaches must be checked with axe (`accessible()`), and a test that
 * visits a page without checking it fails at the end, so no page slips through.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

export interface Accessibility {
  /** Runs axe on the page as it is now and fails on any violation. */
  accessible(): Promise<void>;
}

const pathOf = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url);

async function violations(page: Page) {
  return (await axeViolations(page)).map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

export const test = base.extend<{ a11y: Accessibility }>({
  a11y: async ({ page }, use) => {
    const visited = new Set<string>();
    const checked = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(pathOf(frame.url()));
    });
    await use({
      accessible: async () => {
        await page.waitForLoadState('load');
        expect(await violations(page), `axe violations on ${page.url()}`).toEqual([]);
        checked.add(pathOf(page.url()));
      },
    });
    expect([...visited].filter((path) => !checked.has(path)), 'pages visited without an axe check').toEqual([]);
  },
});

export { expect };
