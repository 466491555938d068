import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { favorites, instructors, users } from '../db/schema/index.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';

type Entry = { instrId: number; firstName: string; lastName: string; roles: string[] };

describe('company favorites and My Talent', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const instrIdOf = async (email: string) =>
    (await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, email)))[0]?.id ?? 0;
  const favoritesOf = async (as: string) => (await t.request(as, 'GET', '/api/Contact/GetFavorites')).body as unknown as Entry[];

  it('lists the company’s favorites with their roles, newest first', async () => {
    const list = await favoritesOf(admin);
    expect(list.map((f) => `${f.firstName} ${f.lastName}`).slice(-2)).toEqual(['Daniel Okafor', 'Sofia Martinez']);
    expect(list.every((f) => f.roles.length > 0)).toBe(true);
    expect((await favoritesOf(otherAdmin)).map((f) => f.firstName)).toEqual(['Maya']);
  });

  it('adds a favorite (twice is fine) and removes it for the whole company', async () => {
    const maya = await instrIdOf('talent.good@demo.example');
    const added = await t.request(standard, 'POST', '/api/Company/AddTalentToFavorite', { instrId: maya });
    expect(added.status).toBe(200);
    expect(added.body.isFavorite).toBe(true);
    expect((await t.request(admin, 'POST', '/api/Company/AddTalentToFavorite', { instrId: maya })).status).toBe(200);
    expect((await favoritesOf(admin))[0]?.firstName).toBe('Maya');

    const removed = await t.request(admin, 'PUT', '/api/Company/RemoveTalentFromFavorite', { instrID: maya });
    expect(removed.status).toBe(200);
    expect(removed.body.isFavorite).toBe(false);
    expect((await favoritesOf(standard)).map((f) => f.firstName)).not.toContain('Maya');
    // The other company's favorite of Maya is untouched.
    expect((await favoritesOf(otherAdmin)).map((f) => f.firstName)).toEqual(['Maya']);
  });

  it('refuses talent, agencies, visitors and unknown or missing ids', async () => {
    const maya = await instrIdOf('talent.good@demo.example');
    expect((await t.request('talent.best@demo.example', 'POST', '/api/Company/AddTalentToFavorite', { instrId: maya })).status).toBe(403);
    expect((await t.request('agency.owner@demo.example', 'GET', '/api/Contact/GetFavorites')).status).toBe(403);
    expect((await t.request('contact.nocompany@demo.example', 'GET', '/api/Contact/GetFavorites')).status).toBe(403);
    expect((await t.request(null, 'POST', '/api/Company/AddTalentToFavorite', { instrId: maya })).status).toBe(401);
    expect((await t.request(null, 'PUT', '/api/Company/RemoveTalentFromFavorite', { instrID: maya })).status).toBe(401);
    expect((await t.request(admin, 'POST', '/api/Company/AddTalentToFavorite', { instrId: 999999 })).status).toBe(404);
    const missing = await t.request(admin, 'POST', '/api/Company/AddTalentToFavorite', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('instrId is required.');
    const [row] = await t.deps.db.select().from(favorites).where(eq(favorites.instrId, 999999));
    expect(row).toBeUndefined();
  });

  it('lists hired talent of the jobs the caller may see', async () => {
    const hired = (await t.request(admin, 'POST', '/api/Company/GetHiredProjectTalent')).body as unknown as (Entry & { projects: { title: string }[] })[];
    const sofia = hired.find((h) => h.firstName === 'Sofia');
    expect(sofia?.projects.map((p) => p.title)).toContain('Power BI Dashboards for Finance Analysts');
    const standardHired = (await t.request(standard, 'POST', '/api/Company/GetHiredProjectTalent')).body as unknown as (Entry & { projects: { title: string }[] })[];
    expect(standardHired.length).toBeLessThanOrEqual(hired.length);
    expect((await t.request('talent.good@demo.example', 'POST', '/api/Company/GetHiredProjectTalent')).status).toBe(403);
    expect((await t.request(null, 'POST', '/api/Company/GetHiredProjectTalent')).status).toBe(401);
  });
});
