/**
 * The JavaScript budget (decision record 311), gzipped, before the user interacts: every script a page loads eagerly,
 * their static imports and its inline scripts (bench/page-weight.ts).
 * - Public pages a visitor reads (home, a job post, a talent page and its reviews, the testimonial pages, the terms):
 *   no script but JSON-LD data; a job post adds only the starter of its login dialog, which loads the rest on opening.
 * - Sign-in pages (plain forms, decision record 313): at most 40 KB; the captcha widget loads on demand.
 * - Every other page: at most React's runtime chunk plus 35 KB of our own code. A page whose form is an island on the
 *   shared form hook also loads the form kit (conform, in the hook's chunk, and zod's core), counted like React's
 *   runtime: those forms are to become plain forms as the sign-in forms did. The pages weighed are every page
 *   linked from the home (menus included) of a talent, an agency member, a company administrator and a standard
 *   user, so a new page joins by being linked. A failure names the page and its heaviest scripts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { pageWeight, type PageWeight } from '../bench/page-weight.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const SIGN_IN_BUDGET = 40 * KB;
const OWN_CODE_BUDGET = 35 * KB;
/** The job post's dialog starter and the loader it uses. */
const DIALOG_STARTER = /\/_astro\/(LoginPrompt\.astro_astro_type_script|loader\.)/;
const DIALOG_STARTER_BUDGET = 2 * KB;

type Rule = (weight: PageWeight) => number;

const none: Rule = () => 0;
const fixed = (bytes: number): Rule => () => bytes;
const chunk = (weight: PageWeight, name: RegExp) => weight.eagerScripts.find((s) => name.test(s.path))?.wireBytes ?? 0;
const REACT = /\/_astro\/react\.[^/]+\.js$/;
const FORM_HOOK = /\/_astro\/use-api-form\.[^/]+\.js$/;
/** zod's core (rolldown names the chunk after zod's own api.js). */
const ZOD_CORE = /\/_astro\/api\.[^/]+\.js$/;
/** React's runtime chunk, when the page loads it, and the form kit on a page with a form island, plus our own code. */
const reactPlusOwn: Rule = (weight) => {
  const formKit = chunk(weight, FORM_HOOK) > 0 ? chunk(weight, FORM_HOOK) + chunk(weight, ZOD_CORE) : 0;
  return chunk(weight, REACT) + formKit + OWN_CODE_BUDGET;
};

/** The same-origin pages a page links to (actions such as logging out, and the classic site's pages, left aside). */
async function linkedPages(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/"]:not([data-legacy-link])').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const paths = hrefs.map((href) => href.split('#')[0] ?? '').filter((path) => path && !/^\/(logout|dev\/|api\/)/.test(path));
  return [...new Set([new URL(page.url()).pathname, ...paths])];
}

async function overBudget(origin: string, paths: string[], rule: Rule, cookie = '', allowed: RegExp | null = null): Promise<string[]> {
  const over: string[] = [];
  for (const path of paths) {
    const weight = await pageWeight(origin, path, { acceptEncoding: 'gzip', cookie });
    const counted = weight.eagerScripts.filter((s) => !allowed?.test(s.path));
    const bytes = counted.reduce((sum, s) => sum + s.wireBytes, 0);
    const budget = rule(weight);
    const allowance = weight.eagerJsWireBytes - bytes;
    if (bytes <= budget && allowance <= DIALOG_STARTER_BUDGET) continue;
    const heaviest = weight.eagerScripts.slice(0, 4).map((s) => `${s.path} ${kb(s.wireBytes)}`);
    over.push(`${path}: ${kb(weight.eagerJsWireBytes)} over ${kb(budget)} (${heaviest.join(', ')})`);
  }
  return over;
}

async function sitemapPaths(request: APIRequestContext, part: string): Promise<string[]> {
  const xml = await (await request.get(`/sitemap-${part}-1.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].slice(0, 1).map((m) => new URL(m[1] ?? '').pathname);
}

test('public pages ship no script but JSON-LD (a job post only its dialog starter); sign-in pages at most 40 KB', async ({ page, request, a11y }) => {
  await page.goto('/');
  await a11y.accessible();
  const origin = new URL(page.url()).origin;
  const [jobPost] = await sitemapPaths(request, 'jobs');
  const [talentPage] = await sitemapPaths(request, 'talent');
  expect(jobPost && talentPage).toBeTruthy();
  const reading = ['/', '/termsAndConditions', '/termsAndConditions?privacy=True', '/smsTermsAndConditions', talentPage ?? '', `/reviews/?instrId=${talentPage?.split('/').pop() ?? ''}`, '/submit-testimonial-confirm'];
  expect(await overBudget(origin, reading, none)).toEqual([]);
  expect(await overBudget(origin, [jobPost ?? ''], none, '', DIALOG_STARTER)).toEqual([]);
  const signIn = ['/login', '/sign-up/talent', '/sign-up/client', '/forgetpassword', '/resend-activation-email', '/forgetpasswordemail?token=link'];
  expect(await overBudget(origin, signIn, fixed(SIGN_IN_BUDGET))).toEqual([]);
  expect(await overBudget(origin, ['/sign-up'], reactPlusOwn)).toEqual([]);
});

for (const who of [
  // Besides the linked pages: the heaviest forms, reached through a page's tabs rather than from home.
  { kind: 'a talent', email: 'talent.good@demo.example', home: '/user/dashboard', also: ['/profile/my-information', '/settings/my-information'] },
  { kind: 'an agency member', email: 'agency.member@demo.example', home: '/user/dashboard', also: [] },
  { kind: 'a company administrator', email: 'client.admin@demo.example', home: '/client-dashboard', also: ['/client-profile/my-information'] },
  { kind: 'a standard user of a company', email: 'client.standard@demo.example', home: '/client-dashboard', also: [] },
]) {
  test(`every page ${who.kind} reaches from home ships at most React's runtime and 35 KB of our own code`, async ({ page, a11y }) => {
    test.setTimeout(120_000);
    await signInAt(page, who.home, who.email);
    await a11y.accessible();
    const linked = await linkedPages(page);
    expect(linked.length).toBeGreaterThan(5);
    const origin = new URL(page.url()).origin;
    const cookie = (await page.context().cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(await overBudget(origin, [...new Set([...linked, ...who.also])], reactPlusOwn, cookie)).toEqual([]);
  });
}
