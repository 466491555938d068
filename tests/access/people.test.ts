import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATOR_ONLY,
  COMPANY_ONLY,
  agencyMember,
  agencyOwner,
  clientContact,
  companyAdmin,
  companyLessContact,
  contact,
  profileOwner,
  signedIn,
  talent,
  visitor,
} from '#api/access/people.ts';
import { callerOf, type Access } from '#api/access/access.ts';
import { HttpError } from '#api/http/errors.ts';
import { accountTexts } from '#domain/account.ts';
import { agencyTexts } from '#domain/agency.ts';
import { jobCenterTexts } from '#domain/job-center.ts';
import { adminCaller, agencyCaller, caller, contactRow, resolveInput, talentCaller } from './caller-fixtures.ts';
import type { Caller } from '#api/access/caller.ts';
import type { Deps } from '#api/deps.ts';

/** The refusal a declaration gives this caller, or null when it accepts them. */
async function refusal<A>(access: Access<A>, who: Caller | null): Promise<{ status: number; message: string } | null> {
  try {
    await access.resolve(resolveInput(who, access.refusal));
    return null;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
}
const refused = (message: string) => ({ status: 403, message });

describe('who the caller is to the access layer', () => {
  it('each declaration says whether it needs a signed-in caller and a record, and what it answers a stranger', () => {
    const declared = [visitor, signedIn, talent, profileOwner, contact, companyLessContact, clientContact, companyAdmin, agencyMember, agencyOwner];
    expect(declared.map(({ name, signedIn: s, record, refusal: r }) => ({ name, signedIn: s, record, refusal: r }))).toEqual([
      { name: 'visitor', signedIn: false, record: false, refusal: undefined },
      { name: 'signed-in', signedIn: true, record: false, refusal: undefined },
      { name: 'talent', signedIn: true, record: false, refusal: jobCenterTexts.notTalent },
      { name: 'profile-owner', signedIn: true, record: true, refusal: accountTexts.talentOnly },
      { name: 'contact', signedIn: true, record: false, refusal: accountTexts.contactOnly },
      { name: 'company-less-contact', signedIn: true, record: false, refusal: accountTexts.contactOnly },
      { name: 'client-contact', signedIn: true, record: false, refusal: COMPANY_ONLY },
      { name: 'company-admin', signedIn: true, record: false, refusal: ADMINISTRATOR_ONLY },
      { name: 'agency-member', signedIn: true, record: false, refusal: agencyTexts.memberOnly },
      { name: 'agency-owner', signedIn: true, record: false, refusal: agencyTexts.ownerOnly },
    ]);
    for (const { refusal: r } of declared.filter((d) => d.refusal !== undefined)) expect(r).toMatch(/^(Only|My information is open to) .+\.$/);
    const descriptions = declared.map((d) => d.description);
    for (const description of descriptions) expect(description).toMatch(/^[A-Z].{8,}\.$/);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('a visitor is let through a visitor route and a signed-in caller keeps their user', async () => {
    expect(await visitor.resolve(resolveInput(null))).toEqual({ user: null });
    const who = talentCaller();
    expect(await visitor.resolve(resolveInput(who))).toEqual({ user: who.user });
    expect(await signedIn.resolve(resolveInput(who))).toEqual({ user: who.user });
  });

  it('a signed-in declaration resolved without a user is a fault of the server, not a refusal', async () => {
    await expect(signedIn.resolve(resolveInput(null))).rejects.toThrow('A signed-in declaration was resolved without a user.');
    await expect(callerOf(resolveInput(null))).rejects.toThrow('A signed-in declaration was resolved without a user.');
    const who = talentCaller();
    await expect(talent.resolve({ ...resolveInput(who), user: null })).rejects.toThrow('A signed-in declaration was resolved without a user.');
  });

  it('a declaration a handler calls without the dispatcher’s caller reads the caller of the claims from the database', async () => {
    const database = {
      execute: () => {
        throw new Error('the database was asked');
      },
    };
    const input = { ...resolveInput(null), user: talentCaller().user, deps: { db: database, now: () => new Date(0) } as unknown as Deps };
    await expect(callerOf(input)).rejects.toThrow('the database was asked');
  });

  it('talent and agency members act for their talent; anyone else is refused', async () => {
    const own = talentCaller(7);
    expect(await talent.resolve(resolveInput(own))).toEqual({ user: own.user, party: { agencyId: null, ownInstrId: 7, instrIds: [7] } });
    const member = agencyCaller();
    expect(await talent.resolve(resolveInput(member))).toEqual({ user: member.user, party: { agencyId: 3, ownInstrId: 12, instrIds: [12, 13] } });
    expect(await refusal(talent, adminCaller())).toEqual(refused(jobCenterTexts.notTalent));
  });

  it('a talent owns their own profile; a client contact owns none', async () => {
    const own = talentCaller(7);
    expect(await profileOwner.resolve(resolveInput(own))).toEqual({ user: own.user, profile: { instrId: 7, own: true } });
    expect(await refusal(profileOwner, adminCaller())).toEqual(refused(accountTexts.talentOnly));
  });

  it('any client contact is a contact, with or without a company; talent are not', async () => {
    const admin = adminCaller();
    expect(await contact.resolve(resolveInput(admin))).toEqual({ user: admin.user, contact: admin.contact });
    expect(await refusal(contact, talentCaller())).toEqual(refused(accountTexts.contactOnly));
  });

  it('a contact who already has a company cannot act as a company-less one', async () => {
    const alone = caller({ user: { contactId: 9 }, contact: contactRow({ id: 9, companyId: null }) });
    expect(await companyLessContact.resolve(resolveInput(alone))).toEqual({ user: alone.user, contact: alone.contact });
    expect(await refusal(companyLessContact, adminCaller())).toEqual({ status: 409, message: accountTexts.alreadyInCompany });
    expect(await refusal(companyLessContact, talentCaller())).toEqual(refused(accountTexts.contactOnly));
  });

  it('only an active contact of a company is a client contact', async () => {
    const admin = adminCaller();
    expect(await clientContact.resolve(resolveInput(admin))).toEqual({ user: admin.user, contact: { ...admin.contact, companyId: 2 } });
    const standard = caller({ ...admin, contact: contactRow({ webRole: 1 }) });
    expect(await clientContact.resolve(resolveInput(standard))).toMatchObject({ contact: { webRole: 1 } });
    for (const row of [contactRow({ companyId: null }), contactRow({ status: 'I' }), contactRow({ status: 'P' })]) {
      expect(await refusal(clientContact, caller({ ...admin, contact: row })), JSON.stringify(row)).toEqual(refused(COMPANY_ONLY));
    }
    expect(await refusal(clientContact, talentCaller())).toEqual(refused(COMPANY_ONLY));
  });

  it('only an active administrator of a named company is a company administrator', async () => {
    const admin = adminCaller();
    expect(await companyAdmin.resolve(resolveInput(admin))).toEqual({ user: admin.user, contact: { ...admin.contact, companyId: 2 }, companyName: 'Acme' });
    expect(await refusal(companyAdmin, caller({ ...admin, contact: contactRow({ webRole: 1 }) }))).toEqual(refused(ADMINISTRATOR_ONLY));
    expect(await refusal(companyAdmin, caller({ ...admin, companyName: null }))).toEqual(refused(ADMINISTRATOR_ONLY));
    expect(await refusal(companyAdmin, caller({ ...admin, contact: contactRow({ status: 'I' }) }))).toEqual(refused(ADMINISTRATOR_ONLY));
    expect(await refusal(companyAdmin, talentCaller())).toEqual(refused(ADMINISTRATOR_ONLY));
  });

  it('agency members and owners act for their agency; a talent of their own is no agency member', async () => {
    const member = agencyCaller();
    expect(await agencyMember.resolve(resolveInput(member))).toEqual({
      user: member.user,
      party: { agencyId: 3, ownInstrId: 12, instrIds: [12, 13] },
      agencyId: 3,
    });
    expect(await refusal(agencyMember, talentCaller())).toEqual(refused(agencyTexts.memberOnly));
    expect(await refusal(agencyMember, adminCaller())).toEqual(refused(agencyTexts.memberOnly));
    const owner = agencyCaller({ isOwner: true });
    expect(await agencyOwner.resolve(resolveInput(owner))).toEqual({ user: owner.user, agencyId: 3 });
    expect(await refusal(agencyOwner, member)).toEqual(refused(agencyTexts.ownerOnly));
    expect(await refusal(agencyOwner, talentCaller())).toEqual(refused(agencyTexts.ownerOnly));
  });

  it('a route’s own refusal replaces the declaration’s', async () => {
    const message = 'Only client contacts can see invoices.';
    await expect(contact.resolve(resolveInput(talentCaller(), message))).rejects.toMatchObject({ status: 403, message });
    await expect(clientContact.resolve(resolveInput(talentCaller(), message))).rejects.toMatchObject({ status: 403, message });
  });
});
