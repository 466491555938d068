/**
 * axe on a page as it is now: the one way the journeys run it. Legacy mode runs axe.run in the page and its
 * same-origin frames. The default runs axe in each frame and then opens a new blank page and injects axe into it
 * again to gather the results, which made each check cost two to three times as much. Legacy mode leaves out
 * cross-origin frames, which the journeys cannot load anyway (the video embeds; there is no internet here).
 * A sandboxed frame without allow-scripts (the dev mailbox shows mail bodies in one) runs no script, so axe cannot
 * enter it and would wait for it; such frames are left out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const scriptlessFrames = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** The violations axe finds; `targetSize` adds WCAG 2.2's 24 px tap targets, which axe leaves out unless asked. */
export async function axeViolations(page: Page, options: { targetSize?: boolean } = {}): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).exclude(scriptlessFrames);
  if (options.targetSize) builder.options({ rules: { 'target-size': { enabled: true } } });
  return (await builder.analyze()).violations;
}
