import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { blobs } from '../db/schema/index.ts';
import { accountTexts } from '#domain/account.ts';
import { agencyTexts } from '#domain/agency.ts';
import { messages } from '#domain/messages.ts';

const OWNER = 'agency.owner@demo.example';
const MEMBER = 'agency.member@demo.example';
const TALENT = 'talent.good@demo.example';

type Member = { instrId: number; firstName: string; lastName: string; isOwner: boolean; isAgency: boolean };
type Members = { members: Member[]; ownInstrId: number | null; selectedInstrId: number | null; canSwitch: boolean };

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
}, 120_000);
afterAll(() => t.close());

const membersOf = async (email: string) => (await t.request(email, 'GET', '/api/Agency/GetMembers')).body as unknown as Members;
const headlineOf = async (email: string, instrId?: number) =>
  (await t.request(email, 'GET', `/api/TrainerProfile/Get${instrId ? `?instrId=${instrId}` : ''}`)).body.headline;

describe('the agency member switcher', () => {
  it('lists the agency first, then its talent, and marks the owner; only the owner may switch', async () => {
    const owner = await membersOf(OWNER);
    expect(owner.canSwitch).toBe(true);
    expect(owner.members[0]).toMatchObject({ isAgency: true, isOwner: false });
    expect(owner.members.filter((m) => m.isOwner).map((m) => `${m.firstName} ${m.lastName}`)).toEqual(['Hannah Brooks']);
    expect(owner.selectedInstrId).toBe(owner.ownInstrId);
    const member = await membersOf(MEMBER);
    expect(member.canSwitch).toBe(false);
    expect(member.selectedInstrId).toBe(member.ownInstrId);
    expect(member.members.map((m) => m.instrId)).toEqual(owner.members.map((m) => m.instrId));
  });

  it('makes the owner’s profile pages edit the chosen member, and Everyone goes back to the owner’s own', async () => {
    const { members, ownInstrId } = await membersOf(OWNER);
    const marcus = (await membersOf(MEMBER)).ownInstrId;
    expect(marcus).not.toBe(ownInstrId);
    const chosen = await t.request(OWNER, 'POST', '/api/Agency/SelectMember', { instrId: marcus });
    expect(chosen.body.message).toBe(agencyTexts.memberChosen);
    expect((await membersOf(OWNER)).selectedInstrId).toBe(marcus);
    const saved = await t.request(OWNER, 'POST', '/api/TrainerProfile/UpdateHeadline', { headline: 'Sales trainer chosen by the owner' });
    expect(saved.status).toBe(200);
    expect(await headlineOf(MEMBER)).toBe('Sales trainer chosen by the owner');
    expect(await headlineOf(OWNER)).toBe('Sales trainer chosen by the owner');

    const agency = members.find((m) => m.isAgency);
    await t.request(OWNER, 'POST', '/api/Agency/SelectMember', { instrId: agency?.instrId });
    expect((await t.request(OWNER, 'GET', '/api/TrainerProfile/Get')).body.instrId).toBe(agency?.instrId);

    await t.request(OWNER, 'POST', '/api/Agency/SelectMember', { instrId: 0 });
    expect((await t.request(OWNER, 'GET', '/api/TrainerProfile/Get')).body.instrId).toBe(ownInstrId);
    expect(await headlineOf(MEMBER)).toBe('Sales trainer chosen by the owner');
  });

  it('never lets an agency member switch or edit another member’s profile', async () => {
    const { ownInstrId: hannah } = await membersOf(OWNER);
    const refused = await t.request(MEMBER, 'POST', '/api/Agency/SelectMember', { instrId: hannah });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(agencyTexts.ownerOnly);
    const edit = await t.request(MEMBER, 'POST', '/api/TrainerProfile/UpdateHeadline', { instrId: hannah, headline: 'Not mine to write' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(accountTexts.talentOnly);
    expect((await t.request(MEMBER, 'GET', `/api/TrainerProfile/Get?instrId=${hannah}`)).status).toBe(403);
    expect(await headlineOf(OWNER, hannah ?? undefined)).not.toBe('Not mine to write');
  });

  it('refuses a profile outside the agency', async () => {
    const outsider = (await t.request(TALENT, 'GET', '/api/TrainerProfile/Get')).body.instrId as number;
    const chosen = await t.request(OWNER, 'POST', '/api/Agency/SelectMember', { instrId: outsider });
    expect(chosen.status).toBe(404);
    expect(chosen.body.message).toBe(agencyTexts.memberNotFound);
    expect((await t.request(OWNER, 'GET', `/api/TrainerProfile/Get?instrId=${outsider}`)).status).toBe(403);
  });
});

describe('managing members', () => {
  it('adds a talent profile the owner can then edit, and removes it', async () => {
    const added = await t.request(OWNER, 'POST', '/api/Agency/AddMember', { firstName: 'Ines', lastName: 'Duarte' });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(agencyTexts.memberAdded);
    const ines = (added.body as unknown as Members).members.find((m) => m.firstName === 'Ines');
    if (!ines) throw new Error('The new member is not listed.');
    await t.request(OWNER, 'POST', '/api/Agency/SelectMember', { instrId: ines.instrId });
    expect((await t.request(OWNER, 'POST', '/api/TrainerProfile/UpdateHeadline', { headline: 'Negotiation coach' })).status).toBe(200);
    expect(await headlineOf(OWNER, ines.instrId)).toBe('Negotiation coach');

    expect((await t.request(MEMBER, 'DELETE', `/api/Agency/RemoveMember?instrId=${ines.instrId}`)).status).toBe(403);
    const removed = await t.request(OWNER, 'DELETE', `/api/Agency/RemoveMember?instrId=${ines.instrId}`);
    expect(removed.body.message).toBe(agencyTexts.memberRemoved);
    const after = await membersOf(OWNER);
    expect(after.members.some((m) => m.instrId === ines.instrId)).toBe(false);
    expect(after.selectedInstrId).toBe(after.ownInstrId);
    expect((await t.request(OWNER, 'GET', `/api/TrainerProfile/Get?instrId=${ines.instrId}`)).status).toBe(403);
    expect((await t.request(OWNER, 'DELETE', `/api/Agency/RemoveMember?instrId=${ines.instrId}`)).status).toBe(404);
  });

  it('keeps the owner’s own profile and refuses a nameless member', async () => {
    const { ownInstrId } = await membersOf(OWNER);
    const kept = await t.request(OWNER, 'DELETE', `/api/Agency/RemoveMember?instrId=${ownInstrId}`);
    expect(kept.status).toBe(400);
    expect(kept.body.message).toBe(agencyTexts.ownerNotRemovable);
    const nameless = await t.request(OWNER, 'POST', '/api/Agency/AddMember', { firstName: ' ', lastName: 'Duarte' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors).toEqual({ firstName: ['First Name is Required'] });
  });
});

describe('company information', () => {
  it('is read by every member and saved by the owner only', async () => {
    const saved = await t.request(OWNER, 'POST', '/api/Agency/UpdateCompanyInformation', {
      companyName: 'Brightpath Learning',
      headline: 'Trainers for growing teams',
      aboutMe: 'We place trainers.',
      website: 'brightpath.example',
      city: 'Madison',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: agencyTexts.companySaved, companyName: 'Brightpath Learning', website: 'https://brightpath.example', canEdit: true });
    const read = await t.request(MEMBER, 'GET', '/api/Agency/GetCompanyInformation');
    expect(read.body).toMatchObject({ companyName: 'Brightpath Learning', headline: 'Trainers for growing teams', canEdit: false });
    expect((await t.request(MEMBER, 'POST', '/api/Agency/UpdateCompanyInformation', { companyName: 'Mine now' })).status).toBe(403);
    const bad = await t.request(OWNER, 'POST', '/api/Agency/UpdateCompanyInformation', { companyName: '', website: 'not a site' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ companyName: [accountTexts.companyNameRequired], website: [messages.portfolio.badUrl] });
  });

  it('takes a logo from the owner, replaces it, and shows it on the agency’s public page', async () => {
    const logo = async (color: string) => (await sharp({ create: { width: 200, height: 200, channels: 3, background: color } }).png().toBuffer()).toString('base64');
    const info = { companyName: 'Brightpath Learning', website: 'brightpath.example' };
    const first = await t.request(OWNER, 'POST', '/api/Agency/UpdateCompanyInformation', { ...info, logoBase64: await logo('#c0392b') });
    expect(first.status).toBe(200);
    const firstLogo = String(first.body.logoBlobId);
    expect(firstLogo).toMatch(/^[0-9a-f-]{36}$/);
    const agencyId = Number(first.body.instrId);
    const page = await t.request(null, 'GET', `/api/TrainerProfile/GetPublicProfile?instrId=${agencyId}`);
    expect(page.status).toBe(200);
    expect(String(page.body.photoUrl)).toContain(firstLogo);

    // Saving without a logo keeps it; a new one replaces it and the old file is gone.
    expect((await t.request(OWNER, 'POST', '/api/Agency/UpdateCompanyInformation', info)).body.logoBlobId).toBe(firstLogo);
    const second = await t.request(OWNER, 'POST', '/api/Agency/UpdateCompanyInformation', { ...info, logoBase64: await logo('#2471a3') });
    expect(second.body.logoBlobId).not.toBe(firstLogo);
    expect(await t.deps.db.select().from(blobs).where(eq(blobs.id, firstLogo))).toEqual([]);

    const notPicture = await t.request(OWNER, 'POST', '/api/Agency/UpdateCompanyInformation', { ...info, logoBase64: Buffer.from('%PDF-1.7 not a picture').toString('base64') });
    expect(notPicture).toMatchObject({ status: 415, body: { message: messages.upload.typeNotAllowed } });
    expect((await t.request(OWNER, 'GET', '/api/Agency/GetCompanyInformation')).body.logoBlobId).toBe(second.body.logoBlobId);
  });

  it('shows a member’s public page and profile as "Member of" the agency with its logo, served publicly', async () => {
    const picture = (await sharp({ create: { width: 120, height: 120, channels: 3, background: '#7d3c98' } }).png().toBuffer()).toString('base64');
    const saved = await t.request(OWNER, 'POST', '/api/Agency/UpdateCompanyInformation', { companyName: 'Brightpath Learning', logoBase64: picture });
    const agency = { instrId: Number(saved.body.instrId), name: 'Brightpath Learning', logoBlobId: String(saved.body.logoBlobId) };
    const member = (await membersOf(OWNER)).members.find((m) => !m.isAgency && !m.isOwner);
    if (!member) throw new Error('The demo agency has no member besides its owner.');

    const page = await t.request(null, 'GET', `/api/TrainerProfile/GetPublicProfile?instrId=${member.instrId}`);
    expect(page.status, page.body.message).toBe(200);
    expect((page.body.view as { agency: unknown }).agency).toEqual(agency);
    const logo = await t.app.request(`/api/TrainerProfile/PublicPhoto?id=${agency.logoBlobId}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    // The agency's own page and a talent on their own carry no agency.
    expect(((await t.request(null, 'GET', `/api/TrainerProfile/GetPublicProfile?instrId=${agency.instrId}`)).body.view as { agency: unknown }).agency).toBeNull();
    expect(((await t.request(TALENT, 'GET', '/api/TrainerProfile/Get')).body as { agency?: unknown }).agency ?? null).toBeNull();
  });

  it('lets the owner remove the logo: the public page shows none and the file is gone; a member may not', async () => {
    const picture = (await sharp({ create: { width: 120, height: 120, channels: 3, background: '#1e8449' } }).png().toBuffer()).toString('base64');
    const saved = await t.request(OWNER, 'POST', '/api/Agency/UpdateCompanyInformation', { companyName: 'Brightpath Learning', logoBase64: picture });
    const logoId = String(saved.body.logoBlobId);
    expect((await t.request(MEMBER, 'DELETE', '/api/Agency/DeleteCompanyLogo')).status).toBe(403);

    const removed = await t.request(OWNER, 'DELETE', '/api/Agency/DeleteCompanyLogo');
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.body).toMatchObject({ message: agencyTexts.logoRemoved, logoBlobId: null, companyName: 'Brightpath Learning' });
    expect(await t.deps.db.select().from(blobs).where(eq(blobs.id, logoId))).toEqual([]);
    const page = await t.request(null, 'GET', `/api/TrainerProfile/GetPublicProfile?instrId=${Number(saved.body.instrId)}`);
    expect(page.body.photoUrl ?? '').not.toContain(logoId);
    // Removing it again changes nothing.
    expect(await t.request(OWNER, 'DELETE', '/api/Agency/DeleteCompanyLogo')).toMatchObject({ status: 200, body: { logoBlobId: null } });
  });
});
