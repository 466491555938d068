/**
 * The journeys' `test`: every page a test reaches must be checked with axe (`accessible()`), and a test that
 * visits a page without checking it fails at the end, so no page slips through.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface Accessibility {
  /** Runs axe on the page as it is now and fails on any violation. */
  accessible(): Promise<void>;
}

const pathOf = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url);

// A sandboxed frame without allow-scripts (the dev mailbox shows mail bodies in one) runs no script, so axe
// cannot enter it and would wait for it forever; such frames are left out.
const scriptlessFrames = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude(scriptlessFrames).analyze();
  return results.violations.map((v) => ({
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
