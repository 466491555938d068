/**
 * The sitemaps: /sitemap.xml is an index naming /sitemap-jobs-<n>.xml (every open job's public post) and
 * /sitemap-talent-<n>.xml (every public, complete talent profile with an active account, lastmod its last change), 50,000 addresses each as the
 * protocol allows. A part is written in batches from keyset-paged queries, so a large part is streamed rather than
 * built as one string.
 */
import { and, asc, count, eq, gt, isNotNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { instructors, projects, users } from '../db/schema/index.ts';
import { canonicalJobPath } from './job-hash.ts';

export const SITEMAP_URLS = 50_000;
const BATCH = 5_000;

export type SitemapPart = 'jobs' | 'talent';

interface Entry {
  id: number;
  updatedAt: Date;
}

const openJobs = eq(projects.status, 'open');
/** Talent pages worth indexing: public, not Incomplete (the page says noindex then), with an activated account. */
const publicTalent = and(eq(instructors.visibility, 'public'), eq(instructors.isAgency, false), gt(instructors.profileStatus, 0), isNotNull(users.activatedAt));

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const lastmod = (d: Date) => d.toISOString().slice(0, 10);

async function countOf(db: Db, part: SitemapPart): Promise<number> {
  const [row] =
    part === 'jobs'
      ? await db.select({ n: count() }).from(projects).where(openJobs)
      : await db.select({ n: count() }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(publicTalent);
  return row?.n ?? 0;
}

/** The first id of a part: parts are consecutive runs of 50,000 ids in id order. */
async function idBefore(db: Db, part: SitemapPart, page: number, perPart: number): Promise<number | null> {
  if (page === 1) return 0;
  const skip = (page - 1) * perPart - 1;
  const [row] =
    part === 'jobs'
      ? await db.select({ id: projects.id }).from(projects).where(openJobs).orderBy(asc(projects.id)).limit(1).offset(skip)
      : await db
          .select({ id: instructors.id })
          .from(instructors)
          .innerJoin(users, eq(users.id, instructors.userId))
          .where(publicTalent)
          .orderBy(asc(instructors.id))
          .limit(1)
          .offset(skip);
  return row?.id ?? null;
}

function batchAfter(db: Db, part: SitemapPart, afterId: number, limit: number): Promise<Entry[]> {
  return part === 'jobs'
    ? db
        .select({ id: projects.id, updatedAt: projects.updatedAt })
        .from(projects)
        .where(and(openJobs, gt(projects.id, afterId)))
        .orderBy(asc(projects.id))
        .limit(limit)
    : db
        .select({ id: instructors.id, updatedAt: instructors.updatedAt })
        .from(instructors)
        .innerJoin(users, eq(users.id, instructors.userId))
        .where(and(publicTalent, gt(instructors.id, afterId)))
        .orderBy(asc(instructors.id))
        .limit(limit);
}

export async function sitemapIndex(db: Db, origin: string, now: Date, perPart = SITEMAP_URLS): Promise<string> {
  const parts: string[] = [];
  for (const part of ['jobs', 'talent'] as const) {
    const pages = Math.max(1, Math.ceil((await countOf(db, part)) / perPart));
    for (let n = 1; n <= pages; n++) parts.push(new URL(`/sitemap-${part}-${n}.xml`, origin).toString());
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc><lastmod>${lastmod(now)}</lastmod></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** One part as a stream of XML; null when the page is beyond the last one (page 1 always exists). */
export async function sitemapPart(
  deps: Pick<Deps, 'db' | 'config' | 'keys'>,
  origin: string,
  part: SitemapPart,
  page: number,
  perPart = SITEMAP_URLS,
): Promise<ReadableStream<Uint8Array> | null> {
  const start = await idBefore(deps.db, part, page, perPart);
  if (start === null) return null;
  const encoder = new TextEncoder();
  const loc = (id: number) => new URL(part === 'jobs' ? canonicalJobPath(deps, id) : `/talent/${id}`, origin).toString();
  let afterId = start;
  let written = 0;
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'));
        return;
      }
      const rows = written < perPart ? await batchAfter(deps.db, part, afterId, Math.min(BATCH, perPart - written)) : [];
      if (rows.length === 0) {
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
        return;
      }
      written += rows.length;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      controller.enqueue(encoder.encode(rows.map((r) => `<url><loc>${escapeXml(loc(r.id))}</loc><lastmod>${lastmod(r.updatedAt)}</lastmod></url>\n`).join('')));
    },
  });
}
