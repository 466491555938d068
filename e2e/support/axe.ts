/**
 * axe on a page as it is now: the one way the journeys run it. axe-core (its minified build, which the browser
 * compiles faster) is evaluated in each frame of the page once per document (a check after a dialog opens reuses it),
 * then axe.run in the main frame checks the page and its same-origin frames and reports its violations only: passing
 * nodes are neither described nor sent back. Together this halves what a check costs the browser, against
 * @axe-core/playwright, which evaluated axe's 560 KB twice per check and described every passing node.
 * A page exactly as one already found clean in this run of the journeys (the same markup with its open shadow roots,
 * fields' states, focus, hover, window size and media features) is not checked again: axe would find what it found
 * then, at whatever address.
 * A sandboxed frame without allow-scripts (the dev mailbox shows mail bodies in one) runs no script, so axe cannot
 * enter it and would wait for it; such frames are left out. A child frame that has not taken axe within a second (an
 * embed from another origin, which cannot load here) is left to axe, which messages only frames of its own origin.
 * The main frame is always waited for: on a busy machine its evaluation may take longer than a second, and axe.run
 * sent before it would find no axe.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
import type { Browser, Frame, Page } from '@playwright/test';

export type Violation = axe.Result;

const scriptlessFrames = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

const hasAxe = "typeof window.axe !== 'undefined'";
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeScript = `${axeSource}
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

/**
 * What axe's result depends on, as a digest: the markup (the address's path and query are not read by axe; its
 * fragment is, through :target), the fields, focus and hover, and what the page's styles are chosen by. Null for a
 * page with child frames, which are always checked.
 */
function pageState(page: Page): Promise<string | null> {
  if (page.frames().length > 1) return Promise.resolve(null);
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll('*')];
    const shadowRoots = elements.flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []));
    const fields = elements.flatMap((e) =>
      e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement || e instanceof HTMLSelectElement
        ? [`${e.value}\u0000${e instanceof HTMLInputElement && e.checked}`]
        : [],
    );
    const at = (e: Element | null | undefined) => (e ? elements.indexOf(e) : -1);
    const media = ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', '(forced-colors: active)', '(prefers-contrast: more)'];
    const state = [
      document.documentElement.getHTML({ shadowRoots }),
      fields.join('\u0001'),
      at(document.activeElement),
      at([...document.querySelectorAll(':hover')].at(-1)),
      location.hash,
      innerWidth,
      innerHeight,
      devicePixelRatio,
      media.map((query) => matchMedia(query).matches).join(),
    ].join('\u0002');
    // cyrb53: a 53-bit digest, so the whole page need not travel back.
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < state.length; i++) {
      const c = state.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return `${state.length}:${4294967296 * (2097151 & h2) + (h1 >>> 0)}`;
  });
}

/** The states of pages found clean in this process (one runner's journeys, one after another), by options. */
const clean = new Set<string>();

/** The violations axe finds; `targetSize` adds WCAG 2.2's 24 px tap targets, which axe leaves out unless asked. */
export async function axeViolations(page: Page, options: { targetSize?: boolean } = {}): Promise<Violation[]> {
  const state = await pageState(page);
  const key = state && `${options.targetSize ? 'target-size ' : ''}${state}`;
  if (key && clean.has(key)) return [];
  for (const frame of page.frames()) await injectInto(frame);
  const runOptions: axe.RunOptions = { resultTypes: ['violations'], ...(options.targetSize ? { rules: { 'target-size': { enabled: true } } } : {}) };
  const violations = await page.evaluate(
    async ({ exclude, runOptions }) => (await (window as unknown as { axe: typeof axe }).axe.run({ exclude: [exclude] }, runOptions)).violations,
    { exclude: scriptlessFrames, runOptions },
  );
  // Remembered only if the page did not change while axe ran: then axe saw the state the key names.
  if (key && violations.length === 0 && (await pageState(page)) === state) clean.add(key);
  return violations;
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
