/**
 * axe on a page as it is now: the one way the journeys run it. axe-core is evaluated in each frame of the page once
 * per document (a check after a dialog opens reuses it), then axe.run in the main frame checks the page and its
 * same-origin frames and reports its violations only: passing nodes are neither described nor sent back. Together
 * this halves what a check costs the browser, against @axe-core/playwright, which evaluated axe's 560 KB twice per
 * check and described every passing node.
 * A sandboxed frame without allow-scripts (the dev mailbox shows mail bodies in one) runs no script, so axe cannot
 * enter it and would wait for it; such frames are left out. A child frame that has not taken axe within a second (an
 * embed from another origin, which cannot load here) is left to axe, which messages only frames of its own origin.
 * The main frame is always waited for: on a busy machine its evaluation may take longer than a second, and axe.run
 * sent before it would find no axe.
 */
import axe from 'axe-core';
import type { Browser, Frame, Page } from '@playwright/test';

export type Violation = axe.Result;

const scriptlessFrames = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

const hasAxe = "typeof window.axe !== 'undefined'";
const axeScript = `${axe.source}
;window.axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** A child frame axe leaves out: sandboxed without scripts, or gone since the page listed its frames. */
async function leftOut(frame: Frame): Promise<boolean> {
  try {
    const element = await frame.frameElement();
    return await element.evaluate((el, selector) => (el as Element).matches(selector), scriptlessFrames);
  } catch {
    return true;
  }
}

async function injectInto(frame: Frame): Promise<void> {
  if (!frame.parentFrame()) {
    if (!(await frame.evaluate(hasAxe))) await frame.evaluate(axeScript);
    return;
  }
  if (await leftOut(frame)) return;
  const injected = frame.evaluate(hasAxe).then((has) => has || frame.evaluate(axeScript)).catch(() => undefined);
  await Promise.race([injected, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

/** The violations axe finds; `targetSize` adds WCAG 2.2's 24 px tap targets, which axe leaves out unless asked. */
export async function axeViolations(page: Page, options: { targetSize?: boolean } = {}): Promise<Violation[]> {
  for (const frame of page.frames()) await injectInto(frame);
  const runOptions: axe.RunOptions = { resultTypes: ['violations'], ...(options.targetSize ? { rules: { 'target-size': { enabled: true } } } : {}) };
  return page.evaluate(
    async ({ exclude, runOptions }) => (await (window as unknown as { axe: typeof axe }).axe.run({ exclude: [exclude] }, runOptions)).violations,
    { exclude: scriptlessFrames, runOptions },
  );
}

/**
 * axe on what a browser without JavaScript shows of a page: axe itself is a script, so it runs on the page's HTML as
 * it was answered, in a page of a browser with script, with the <noscript> content shown and the scripts left out.
 */
export async function axeViolationsWithoutScript(browser: Browser, url: string, html: string): Promise<Violation[]> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    const withoutScript = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<noscript>/gi, '<div>')
      .replace(/<\/noscript>/gi, '</div>')
      .replace(/<head>/i, `<head><base href="${new URL('/', url).href}">`);
    await page.setContent(withoutScript, { waitUntil: 'load' });
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}
