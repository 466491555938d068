import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, projects } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import type { PublicJobView } from '#domain/job-view.ts';
import { canonicalJobPath, jobHash, publicJobLink, readContact, signContact } from './job-hash.ts';
import { sitemapIndex, sitemapPart } from './sitemap.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp({ publicOrigin: 'https://jobs.example.org' });
});
afterAll(async () => {
  await t.close();
});

const idOf = async (title: string) => {
  const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`No job ${title}`);
  return row.id;
};
const view = (projectId: number, hash: string, c?: string) =>
  `/api/Project/ViewJobDetails?projectId=${projectId}&hash=${encodeURIComponent(hash)}${c ? `&c=${encodeURIComponent(c)}` : ''}`;

describe('GET /api/Project/JobCard', () => {
  it('draws the preview card of a job for its signed link, and none for a wrong one', async () => {
    const id = await idOf('Power BI Dashboards for Finance Analysts');
    const card = await t.app.request(`/api/Project/JobCard?projectId=${id}&hash=${encodeURIComponent(jobHash(t.deps, id))}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const size = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect({ format: size.format, width: size.width, height: size.height }).toEqual({ format: 'png', width: 1200, height: 630 });
    const forged = await t.app.request(`/api/Project/JobCard?projectId=${id}&hash=${'A'.repeat(22)}`);
    expect(forged.status).toBe(404);
  });
});

describe('GET /api/Project/ViewJobDetails', () => {
  it('answers the job to a visitor holding the signed link', async () => {
    const id = await idOf('Power BI Dashboards for Finance Analysts');
    const res = await t.request(null, 'GET', view(id, jobHash(t.deps, id)));
    expect(res.status).toBe(200);
    const body = res.body as unknown as PublicJobView;
    expect(body.job.title).toBe('Power BI Dashboards for Finance Analysts');
    expect(body.job.repDetails.srName).toBeTruthy();
    expect(body.isOpen).toBe(true);
    expect(body.isContactLink).toBe(false);
    expect(body.canonicalUrl).toBe(`https://jobs.example.org/view-job-details/${id}/${jobHash(t.deps, id)}`);
    expect(jobHash(t.deps, id).length).toBeGreaterThanOrEqual(22);
  });

  it('answers the same to signed-in users of any kind (the link is what counts)', async () => {
    const id = await idOf('Power BI Dashboards for Finance Analysts');
    for (const who of ['talent.good@demo.example', 'client.standard@demo.example']) {
      expect((await t.request(who, 'GET', view(id, jobHash(t.deps, id)))).status).toBe(200);
    }
  });

  it('refuses an altered hash, another job’s hash, a missing hash and an unknown job with Job Not Found', async () => {
    const id = await idOf('Power BI Dashboards for Finance Analysts');
    const other = await idOf('Leading Through Change: Manager Workshop Series');
    const hash = jobHash(t.deps, id);
    const altered = `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [view(id, altered), view(id, jobHash(t.deps, other)), view(999_999, jobHash(t.deps, 999_999))]) {
      const res = await t.request(null, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.job.notFound);
    }
    expect((await t.request(null, 'GET', `/api/Project/ViewJobDetails?projectId=${id}`)).status).toBe(400);
    expect((await t.request(null, 'GET', `/api/Project/ViewJobDetails?projectId=abc&hash=x`)).status).toBe(400);
  });

  it('never shows a draft, even with a correct hash', async () => {
    const id = await idOf('Excel Fundamentals Refresher');
    const res = await t.request(null, 'GET', view(id, jobHash(t.deps, id)));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.job.notFound);
  });

  it('shows closed and completed jobs as not open (no job-posting markup)', async () => {
    for (const title of ['Salesforce Service Cloud Admin Training', 'Cybersecurity Awareness Rollout']) {
      const id = await idOf(title);
      const res = await t.request(null, 'GET', view(id, jobHash(t.deps, id)));
      expect(res.status).toBe(200);
      expect((res.body as unknown as PublicJobView).isOpen).toBe(false);
    }
  });

  it('recognises a signed contact and ignores a forged or moved one', async () => {
    const id = await idOf('Power BI Dashboards for Finance Analysts');
    const other = await idOf('Leading Through Change: Manager Workshop Series');
    const hash = jobHash(t.deps, id);
    const c = signContact(t.deps, id, 'Ava.Turner@northwind.example');
    expect(readContact(t.deps, id, c)).toBe('ava.turner@northwind.example');
    const ok = await t.request(null, 'GET', view(id, hash, c));
    expect((ok.body as unknown as PublicJobView).isContactLink).toBe(true);
    const forged = `${Buffer.from('someone@else.example').toString('base64url')}.${c.split('.')[1]}`;
    for (const bad of [forged, signContact(t.deps, other, 'ava.turner@northwind.example'), 'nonsense', '4']) {
      const res = await t.request(null, 'GET', view(id, hash, bad));
      expect(res.status).toBe(200);
      expect((res.body as unknown as PublicJobView).isContactLink).toBe(false);
    }
  });

  it('shows the job as it is now right after a change', async () => {
    const id = await idOf('Leading Through Change: Manager Workshop Series');
    const read = async () => (await t.request(null, 'GET', view(id, jobHash(t.deps, id)))).body as unknown as PublicJobView;
    expect((await read()).isOpen).toBe(true);
    await t.deps.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, id));
    expect((await read()).isOpen).toBe(false);
    await t.deps.db.update(projects).set({ status: 'open' }).where(eq(projects.id, id));
  });

  it('builds shareable links on PUBLIC_ORIGIN', async () => {
    const id = await idOf('Power BI Dashboards for Finance Analysts');
    const link = new URL(publicJobLink(t.deps, 'https://jobs.example.org', id, 'ava.turner@northwind.example'));
    expect(link.pathname).toBe(`/client-job/jobpost/${id}`);
    expect(link.searchParams.get('hash')).toBe(jobHash(t.deps, id));
    expect(readContact(t.deps, id, link.searchParams.get('c'))).toBe('ava.turner@northwind.example');
  });
});

describe('sitemaps and robots.txt', () => {
  it('indexes the job and talent parts on PUBLIC_ORIGIN', async () => {
    const res = await t.app.request('/api/Sitemap/Index');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const body = await res.text();
    expect(body).toContain('<sitemapindex');
    expect(body).toContain('<loc>https://jobs.example.org/sitemap-jobs-1.xml</loc>');
    expect(body).toContain('<loc>https://jobs.example.org/sitemap-talent-1.xml</loc>');
  });

  it('lists every open job’s public post, and no draft, closed or completed job', async () => {
    const body = await (await t.app.request('/api/Sitemap/Part?part=jobs&page=1')).text();
    const open = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'open'));
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(open.length);
    for (const { id } of open) expect(locs).toContain(`https://jobs.example.org${canonicalJobPath(t.deps, id)}`);
    for (const title of ['Excel Fundamentals Refresher', 'Salesforce Service Cloud Admin Training', 'Cybersecurity Awareness Rollout']) {
      expect(body).not.toContain(`/view-job-details/${await idOf(title)}/`);
    }
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await t.app.request('/api/Sitemap/Part?part=jobs&page=2')).status).toBe(404);
    expect((await t.app.request('/api/Sitemap/Part?part=people')).status).toBe(400);
  });

  it('splits into parts that together list every open job once', async () => {
    const origin = 'https://jobs.example.org';
    const open = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'open'));
    const perPart = 7;
    const pages = Math.ceil(open.length / perPart);
    const index = await sitemapIndex(t.deps.db, origin, t.deps.now(), perPart);
    expect(index).toContain(`<loc>${origin}/sitemap-jobs-${pages}.xml</loc>`);
    expect(index).not.toContain(`sitemap-jobs-${pages + 1}.xml`);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const stream = await sitemapPart(t.deps, origin, 'jobs', page, perPart);
      if (!stream) throw new Error(`No page ${page}`);
      const locs = [...(await new Response(stream).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
      expect(locs.length).toBe(page < pages ? perPart : open.length - perPart * (pages - 1));
      seen.push(...locs);
    }
    expect(new Set(seen).size).toBe(open.length);
    expect(await sitemapPart(t.deps, origin, 'jobs', pages + 1, perPart)).toBeNull();
  });

  it('lists public talent profiles and leaves out private ones', async () => {
    const [someone] = await t.deps.db.select({ id: instructors.id }).from(instructors).where(eq(instructors.isAgency, false)).limit(1);
    if (!someone) throw new Error('No talent');
    const before = await (await t.app.request('/api/Sitemap/Part?part=talent')).text();
    expect(before).toContain(`<loc>https://jobs.example.org/talent/${someone.id}</loc>`);
    await t.deps.db.update(instructors).set({ visibility: 'hidden' }).where(eq(instructors.id, someone.id));
    const after = await (await t.app.request('/api/Sitemap/Part?part=talent')).text();
    expect(after).not.toContain(`/talent/${someone.id}<`);
    await t.deps.db.update(instructors).set({ visibility: 'public' }).where(eq(instructors.id, someone.id));
  });

  it('robots.txt names the absolute sitemap and keeps crawlers out of signed-in areas', async () => {
    const body = await (await t.app.request('/api/Sitemap/Robots')).text();
    expect(body).toContain('Sitemap: https://jobs.example.org/sitemap.xml');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Disallow: /jobcenter');
    expect(body).toContain('Allow: /client-job/jobpost/');
    expect(body).not.toMatch(/Disallow: \/view-job-details/);
  });
});
