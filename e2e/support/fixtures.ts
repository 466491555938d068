/**
 * The journeys' `test`: every page a test reaches must be checked with axe (`accessible()`), and a test that
 * visits a page without checking it fails at the end, so no page slips through. In a browser without JavaScript
 * axe checks the page's HTML as it was answered (axeViolationsWithoutScript).
 */
import { test as base, expect, type Response } from '@playwright/test';
import { axeViolations, axeViolationsWithoutScript, type Violation } from './axe.ts';

export interface Accessibility {
  /** Runs axe on the page as it is now and fails on any violation. */
  accessible(): Promise<void>;
}

const pathOf = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url);

function summary(found: Violation[]) {
  return found.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

export const test = base.extend<{ a11y: Accessibility }>({
  a11y: async ({ page, browser, javaScriptEnabled }, use) => {
    const visited = new Set<string>();
    const checked = new Set<string>();
    const last: { answer?: Response } = {};
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(pathOf(frame.url()));
    });
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) last.answer = response;
    });
    const violations = async (): Promise<Violation[]> => {
      if (javaScriptEnabled !== false) return axeViolations(page);
      return axeViolationsWithoutScript(browser, page.url(), (await last.answer?.text()) ?? '');
    };
    await use({
      accessible: async () => {
        await page.waitForLoadState('load');
        expect(summary(await violations()), `axe violations on ${page.url()}`).toEqual([]);
        checked.add(pathOf(page.url()));
      },
    });
    expect([...visited].filter((path) => !checked.has(path)), 'pages visited without an axe check').toEqual([]);
  },
});

export { expect };
