import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { contacts, projects, users } from '../db/schema/index.ts';
import { makePng } from '../seed/demo-files.ts';
import { ADMINISTRATOR_ONLY } from '../access/people.ts';
import { jobHash } from '../project/job-hash.ts';
import { accountTexts } from '#domain/account.ts';
import type { CompanyProfile } from '#domain/company-profile.ts';
import { companyProfileTexts } from '#domain/company-profile-texts.ts';
import { messages } from '#domain/messages.ts';
import type { PublicJobView } from '#domain/job-view.ts';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

const admin = 'client3.admin@demo.example';
const standard = 'client3.standard@demo.example';
const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

describe('Company profile', () => {
  let t: App;
  let job: { id: number; hash: string };
  beforeAll(async () => {
    t = await createDemoTestApp();
    const [me] = await t.deps.db.select({ companyId: contacts.companyId }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, admin));
    if (!me?.companyId) throw new Error('The demo administrator has no company.');
    const [open] = await t.deps.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.companyId, me.companyId), eq(projects.status, 'open')))
      .limit(1);
    if (!open) throw new Error('The demo company has no open job.');
    job = { ...open, hash: jobHash(t.deps, open.id) };
  });
  afterAll(() => t.close());

  const publicPost = async () => {
    const res = await t.app.request(`/api/Project/ViewJobDetails?projectId=${job.id}&hash=${encodeURIComponent(job.hash)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as PublicJobView;
  };

  it('lets an administrator save the profile, every contact read it, and shows it on the public job post at once', async () => {
    const before = await t.request(standard, 'GET', '/api/Company/GetCompanyProfile');
    expect(before.status).toBe(200);
    const read = before.body as unknown as CompanyProfile;
    expect(read.canEdit).toBe(false);
    const industry = read.choices.industries[0];
    if (!industry) throw new Error('No industries in the demo data.');

    const saved = await t.request(admin, 'PUT', '/api/Company/UpdateCompanyProfile', {
      name: '  Harbor Learning Co  ',
      about: 'We train port crews.\n\nSafety first.',
      industryId: industry.id,
      website: 'harbor.example.com',
      size: '51-200',
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body).toMatchObject({
      message: companyProfileTexts.saved,
      name: 'Harbor Learning Co',
      industry: industry.name,
      website: 'https://harbor.example.com',
      size: '51-200',
      canEdit: true,
    });

    const post = await publicPost();
    expect(post.company).toMatchObject({ name: 'Harbor Learning Co', about: 'We train port crews.\n\nSafety first.', industry: industry.name, size: '51-200' });
    expect(post.job.companyName).toBe('Harbor Learning Co');

    // Blank optional fields clear them.
    const cleared = await t.request(admin, 'PUT', '/api/Company/UpdateCompanyProfile', { name: 'Harbor Learning Co', about: ' ', industryId: '', website: '', size: '' });
    expect(cleared.body).toMatchObject({ about: null, industryId: null, website: null, size: null });
  });

  it('refuses a Standard User and bad input with the field’s message', async () => {
    expect(await t.request(standard, 'PUT', '/api/Company/UpdateCompanyProfile', { name: 'Taken over' })).toMatchObject({ status: 403, body: { message: ADMINISTRATOR_ONLY } });
    const bad = await t.request(admin, 'PUT', '/api/Company/UpdateCompanyProfile', {
      name: ' ',
      about: 'x'.repeat(2001),
      size: 'huge',
      website: 'not a site',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: [accountTexts.companyNameRequired],
      about: [companyProfileTexts.aboutTooLong],
      size: [companyProfileTexts.sizeUnknown],
      website: [messages.portfolio.badUrl],
    });
    const industry = await t.request(admin, 'PUT', '/api/Company/UpdateCompanyProfile', { name: 'Harbor', industryId: 987654 });
    expect(industry).toMatchObject({ status: 400, body: { errors: { industryId: [companyProfileTexts.industryUnknown] } } });
  });

  it('takes a PNG or JPG logo up to 5 MB, serves it publicly with long caching, and draws it on the job’s preview card', async () => {
    const noLogoCard = Buffer.from(await (await t.app.request(`/api/Project/JobCard?projectId=${job.id}&hash=${encodeURIComponent(job.hash)}`)).arrayBuffer());
    const png = new Uint8Array(await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c0392b' } }).png().toBuffer());
    const saved = await t.request(admin, 'PUT', '/api/Company/UpdateCompanyLogo', { imageAsBase64String: dataUrl(png) });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe(companyProfileTexts.logoSaved);
    const logoUrl = String(saved.body.logoUrl);
    expect((await publicPost()).company.logoUrl).toBe(logoUrl);

    const logo = await t.app.request(logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    const again = await t.app.request(logoUrl, { headers: { 'if-none-match': logo.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);

    const card = Buffer.from(await (await t.app.request(`/api/Project/JobCard?projectId=${job.id}&hash=${encodeURIComponent(job.hash)}`)).arrayBuffer());
    expect(card.equals(noLogoCard)).toBe(false);
    // The logo's red shows in the card's top right corner.
    const { data, info } = await sharp(card).extract({ left: 1200 - 80 - 120 - 10, top: 36 + 55 - 5, width: 10, height: 10 }).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(10);
    expect([data[0], data[1], data[2]]).toEqual([0xc0, 0x39, 0x2b]);

    // A new logo replaces the old one, which is no longer served.
    const second = await t.request(admin, 'PUT', '/api/Company/UpdateCompanyLogo', { imageAsBase64String: dataUrl(makePng([10, 20, 30], 8)) });
    expect(second.body.logoUrl).not.toBe(logoUrl);
    expect((await t.app.request(logoUrl)).status).toBe(404);

    // Removing the logo takes it off the public post and stops serving it; a Standard User may not.
    expect(await t.request(standard, 'DELETE', '/api/Company/DeleteCompanyLogo')).toMatchObject({ status: 403, body: { message: ADMINISTRATOR_ONLY } });
    const removed = await t.request(admin, 'DELETE', '/api/Company/DeleteCompanyLogo');
    expect(removed).toMatchObject({ status: 200, body: { message: companyProfileTexts.logoRemoved, logoUrl: null } });
    expect((await publicPost()).company.logoUrl).toBeNull();
    expect((await t.app.request(String(second.body.logoUrl))).status).toBe(404);
    const cardAfter = Buffer.from(await (await t.app.request(`/api/Project/JobCard?projectId=${job.id}&hash=${encodeURIComponent(job.hash)}`)).arrayBuffer());
    // The logo's white tile is gone from the card's top right corner: the card's background shows there.
    const { data: cornerAfter } = await sharp(cardAfter).extract({ left: 1200 - 80 - 6, top: 38, width: 4, height: 4 }).raw().toBuffer({ resolveWithObject: true });
    expect([cornerAfter[0], cornerAfter[1], cornerAfter[2]]).toEqual([0x0b, 0x3d, 0x5c]);
  });

  it('refuses a logo that is not a JPG or PNG, or larger than 5 MB', async () => {
    const text = await t.request(admin, 'PUT', '/api/Company/UpdateCompanyLogo', { imageAsBase64String: Buffer.from('GIF89a not really').toString('base64') });
    expect(text).toMatchObject({ status: 415, body: { message: messages.upload.typeNotAllowed } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(makePng([1, 2, 3], 1).subarray(0, 8));
    const large = await t.request(admin, 'PUT', '/api/Company/UpdateCompanyLogo', { imageAsBase64String: Buffer.from(big).toString('base64') });
    expect(large).toMatchObject({ status: 413, body: { message: messages.upload.tooLarge } });
    expect(await t.request(standard, 'PUT', '/api/Company/UpdateCompanyLogo', { imageAsBase64String: dataUrl(makePng([1, 2, 3], 4)) })).toMatchObject({ status: 403 });
    expect((await t.app.request('/api/Company/Logo?id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
