import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { activeAccount, call, linkToken, login, password, solvedCaptcha, uniqueEmail } from '../testing/test-client.ts';
import { agencyInvitationTexts, AGENCY_INVITATION_DAYS, AGENCY_INVITATION_PAGE } from '#domain/agency-invitations.ts';
import { agencyTexts } from '#domain/agency.ts';
import { messages } from '#domain/messages.ts';

const OWNER = 'agency.owner@demo.example';
const MEMBER = 'agency.member@demo.example';
const TALENT = 'talent.good@demo.example';
const CLIENT = 'client.admin@demo.example';

type Invitations = { invitations: { invitationId: number; email: string; expired: boolean }[] };
type Members = { members: { instrId: number; firstName: string; lastName: string; isAgency: boolean }[] };

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
let agencyId: number;
let agencyName: string;
beforeAll(async () => {
  t = await createDemoTestApp();
  const info = (await t.request(OWNER, 'GET', '/api/Agency/GetCompanyInformation')).body;
  agencyId = Number(info.instrId);
  agencyName = String(info.companyName);
}, 120_000);
afterAll(() => t.close());

async function invite(email: string, firstName = 'Nora', lastName = 'Invited') {
  const res = await t.request(OWNER, 'POST', '/api/Agency/InviteMember', { email, firstName, lastName });
  expect(res.body.message).toBe(agencyInvitationTexts.inviteSent);
  return linkToken(t.deps, email, AGENCY_INVITATION_PAGE);
}
const offer = (token: string) => call(t.app, 'GET', `/api/Agency/Invitation?token=${encodeURIComponent(token)}`);
const pending = async () => ((await t.request(OWNER, 'GET', '/api/Agency/GetInvitations')).body as unknown as Invitations).invitations;
const memberNames = async () => ((await t.request(OWNER, 'GET', '/api/Agency/GetMembers')).body as unknown as Members).members.map((m) => `${m.firstName} ${m.lastName}`);
const signup = async (token: string, firstName = 'Nora') =>
  call(t.app, 'POST', '/api/Agency/SignupInvite', { token, firstName, lastName: 'Invited', password, acceptTerms: true, captcha: await solvedCaptcha(t.app) });

describe('inviting a person to an agency by e-mail', () => {
  it('lets a person without an account sign up through the link and land as a member of the agency', async () => {
    const email = uniqueEmail('invitee');
    const token = await invite(email, 'Nora', 'Fresh');
    expect((await pending()).map((i) => i.email)).toContain(email);
    expect(await offer(token)).toMatchObject({ status: 200, body: { email, firstName: 'Nora', lastName: 'Fresh', agencyName, hasAccount: false } });

    expect(await signup(token, 'Noreen')).toMatchObject({ status: 200, body: { message: agencyInvitationTexts.signedUp } });
    const session = await login(t.app, email);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ agencyInstrId: agencyId, instrId: 'all' });
    expect(await memberNames()).toContain('Noreen Invited');
    expect((await pending()).map((i) => i.email)).not.toContain(email);
    // The new member works in the agency: they read its members but cannot invite.
    const members = await call(t.app, 'GET', '/api/Agency/GetMembers', undefined, { token: String(session.body.token) });
    expect(members.status).toBe(200);

    expect(await offer(token)).toMatchObject({ status: 400, body: { message: agencyInvitationTexts.linkUsed } });
    expect(await signup(token)).toMatchObject({ status: 400, body: { message: agencyInvitationTexts.linkUsed } });
  });

  it('lets an existing talent accept while signed in, only with the invited address', async () => {
    const invited = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    const someoneElse = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    const token = await invite(invited.email, 'Ada', 'Existing');
    expect((await offer(token)).body).toMatchObject({ hasAccount: true });

    const wrong = await call(t.app, 'POST', '/api/Agency/AcceptInvitation', { token }, { token: someoneElse.session.token });
    expect(wrong).toMatchObject({ status: 403, body: { message: agencyInvitationTexts.otherAddress } });
    const visitor = await call(t.app, 'POST', '/api/Agency/AcceptInvitation', { token });
    expect(visitor.status).toBe(401);
    // Signing up again with an address that has an account is refused: that person accepts instead.
    expect((await signup(token)).status).toBe(409);

    const accepted = await call(t.app, 'POST', '/api/Agency/AcceptInvitation', { token }, { token: invited.session.token });
    expect(accepted).toMatchObject({ status: 200, body: { message: agencyInvitationTexts.joined } });
    expect((await login(t.app, invited.email)).body).toMatchObject({ agencyInstrId: agencyId });
    expect(await memberNames()).toContain('Ada Lovelace');
    expect(await offer(token)).toMatchObject({ status: 400, body: { message: agencyInvitationTexts.linkUsed } });
  });

  it('lets the owner withdraw an invitation, and a second invitation to the same address replaces the first', async () => {
    const email = uniqueEmail('withdrawn');
    const first = await invite(email);
    const second = await invite(email);
    expect(await offer(first)).toMatchObject({ status: 400, body: { message: agencyInvitationTexts.linkRevoked } });
    expect((await offer(second)).status).toBe(200);
    const listed = (await pending()).filter((i) => i.email === email);
    expect(listed).toHaveLength(1);

    const id = listed[0]?.invitationId;
    expect(await t.request(OWNER, 'DELETE', `/api/Agency/RevokeInvitation?invitationId=${id}`)).toMatchObject({
      status: 200,
      body: { message: agencyInvitationTexts.invitationWithdrawn },
    });
    expect(await offer(second)).toMatchObject({ status: 400, body: { message: agencyInvitationTexts.linkRevoked } });
    expect((await signup(second)).body.message).toBe(agencyInvitationTexts.linkRevoked);
    expect((await pending()).map((i) => i.email)).not.toContain(email);
    expect((await t.request(OWNER, 'DELETE', `/api/Agency/RevokeInvitation?invitationId=${id}`)).status).toBe(404);
  });

  it('refuses members, accounts that cannot join, bad addresses, other callers and altered links', async () => {
    expect(await t.request(OWNER, 'POST', '/api/Agency/InviteMember', { email: MEMBER, firstName: 'Marcus', lastName: 'Member' })).toMatchObject({
      status: 409,
      body: { message: agencyInvitationTexts.alreadyMember },
    });
    expect(await t.request(OWNER, 'POST', '/api/Agency/InviteMember', { email: CLIENT, firstName: 'Cara', lastName: 'Client' })).toMatchObject({
      status: 409,
      body: { errors: { email: [agencyInvitationTexts.cannotJoin] } },
    });
    expect(await t.request(OWNER, 'POST', '/api/Agency/InviteMember', { email: 'not-an-address', firstName: 'A', lastName: 'B' })).toMatchObject({
      status: 400,
      body: { errors: { email: [messages.auth.emailInvalid] } },
    });
    for (const caller of [MEMBER, TALENT]) {
      expect(await t.request(caller, 'POST', '/api/Agency/InviteMember', { email: uniqueEmail('x'), firstName: 'A', lastName: 'B' })).toMatchObject({
        status: 403,
        body: { message: agencyTexts.ownerOnly },
      });
      expect((await t.request(caller, 'GET', '/api/Agency/GetInvitations')).status).toBe(403);
    }

    const token = await invite(uniqueEmail('altered'));
    const [id, expiry, signature] = token.split('.');
    for (const altered of [`${Number(id) + 1}.${expiry}.${signature}`, `${id}.${expiry}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, 'nonsense']) {
      expect(await offer(altered)).toMatchObject({ status: 400, body: { message: agencyInvitationTexts.linkInvalid } });
    }
  });

  it('says a link has expired after its days, and lists the invitation as expired for the owner', async () => {
    const email = uniqueEmail('late');
    const token = await invite(email);
    t.clock.advance(AGENCY_INVITATION_DAYS * 24 * 60 * 60 * 1000 + 60_000);
    t.forgetToken(OWNER);
    expect(await offer(token)).toMatchObject({ status: 400, body: { message: agencyInvitationTexts.linkExpired } });
    expect((await signup(token)).body.message).toBe(agencyInvitationTexts.linkExpired);
    expect((await pending()).find((i) => i.email === email)).toMatchObject({ expired: true });
  });
});
