import { describe, expect, it } from 'vitest';
import { robotsRules, robotsTxt } from './robots.ts';
import { routeTable } from './route-table.ts';

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
});
