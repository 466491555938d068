import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, portfolioDocuments, testimonials, testimonialRequests, users } from '../db/schema/index.ts';
import { sitemapPart } from '../project/sitemap.ts';
import { profileChanged } from '../talent-standing/profile-changed.ts';
import { reviewTexts } from '#domain/reviews.ts';
import { profilePageLd } from '#domain/talent-ld.ts';
import type { PublicProfile } from '#domain/talent-view.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createDemoTestApp({ publicOrigin: 'https://jobs.example.org' });
  for (const email of ['talent.best@demo.example', 'talent.incomplete@demo.example', 'talent.good@demo.example']) {
    const [row] = await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, email));
    if (!row) throw new Error(`No ${email}`);
    ids[email] = row.id;
  }
});
afterAll(() => t.close());

const publicProfile = async (instrId: number) => {
  const res = await t.request(null, 'GET', `/api/TrainerProfile/GetPublicProfile?instrId=${instrId}`);
  return { ...res, profile: res.body as unknown as PublicProfile };
};

describe('the public talent page’s data', () => {
  it('gives a visitor only what the talent shows everyone', async () => {
    const { status, profile } = await publicProfile(ids['talent.best@demo.example']!);
    expect(status).toBe(200);
    const { view } = profile;
    expect(view.viewer).toBe('public');
    expect(profile.isComplete).toBe(true);
    expect(profile.canonicalUrl).toBe(`https://jobs.example.org/talent/${view.instrId}`);
    for (const hidden of ['notes', 'jobs', 'rate', 'supportingDocuments', 'projectExperiences']) expect(view).not.toHaveProperty(hidden);
    expect(view.testimonials?.length).toBeGreaterThan(0);
    expect(view.testimonials?.every((x) => x.isResponsePublic)).toBe(true);
    const [privateOne] = await t.deps.db
      .select({ text: testimonials.testimonialResponse })
      .from(testimonials)
      .innerJoin(testimonialRequests, eq(testimonialRequests.id, testimonials.requestId))
      .where(eq(testimonials.isResponsePublic, false));
    expect(JSON.stringify(profile)).not.toContain(privateOne!.text);
    expect(view.profileRoles?.flatMap((r) => r.mySkills).every((s) => !s.isUnapprovedSkill)).toBe(true);
    expect(view.reviews?.length).toBeGreaterThan(0);
    expect(profile.averageRating).toBeGreaterThan(0);
  });

  it('marks an Incomplete profile, and answers Talent Not Found for a profile that is not public', async () => {
    const incomplete = await publicProfile(ids['talent.incomplete@demo.example']!);
    expect(incomplete.status).toBe(200);
    expect(incomplete.profile.isComplete).toBe(false);
    const good = ids['talent.good@demo.example']!;
    await t.deps.db.update(instructors).set({ visibility: 'hidden' }).where(eq(instructors.id, good));
    const hidden = await publicProfile(good);
    expect([hidden.status, hidden.body.message]).toEqual([404, reviewTexts.talentNotFound]);
    expect((await publicProfile(987_654)).status).toBe(404);
    await t.deps.db.update(instructors).set({ visibility: 'public' }).where(eq(instructors.id, good));
  });

  it('shows a profile change at once, and a new preview card address with it', async () => {
    const id = ids['talent.good@demo.example']!;
    const before = (await publicProfile(id)).profile;
    await t.deps.db.update(instructors).set({ headline: 'Excel and Power BI trainer for finance teams' }).where(eq(instructors.id, id));
    await profileChanged(t.deps, t.deps.db, id);
    const after = (await publicProfile(id)).profile;
    expect(after.view.headline).toBe('Excel and Power BI trainer for finance teams');
    expect(after.imageUrl).not.toBe(before.imageUrl);
  });

  it('draws the preview card as a PNG, for public profiles only', async () => {
    const { profile } = await publicProfile(ids['talent.best@demo.example']!);
    const res = await t.app.request(profile.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    expect((await t.app.request('/api/TrainerProfile/ProfileCard?instrId=987654')).status).toBe(404);
  });

  it('serves a public talent’s portfolio thumbnails to anyone, and nothing once the profile is hidden', async () => {
    const id = ids['talent.best@demo.example']!;
    const [item] = await t.deps.db.select({ thumbnail: portfolioDocuments.thumbnailBlobId }).from(portfolioDocuments).where(eq(portfolioDocuments.instrId, id));
    const thumbnail = item?.thumbnail;
    if (!thumbnail) throw new Error('The demo portfolio file has no thumbnail.');
    const photo = (blobId: string) => t.app.request(`/api/TrainerProfile/PublicPhoto?id=${blobId}`);
    const shown = await photo(thumbnail);
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/png']);
    await t.deps.db.update(instructors).set({ visibility: 'clients' }).where(eq(instructors.id, id));
    expect((await photo(thumbnail)).status).toBe(404);
    await t.deps.db.update(instructors).set({ visibility: 'public' }).where(eq(instructors.id, id));
    const [client] = await t.deps.db.select({ photo: users.photoBlobId }).from(users).where(eq(users.email, 'client.admin@demo.example'));
    expect((await photo(client?.photo ?? '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('describes the page as a ProfilePage of a Person', async () => {
    const { profile } = await publicProfile(ids['talent.best@demo.example']!);
    const ld = profilePageLd(profile, (p) => new URL(p, profile.canonicalUrl).toString());
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: profile.canonicalUrl,
      mainEntity: { '@type': 'Person', name: 'Sofia Martinez', url: profile.canonicalUrl },
    });
  });
});

describe('the talent sitemap', () => {
  it('lists public, complete profiles only, with their last change', async () => {
    const stream = await sitemapPart(t.deps, 'https://jobs.example.org', 'talent', 1);
    const xml = await new Response(stream).text();
    expect(xml).toContain(`<loc>https://jobs.example.org/talent/${ids['talent.best@demo.example']}</loc>`);
    expect(xml).not.toContain(`/talent/${ids['talent.incomplete@demo.example']}<`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    await t.deps.db.update(instructors).set({ visibility: 'hidden' }).where(eq(instructors.id, ids['talent.best@demo.example']!));
    const without = await new Response(await sitemapPart(t.deps, 'https://jobs.example.org', 'talent', 1)).text();
    expect(without).not.toContain(`/talent/${ids['talent.best@demo.example']}<`);
    await t.deps.db.update(instructors).set({ visibility: 'public' }).where(eq(instructors.id, ids['talent.best@demo.example']!));
  });
});
