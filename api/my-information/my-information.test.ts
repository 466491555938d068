import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { instructors, users } from '../db/schema/index.ts';
import { call } from '../testing/test-client.ts';
import { testPeople } from './test-people.ts';
import { accountTexts } from '#domain/account.ts';

describe('MyInformation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let people: ReturnType<typeof testPeople>;
  beforeAll(async () => {
    t = await createTestApp();
    people = testPeople(t.deps);
  });
  afterAll(() => t.close());

  const get = (token: string, instrId?: number | string) =>
    call(t.app, 'GET', `/api/MyInformation/Get${instrId === undefined ? '' : `?instrId=${instrId}`}`, undefined, { token });
  const post = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/MyInformation/Post', body, { token });
  const valid = { nickName: 'Tee', firstName: 'Tamsin', lastName: 'Grey', countryCode: 'us', stateCode: 'ny' };

  it('reads a talent’s own information with the country list and the states of the chosen country', async () => {
    const talent = await people.talent('Tara');
    const empty = await get(talent.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      instrId: talent.instrId,
      nickName: null,
      firstName: 'Tara',
      lastName: 'Tester',
      email: talent.email,
      countryCode: null,
      stateCode: null,
      states: [],
      thumbnailBlobId: null,
      profileStatus: 1,
    });
    expect(empty.body.countries).toContainEqual({ code: 'US', name: 'United States' });

    const saved = await post(talent.token, valid);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: accountTexts.informationSaved, nickName: 'Tee', firstName: 'Tamsin', countryCode: 'US', stateCode: 'NY' });
    expect(saved.body.states).toContainEqual({ code: 'NY', name: 'New York' });

    const [login] = await t.deps.db.select().from(users).where(eq(users.id, talent.userId));
    expect(login).toMatchObject({ nickname: 'Tee', firstName: 'Tamsin', lastName: 'Grey', countryCode: 'US', stateCode: 'NY' });
    const again = await get(talent.token);
    const { message: _message, ...information } = saved.body;
    expect(again.body).toEqual(information);
  });

  it('clears optional fields sent blank and keeps the photo when none is sent', async () => {
    const talent = await people.talent();
    await post(talent.token, valid);
    const cleared = await post(talent.token, { ...valid, nickName: '  ', stateCode: '' });
    expect(cleared.body).toMatchObject({ nickName: null, stateCode: null });
  });

  it('answers the spec’s validation messages', async () => {
    const talent = await people.talent();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, firstName: 'A'.repeat(21) }, 'firstName', 'First Name should not exceed 20 characters'],
      [{ ...valid, lastName: 'B'.repeat(21) }, 'lastName', 'Last Name should not exceed 20 characters'],
      [{ ...valid, firstName: '  ' }, 'firstName', 'First Name is Required'],
      [{ ...valid, countryCode: undefined }, 'countryCode', accountTexts.countryRequired],
      [{ ...valid, countryCode: 'ZZ' }, 'countryCode', accountTexts.countryUnknown],
      [{ ...valid, stateCode: 'ON' }, 'stateCode', accountTexts.stateUnknown],
      [{ ...valid, countryCode: 'FR', stateCode: 'NY' }, 'stateCode', accountTexts.stateUnknown],
      [{ ...valid, nickName: 'N'.repeat(21) }, 'nickName', accountTexts.nickNameTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(talent.token, body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors, field).toMatchObject({ [field]: [message] });
    }
    const [unchanged] = await t.deps.db.select().from(instructors).where(eq(instructors.id, talent.instrId));
    expect(unchanged?.firstName).toBe('Tara');
  });

  it('is for talent: contacts get 403, visitors 401', async () => {
    const contact = await people.contact();
    expect(await get(contact.token)).toMatchObject({ status: 403, body: { message: accountTexts.talentOnly } });
    expect((await post(contact.token, valid)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/MyInformation/Get')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/MyInformation/Post', valid)).status).toBe(401);
  });

  it('lets a talent open only their own profile by instrId', async () => {
    const talent = await people.talent();
    const other = await people.talent('Otto');
    expect((await get(talent.token, talent.instrId)).status).toBe(200);
    expect(await get(talent.token, other.instrId)).toMatchObject({ status: 403, body: { message: accountTexts.talentOnly } });
    expect((await post(talent.token, { ...valid, instrId: other.instrId })).status).toBe(403);
    const [untouched] = await t.deps.db.select().from(instructors).where(eq(instructors.id, other.instrId));
    expect(untouched?.firstName).toBe('Otto');
  });

  it('lets an agency owner read and edit the agency’s talent, and nobody else’s', async () => {
    const agency = await people.agency('Brightpath');
    const rival = await people.agency('Rival');
    const independent = await people.talent();

    const own = await get(agency.owner.token);
    expect(own.body).toMatchObject({ instrId: agency.ownerInstrId, firstName: 'Olive', email: agency.owner.email });
    expect((await get(agency.owner.token, 'all')).body).toMatchObject({ instrId: agency.ownerInstrId });

    const talent = await get(agency.owner.token, agency.talentInstrId);
    expect(talent.body).toMatchObject({ instrId: agency.talentInstrId, firstName: 'Theo', email: null, nickName: null, profileStatus: 2 });
    const member = await get(agency.owner.token, agency.memberInstrId);
    expect(member.body).toMatchObject({ instrId: agency.memberInstrId, email: agency.member.email });

    const saved = await post(agency.owner.token, { ...valid, instrId: agency.talentInstrId, nickName: 'ignored' });
    expect(saved.body).toMatchObject({ instrId: agency.talentInstrId, firstName: 'Tamsin', nickName: null });
    const [owner] = await t.deps.db.select().from(users).where(eq(users.id, agency.owner.userId));
    expect(owner?.firstName).toBe('Olive');

    // The agency's own profile (Company Profile in the member switcher, decision record 287) is the owner's too.
    expect((await get(agency.owner.token, agency.agencyId)).body).toMatchObject({ instrId: agency.agencyId });
    for (const instrId of [rival.talentInstrId, rival.ownerInstrId, independent.instrId]) {
      expect((await get(agency.owner.token, instrId)).status, String(instrId)).toBe(403);
    }
    expect((await get(agency.member.token, agency.agencyId)).status).toBe(403);
  });

  it('gives an agency member their own profile in the agency and no one else’s', async () => {
    const agency = await people.agency('Northwind');
    expect((await get(agency.member.token)).body).toMatchObject({ instrId: agency.memberInstrId, email: agency.member.email });
    const saved = await post(agency.member.token, { ...valid, nickName: 'Mil' });
    expect(saved.body).toMatchObject({ instrId: agency.memberInstrId, nickName: 'Mil', firstName: 'Tamsin' });
    expect((await get(agency.member.token, agency.talentInstrId)).status).toBe(403);
    expect((await get(agency.member.token, agency.ownerInstrId)).status).toBe(403);
  });
});
