/**
 * The JavaScript budget (issue 13): no page ships more than 66 KB of JavaScript, gzipped, before the user interacts
 * with it — every script it loads eagerly and their static imports. The pages weighed are the visitor's public
 * pages and every page linked from the home (menus included) of a talent, an agency member, a company administrator
 * and a standard user, so a new page joins by being linked.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { pageWeight } from '../bench/page-weight.ts';

const budget = 66 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The same-origin pages a page links to (actions such as logging out, and the classic site's pages, left aside). */
async function linkedPages(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/"]:not([data-legacy-link])').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const paths = hrefs.map((href) => href.split('#')[0] ?? '').filter((path) => path && !/^\/(logout|dev\/|api\/)/.test(path));
  return [...new Set([new URL(page.url()).pathname, ...paths])];
}

async function overBudget(page: Page, paths: string[]): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const cookies = await page.context().cookies(origin);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const over: string[] = [];
  for (const path of paths) {
    const weight = await pageWeight(origin, path, { acceptEncoding: 'gzip', cookie });
    if (weight.eagerJsWireBytes <= budget) continue;
    const heaviest = weight.eagerScripts.slice(0, 4).map((s) => `${s.path} ${kb(s.wireBytes)}`);
    over.push(`${path}: ${kb(weight.eagerJsWireBytes)} over ${kb(budget)} (${heaviest.join(', ')})`);
  }
  return over;
}

test('every public page ships at most 66 KB of JavaScript gzipped', async ({ page, a11y }) => {
  await page.goto('/');
  await a11y.accessible();
  const paths = [...new Set([...(await linkedPages(page)), '/login', '/sign-up/talent', '/sign-up/client', '/forgetpassword'])];
  expect(await overBudget(page, paths)).toEqual([]);
});

for (const who of [
  // Besides the linked pages: the heaviest forms, reached through a page's tabs rather than from home.
  { kind: 'a talent', email: 'talent.good@demo.example', home: '/user/dashboard', also: ['/profile/my-information', '/settings/my-information'] },
  { kind: 'an agency member', email: 'agency.member@demo.example', home: '/user/dashboard', also: [] },
  { kind: 'a company administrator', email: 'client.admin@demo.example', home: '/client-dashboard', also: ['/client-profile/my-information'] },
  { kind: 'a standard user of a company', email: 'client.standard@demo.example', home: '/client-dashboard', also: [] },
]) {
  test(`every page ${who.kind} reaches from home ships at most 66 KB of JavaScript gzipped`, async ({ page, a11y }) => {
    test.setTimeout(120_000);
    await signInAt(page, a11y, who.home, who.email);
    await a11y.accessible();
    const linked = await linkedPages(page);
    expect(linked.length).toBeGreaterThan(5);
    const paths = [...new Set([...linked, ...who.also])];
    expect(await overBudget(page, paths)).toEqual([]);
  });
}
