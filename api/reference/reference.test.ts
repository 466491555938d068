import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { mailOutbox, notifications, professionalReferences } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { referenceLimits, referenceTexts } from '#domain/references.ts';
import { confirmationHash } from './confirmation-link.ts';

const maya = 'talent.good@demo.example';
const referee = {
  firstName: 'Grace',
  lastName: 'Hopper',
  companyName: 'Acme Learning',
  jobTitle: 'Head of Learning',
  email: 'Grace.Hopper@Referee.example',
  phone: '+1 512 555 0100',
  relationship: 'Former manager',
};

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

/** The r and hash of the newest confirmation link mailed to an address. */
async function mailedLink(t: App, to: string): Promise<{ r: string; hash: string }> {
  const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const href = /https?:\/\/\S+\/confirm-reference\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!href) throw new Error(`No confirmation link was mailed to ${to}.`);
  const url = new URL(href);
  return { r: url.searchParams.get('r') ?? '', hash: url.searchParams.get('hash') ?? '' };
}

const requestOf = (t: App, link: { r: string; hash: string }) =>
  t.request(null, 'GET', `/api/ProfessionalReference/ConfirmationRequest?r=${link.r}&hash=${encodeURIComponent(link.hash)}`);

describe('Professional references', () => {
  let t: App;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('adds a reference, mails the referee a signed link, and the referee confirms without an account', async () => {
    const added = await t.request(maya, 'POST', '/api/ProfessionalReference/Post', referee);
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe(referenceTexts.added);
    const refs = added.body.references as Array<Record<string, unknown>>;
    const mine = refs.find((r) => r.email === 'grace.hopper@referee.example');
    expect(mine).toMatchObject({ firstName: 'Grace', confirmedAt: null, requestedAt: expect.any(String) });

    const link = await mailedLink(t, 'grace.hopper@referee.example');
    expect(link.r).toBe(String(mine?.id));
    expect(await requestOf(t, link)).toMatchObject({
      status: 200,
      body: { talentName: 'Maya Chen', refereeName: 'Grace Hopper', relationship: 'Former manager', confirmed: false },
    });
    expect((await requestOf(t, { ...link, hash: `${link.hash}x` })).body.message).toBe(referenceTexts.linkInvalid);
    expect((await requestOf(t, { ...link, r: String(Number(link.r) + 1) })).status).toBe(404);

    const confirmed = await t.request(null, 'POST', '/api/ProfessionalReference/Confirm', link);
    expect(confirmed).toMatchObject({ status: 200, body: { message: referenceTexts.confirmed } });
    const [row] = await t.deps.db.select().from(professionalReferences).where(eq(professionalReferences.id, Number(link.r)));
    const confirmedAt = row?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    const toldMaya = () => t.deps.db.select().from(notifications).where(eq(notifications.subject, 'Grace Hopper confirmed your reference'));
    expect(await toldMaya()).toEqual([expect.objectContaining({ type: 'T', link: '/manage-reference' })]);
    expect((await t.request(null, 'POST', '/api/ProfessionalReference/Confirm', link)).status).toBe(200);
    expect(await toldMaya()).toHaveLength(1);
    expect((await requestOf(t, link)).body.confirmed).toBe(true);
    const list = await t.request(maya, 'GET', '/api/ProfessionalReference/GetAll');
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: Number(link.r), confirmedAt: confirmedAt?.toISOString() })]));

    // Only the phone changed: the confirmation stays. The referee's details changed: it is cleared and asked again.
    const id = Number(link.r);
    const phoneOnly = await t.request(maya, 'PUT', '/api/ProfessionalReference/Put', { ...referee, phone: '+1 512 555 0199', id });
    expect(phoneOnly.body.message).toBe(referenceTexts.savedNoRequest);
    expect((await t.request(maya, 'GET', `/api/ProfessionalReference/Get?id=${id}`)).body.confirmedAt).not.toBeNull();
    const changed = await t.request(maya, 'PUT', '/api/ProfessionalReference/Put', { ...referee, relationship: 'Client', id });
    expect(changed.body.message).toBe(referenceTexts.updated);
    expect((await t.request(maya, 'GET', `/api/ProfessionalReference/Get?id=${id}`)).body).toMatchObject({ relationship: 'Client', confirmedAt: null });
    expect((await requestOf(t, link)).status).toBe(404);
    const newLink = await mailedLink(t, 'grace.hopper@referee.example');
    expect(newLink.hash).not.toBe(link.hash);
    expect((await requestOf(t, newLink)).body).toMatchObject({ relationship: 'Client', confirmed: false });
  });

  it('sends a new request at most once an hour, never after confirmation, and ends the earlier link', async () => {
    const added = await t.request(maya, 'POST', '/api/ProfessionalReference/Post', { ...referee, email: 'alan@referee.example' });
    const id = (added.body.references as Array<{ id: number; email: string }>).find((r) => r.email === 'alan@referee.example')?.id ?? 0;
    const first = await mailedLink(t, 'alan@referee.example');
    const soon = await t.request(maya, 'POST', '/api/ProfessionalReference/ResendConfirmation', { id });
    expect(soon).toMatchObject({ status: 409, body: { message: referenceTexts.resendTooSoon } });
    const earlier = new Date(t.deps.now().getTime() - (referenceLimits.resendAfterMinutes + 1) * 60_000);
    await t.deps.db.update(professionalReferences).set({ requestedAt: earlier }).where(eq(professionalReferences.id, id));
    expect((await t.request(maya, 'POST', '/api/ProfessionalReference/ResendConfirmation', { id })).body.message).toBe(referenceTexts.resent);
    expect((await requestOf(t, first)).status).toBe(404);
    const second = await mailedLink(t, 'alan@referee.example');
    expect((await t.request(null, 'POST', '/api/ProfessionalReference/Confirm', second)).status).toBe(200);
    await t.deps.db.update(professionalReferences).set({ requestedAt: earlier }).where(eq(professionalReferences.id, id));
    expect((await t.request(maya, 'POST', '/api/ProfessionalReference/ResendConfirmation', { id })).body.message).toBe(referenceTexts.alreadyConfirmed);
  });

  it('refuses an expired link', async () => {
    const [row] = await t.deps.db.select().from(professionalReferences).limit(1);
    if (!row) throw new Error('No reference in the demo data.');
    const long = new Date(t.deps.now().getTime() - (referenceLimits.linkDays + 1) * 86_400_000);
    const expired = { r: String(row.id), hash: confirmationHash(t.deps, row, long) };
    expect((await requestOf(t, expired)).body.message).toBe(referenceTexts.linkInvalid);
    const fresh = { r: String(row.id), hash: confirmationHash(t.deps, row, t.deps.now()) };
    expect((await requestOf(t, fresh)).status).toBe(200);
  });

  it('refuses bad input with field messages, the talent’s own e-mail, a repeated e-mail, and another talent’s reference', async () => {
    const missing = await t.request(maya, 'POST', '/api/ProfessionalReference/Post', { ...referee, firstName: ' ', email: 'not-an-email' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ firstName: ['First Name is Required'], email: [messages.auth.emailInvalid] });
    const long = await t.request(maya, 'POST', '/api/ProfessionalReference/Post', { ...referee, relationship: 'x'.repeat(referenceLimits.relationshipMax + 1) });
    expect((long.body.errors as Record<string, string[]>).relationship).toEqual([`Relationship should not exceed ${referenceLimits.relationshipMax} characters`]);
    const own = await t.request(maya, 'POST', '/api/ProfessionalReference/Post', { ...referee, email: maya.toUpperCase() });
    expect(own).toMatchObject({ status: 409, body: { message: referenceTexts.ownEmail } });
    await t.request(maya, 'POST', '/api/ProfessionalReference/Post', { ...referee, email: 'once@referee.example' });
    const twice = await t.request(maya, 'POST', '/api/ProfessionalReference/Post', { ...referee, email: 'ONCE@referee.example' });
    expect(twice).toMatchObject({ status: 409, body: { message: referenceTexts.duplicateEmail, errors: { email: [referenceTexts.duplicateEmail] } } });

    const [theirs] = (await t.request(maya, 'GET', '/api/ProfessionalReference/GetAll')).body as unknown as Array<{ id: number }>;
    const other = 'talent.better@demo.example';
    expect((await t.request(other, 'GET', `/api/ProfessionalReference/Get?id=${theirs?.id}`)).body.message).toBe(referenceTexts.notFound);
    expect((await t.request(other, 'PUT', '/api/ProfessionalReference/Put', { ...referee, email: 'x@referee.example', id: theirs?.id })).status).toBe(404);
    expect((await t.request(other, 'DELETE', `/api/ProfessionalReference/Delete?id=${theirs?.id}`)).status).toBe(404);
    expect((await t.request('client.admin@demo.example', 'GET', '/api/ProfessionalReference/GetAll')).status).toBe(403);
    const deleted = await t.request(maya, 'DELETE', `/api/ProfessionalReference/Delete?id=${theirs?.id}`);
    expect(deleted.body.message).toBe(referenceTexts.deleted);
  });
});
