import { describe, expect, it } from 'vitest';
import { robotsRules, robotsTxt } from './robots.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

/** Longest matching rule wins, Allow on a tie (as search engines read robots.txt). */
function crawlable(path: string, rules: { allow: string[]; disallow: string[] }): boolean {
  const longest = (list: string[]) => Math.max(-1, ...list.filter((p) => path.startsWith(p)).map((p) => p.length));
  return longest(rules.allow) >= longest(rules.disallow);
}

const sample = (path: string) => path.replace(/\{[^}]+\}/g, '7');

describe('robots.txt', () => {
  const rules = robotsRules();

  it('lets crawlers reach every public page that is not only an account step', () => {
    for (const path of ['/', '/talent/{instrId}', '/client-job/jobpost/{jobId}', '/view-job-details/{jobId}/{hash}', '/sign-up', '/termsAndConditions']) {
      expect(crawlable(sample(path), rules), path).toBe(true);
    }
  });

  it('keeps crawlers out of every signed-in page whose first segment no public page shares', () => {
    const publicFirst = new Set(routeTable.filter((r) => r.audience === 'public').map((r) => r.path.split('/')[1]));
    for (const route of routeTable.filter((r) => r.audience !== 'public' && !publicFirst.has(r.path.split('/')[1]))) {
      expect(crawlable(sample(route.path), rules), route.path).toBe(false);
    }
    expect(crawlable('/client-job/jobstatussection/1', rules)).toBe(false);
    expect(crawlable('/api/User/Session', rules)).toBe(false);
  });

  it('names the sitemap by its absolute address', () => {
    expect(robotsTxt('https://x.example/sitemap.xml')).toMatch(/^User-agent: \*\n[\s\S]*\nSitemap: https:\/\/x\.example\/sitemap\.xml\n$/);
  });

  const routes: RouteEntry[] = [
    { path: '/', audience: 'public' },
    { path: '/billing/invoices', audience: 'client' },
    { path: '/account', audience: 'talent' },
    { path: '/client-job/jobpost/{jobId}', audience: 'public' },
    { path: '/client-job/jobstatussection/{id}', audience: 'client' },
    { path: '/help', audience: 'public' },
    { path: '/help/admin', audience: 'signed-in' },
    { path: '/talent/{instrId}', audience: 'public' },
    { path: '/talent/edit', audience: 'talent' },
  ];

  it('shuts a signed-in area, opens its public pages, and leaves alone an area whose root page is public', () => {
    expect(robotsRules(routes)).toEqual({ allow: ['/client-job/jobpost/'], disallow: ['/api/', '/dev/', '/account', '/billing', '/client-job/'] });
  });

  it('writes each rule on its line, then the sitemap', () => {
    expect(robotsTxt('https://x.example/sitemap.xml', routes)).toBe(
      [
        'User-agent: *',
        'Allow: /client-job/jobpost/',
        'Disallow: /api/',
        'Disallow: /dev/',
        'Disallow: /account',
        'Disallow: /billing',
        'Disallow: /client-job/',
        '',
        'Sitemap: https://x.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('does not shut the whole site when its home page is for signed-in users only', () => {
    expect(robotsRules([{ path: '/', audience: 'signed-in' }, { path: '/sign-up', audience: 'public' }])).toEqual({ allow: [], disallow: ['/api/', '/dev/'] });
  });
});
