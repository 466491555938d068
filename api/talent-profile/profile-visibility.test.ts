import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, users } from '../db/schema/index.ts';
import { sitemapPart } from '../project/sitemap.ts';
import { reviewTexts } from '#domain/reviews.ts';
import { visibilityTexts } from '#domain/profile-visibility.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
let good: number;
const talent = 'talent.good@demo.example';
const client = 'client.admin@demo.example';

beforeAll(async () => {
  t = await createDemoTestApp({ publicOrigin: 'https://jobs.example.org' });
  const [row] = await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, talent));
  if (!row) throw new Error('No demo talent.');
  good = row.id;
});
afterAll(() => t.close());

const page = (as: string | null) => t.request(as, 'GET', `/api/TrainerProfile/GetPublicProfile?instrId=${good}`);
const inSitemap = async () => (await new Response(await sitemapPart(t.deps, 'https://jobs.example.org', 'talent', 1)).text()).includes(`/talent/${good}<`);
const setVisibility = (visibility: string) => t.request(talent, 'POST', '/api/TrainerProfile/UpdateVisibility', { visibility });

describe('who can see a talent profile', () => {
  it('a public profile is for everyone and listed in the sitemap', async () => {
    expect((await setVisibility('public')).body.message).toBe(visibilityTexts.saved);
    expect((await page(null)).status).toBe(200);
    expect((await page(null)).body.photoUrl ?? '/api/TrainerProfile/PublicPhoto').toContain('/api/TrainerProfile/PublicPhoto');
    expect(await inSitemap()).toBe(true);
    expect((await t.request(talent, 'GET', '/api/TrainerProfile/Get')).body.visibility).toBe('public');
  });

  it('a clients-only profile is Talent Not Found to visitors and out of the sitemap, but open to signed-in clients and its talent', async () => {
    expect((await setVisibility('clients')).status).toBe(200);
    const visitor = await page(null);
    expect([visitor.status, visitor.body.message]).toEqual([404, reviewTexts.talentNotFound]);
    expect(await inSitemap()).toBe(false);
    const signedInClient = await page(client);
    expect(signedInClient.status).toBe(200);
    expect(signedInClient.body.visibility).toBe('clients');
    expect((await page(talent)).status).toBe(200);
    // Its photo is no longer served to anyone.
    const [row] = await t.deps.db.select({ photo: instructors.thumbnailBlobId }).from(instructors).where(eq(instructors.id, good));
    if (row?.photo) expect((await t.request(null, 'GET', `/api/TrainerProfile/PublicPhoto?id=${row.photo}`)).status).toBe(404);
  });

  it('a hidden profile is shown to nobody but its talent', async () => {
    expect((await setVisibility('hidden')).status).toBe(200);
    expect((await page(null)).status).toBe(404);
    expect((await page(client)).status).toBe(404);
    expect((await page(talent)).status).toBe(200);
    expect(await inSitemap()).toBe(false);
    await setVisibility('public');
  });

  it('refuses a choice that is not one of the three, and another talent’s profile', async () => {
    const wrong = await setVisibility('friends');
    expect([wrong.status, wrong.body.errors]).toEqual([400, { visibility: [visibilityTexts.choose] }]);
    const other = await t.request('talent.better@demo.example', 'POST', '/api/TrainerProfile/UpdateVisibility', { instrId: good, visibility: 'hidden' });
    expect(other.status).toBe(403);
    expect((await page(null)).status).toBe(200);
  });
});
