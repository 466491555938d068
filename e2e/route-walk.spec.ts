/**
 * Every route of the route table, as each kind of viewer who may open it (a visitor, a talent, an agency member, a
 * company administrator and a standard user), at 360 and 1280 px: no horizontal scrolling at either width, no island
 * in a spaced column touching what is above it, no two buttons side by side without space between them, no axe
 * violation, no navigation link that ends on the not-found page.
 * Routes with parameters are opened through a link to them found on the pages already walked; those no page links to
 * get the value 1.
 * To stay quick, axe checks each route (and each other page) once, as the first viewer who opens it, at 360 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { findRoute, routeTable, type Audience, type RouteEntry } from '#domain/route-table.ts';
import { submitLogin } from './support/sign-in.ts';
import { axeViolations } from './support/axe.ts';

const demoPassword = 'Demo#2026pass';
const widths = [360, 1280] as const;

interface Viewer {
  who: string;
  email: string | null;
  audiences: Audience[];
}

const viewers: Viewer[] = [
  { who: 'a visitor', email: null, audiences: ['public'] },
  { who: 'a talent', email: 'talent.good@demo.example', audiences: ['public', 'signed-in', 'talent'] },
  { who: 'an agency member', email: 'agency.member@demo.example', audiences: ['public', 'signed-in', 'talent', 'agency'] },
  { who: 'a company administrator', email: 'client.admin@demo.example', audiences: ['public', 'signed-in', 'client', 'client-admin'] },
  { who: 'a standard user', email: 'client.standard@demo.example', audiences: ['public', 'signed-in', 'client'] },
];

/** Pages a signed-in walk leaves out: this one ends the session. */
const signsOut = new Set(['/logout']);

interface Look {
  status: number;
  /** Elements wider than the screen, when the page scrolls sideways. */
  overflow: string[];
  /** Islands in a spaced column (.stack) that touch what is above them, as an island's wrapper takes no margin. */
  cramped: string[];
  /** Buttons side by side on one line with no space between them. */
  touching: string[];
  links: string[];
  navLinks: string[];
}

/** One evaluate per width: the page's width against the screen, its links and navigation links. */
function lookAt(page: Page, status: number): Promise<Look> {
  return page.evaluate((status) => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const overflow =
      root.scrollWidth > width
        ? [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > width + 1)
            .filter((e) => {
              for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) {
                if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return false;
              }
              return true;
            })
            .slice(0, 5)
            .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')} (${Math.round(e.getBoundingClientRect().right)} px)`)
        : [];
    const cramped = [...document.querySelectorAll('.stack > astro-island')].flatMap((island) => {
      const above = island.previousElementSibling?.getBoundingClientRect();
      const first = island.firstElementChild?.getBoundingClientRect();
      if (!above || !first || above.height === 0 || first.height === 0) return [];
      const name = (JSON.parse(island.getAttribute('opts') ?? '{}') as { name?: string }).name ?? 'an island';
      return first.top - above.bottom < 1 ? [name] : [];
    });
    const touching = [...document.querySelectorAll('button, a.button')].flatMap((button) => {
      const next = button.nextElementSibling;
      if (!next?.matches('button, a.button')) return [];
      const [a, b] = [button.getBoundingClientRect(), next.getBoundingClientRect()];
      if (a.width === 0 || b.width === 0 || b.top >= a.bottom || a.top >= b.bottom) return [];
      return b.left - a.right < 4 ? [`${button.textContent?.trim()} | ${next.textContent?.trim()}`] : [];
    });
    const local = (selector: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(selector)]
        .filter((a) => a.origin === location.origin && !a.hasAttribute('download') && !a.pathname.startsWith('/api/'))
        .map((a) => a.pathname + a.search);
    return {
      status,
      overflow,
      cramped,
      touching,
      links: local('main a[href], nav a[href]'),
      navLinks: local('nav a[href], .menu-list a[href], .drawer-list a[href]'),
    };
  }, status);
}

const pathOf = (url: string) => new URL(url, 'http://local').pathname;

/** Routes (by their table path) and other pages axe has checked in this walk. */
const checked = new Set<string>();

async function violationsOf(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { targetSize: true });
  return violations.map((v) => `${v.id} (${v.impact ?? ''}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const viewer of viewers) {
  test(`every route as ${viewer.who} fits 360 and 1280 px, passes axe and leads nowhere dead`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: widths[0], height: 800 });
    if (viewer.email) {
      await page.goto('/login');
      await submitLogin(page, viewer.email, demoPassword);
      await expect(page).not.toHaveURL(/\/login/);
    }

    const routes = routeTable.filter((r) => viewer.audiences.includes(r.audience) && !(viewer.email && signsOut.has(r.path)));
    const seen = new Map<string, Look>();
    const found = new Set<string>();
    const navLinks = new Set<string>();
    const problems: string[] = [];

    async function visit(url: string): Promise<Look> {
      const known = seen.get(url);
      if (known) return known;
      await page.setViewportSize({ width: widths[0], height: 800 });
      const response = await page.goto(url, { timeout: 20_000 }).catch((error: Error) => {
        problems.push(`${url} did not load: ${error.message.split('\n')[0]}`);
        return null;
      });
      const narrow = await lookAt(page, response?.status() ?? 0);
      const landed = pathOf(page.url());
      const key = findRoute(landed)?.path ?? landed;
      if (!checked.has(key)) {
        checked.add(key);
        for (const violation of await violationsOf(page)) problems.push(`axe on ${url}: ${violation}`);
      }
      await page.setViewportSize({ width: widths[1], height: 800 });
      const wide = await lookAt(page, narrow.status);
      for (const [width, look] of [[widths[0], narrow], [widths[1], wide]] as const) {
        if (look.overflow.length > 0) problems.push(`${url} scrolls sideways at ${width} px: ${look.overflow.join(', ')}`);
        if (look.cramped.length > 0) problems.push(`${url} at ${width} px: ${look.cramped.join(', ')} touches what is above it`);
        if (look.touching.length > 0) problems.push(`${url} at ${width} px: buttons with no space between them: ${look.touching.join(', ')}`);
      }
      for (const link of [...narrow.links, ...wide.links]) found.add(link);
      for (const link of [...narrow.navLinks, ...wide.navLinks]) navLinks.add(link);
      seen.set(url, narrow);
      return narrow;
    }

    /** A link found on the walked pages that opens this route, or null while none is known. */
    const linkTo = (route: RouteEntry) => [...found].find((link) => findRoute(pathOf(link))?.path === route.path) ?? null;
    const hasParams = (route: RouteEntry) => route.path.includes('{');

    const left = new Set(routes);
    while (left.size > 0) {
      const ready = [...left].find((r) => !hasParams(r) || linkTo(r) !== null);
      const route = ready ?? [...left][0];
      if (!route) break;
      left.delete(route);
      const url = !hasParams(route) ? route.path : (linkTo(route) ?? route.path.replace(/\{[^}]+\}/g, '1'));
      await visit(url);
    }

    // One navigation link per path is enough: calendars and lists link to themselves with ever other dates and pages.
    const walked = new Set([...seen.keys()].map(pathOf));
    for (const link of navLinks) {
      const path = pathOf(link);
      if ((viewer.email && signsOut.has(path)) || walked.has(path)) continue;
      walked.add(path);
      const look = await visit(link);
      if (look.status === 404) problems.push(`the navigation link ${link} ends on the not-found page`);
    }

    expect(problems, `as ${viewer.who}`).toEqual([]);
  });
}
