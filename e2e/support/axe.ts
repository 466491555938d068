/**
 * axe on a page as it is now: the one way the journeys run it. Legacy mode runs axe.run in the page and its
 * same-origin frames. The default runs axe in each frame and then opens a new blank page and injects axe into it
 * again to gather the results, which made each check cost two to three times as much. Legacy mode leaves out
 * cross-origin frames, which the journeys cannot load anyway (the video embeds; there is no internet here).
 * A sandboxed frame without allow-scripts (the dev mailbox shows mail bodies in one) runs no script, so axe cannot
 * enter it and would wait for it; such frames are left out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';

export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const scriptlessFrames = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** The violations axe finds; `targetSize` adds WCAG 2.2's 24 px tap targets, which axe leaves out unless asked. */
export async function axeViolations(page: Page, options: { targetSize?: boolean } = {}): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).exclude(scriptlessFrames);
  if (options.targetSize) builder.options({ rules: { 'target-size': { enabled: true } } });
  return (await builder.analyze()).violations;
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
