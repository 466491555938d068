/**
 * Every route of the table (domain/route-table.ts) is answered by a page: its own page file, or, while its
 * feature is pending, the catch-all page that shows "not available yet". Prints the pending routes.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTable } from '#domain/route-table.ts';

const pagesDir = fileURLToPath(new URL('../../src/pages', import.meta.url));
const CATCH_ALL = '[...path].astro';

interface PageFile {
  file: string;
  pattern: RegExp;
}

/** The URL pattern of an Astro page file: [param] is one segment, [...rest] any number, index the folder itself. */
function patternOf(file: string): RegExp {
  const segments = file
    .replace(/\.(astro|ts|md)$/, '')
    .split('/')
    .filter((segment) => segment !== 'index');
  const source = segments
    .map((segment) => {
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '(?:/.*)?';
      return `/${segment.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\\?\[[^\]]+\\?\]/g, '[^/]+')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

function pageFiles(dir = pagesDir): PageFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return pageFiles(full);
    const file = path.relative(pagesDir, full).split(path.sep).join('/');
    return [{ file, pattern: patternOf(file) }];
  });
}

const samplePath = (route: string) => route.replace(/\{[^}]+\}/g, '1');

describe('pages of the route table', () => {
  const files = pageFiles();
  const own = files.filter((page) => page.file !== CATCH_ALL);
  const ownPage = (route: string) => own.find((page) => page.pattern.test(samplePath(route)))?.file;

  it('has the catch-all page for unknown paths', () => {
    expect(files.map((page) => page.file)).toContain(CATCH_ALL);
  });

  it('answers every route of the table with its own page', () => {
    const missing = routeTable.filter((entry) => !ownPage(entry.path)).map((entry) => entry.path);
    expect(missing, 'routes that have no page file').toEqual([]);
  });

  it('reads page file names the way Astro routes them', () => {
    expect(patternOf('index.astro').test('/')).toBe(true);
    expect(patternOf('client-dashboard/[...tab].astro').test('/client-dashboard')).toBe(true);
    expect(patternOf('client-dashboard/[...tab].astro').test('/client-dashboard/2')).toBe(true);
    expect(patternOf('dev/mailbox/[id].astro').test('/dev/mailbox/7')).toBe(true);
    expect(patternOf('dev/mailbox/[id].astro').test('/dev/mailbox/7/body')).toBe(false);
    expect(patternOf('sign-up/talent.astro').test('/sign-up/talent')).toBe(true);
  });
});
