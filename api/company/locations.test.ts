import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { accountTexts } from '#domain/account.ts';
import { companyLocationTexts } from '#domain/company-locations.ts';
import { ADMINISTRATOR_ONLY } from '../access/people.ts';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;
type Listed = { canEdit: boolean; locations: Array<{ id: number; name: string; isPrimary: boolean }> };

const admin = 'client3.admin@demo.example';
const standard = 'client3.standard@demo.example';

describe('Company locations', () => {
  let t: App;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('lets administrators add and delete locations of their own company, one primary at a time, and every contact read them', async () => {
    const depot = { name: 'Memphis Depot', address: '1 River Rd', city: 'Memphis', stateCode: 'TN', countryCode: 'US', postalCode: '38103', isPrimary: true };
    const first = await t.request(admin, 'POST', '/api/Company/AddLocation', depot);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe(companyLocationTexts.added);
    const second = await t.request(admin, 'POST', '/api/Company/AddLocation', { ...depot, name: 'Atlanta Hub', stateCode: 'GA', city: 'Atlanta' });
    const listed = second.body as unknown as Listed;
    expect(listed.locations.filter((l) => l.isPrimary).map((l) => l.name)).toEqual(['Atlanta Hub']);

    const read = await t.request(standard, 'GET', '/api/Company/GetLocations');
    expect(read.body).toMatchObject({ canEdit: false, locations: expect.arrayContaining([expect.objectContaining({ name: 'Memphis Depot' })]) });
    expect(await t.request(standard, 'POST', '/api/Company/AddLocation', depot)).toMatchObject({ status: 403, body: { message: ADMINISTRATOR_ONLY } });
    const other = await t.request('client2.admin@demo.example', 'GET', '/api/Company/GetLocations');
    expect((other.body as unknown as Listed).locations.map((l) => l.name)).not.toContain('Memphis Depot');

    const id = listed.locations.find((l) => l.name === 'Memphis Depot')?.id;
    expect((await t.request('client2.admin@demo.example', 'DELETE', `/api/Company/DeleteLocation?id=${id}`)).body.message).toBe(companyLocationTexts.notFound);
    const deleted = await t.request(admin, 'DELETE', `/api/Company/DeleteLocation?id=${id}`);
    expect(deleted.body.message).toBe(companyLocationTexts.deleted);
    expect((deleted.body as unknown as Listed).locations.map((l) => l.name)).not.toContain('Memphis Depot');
  });

  it('refuses a location without a name or with an unknown country', async () => {
    const res = await t.request(admin, 'POST', '/api/Company/AddLocation', { name: ' ', countryCode: 'ZZ' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ name: [companyLocationTexts.nameRequired] });
    const country = await t.request(admin, 'POST', '/api/Company/AddLocation', { name: 'Somewhere', countryCode: 'ZZ' });
    expect((country.body.errors as Record<string, string[]>).countryCode).toEqual([accountTexts.countryUnknown]);
  });
});
