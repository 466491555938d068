import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { instructors } from '../db/schema/index.ts';
import { languages } from '../master/data/languages.ts';
import { createProfileTestApp } from '../testing/profile-test-app.ts';
import { call } from '../testing/test-client.ts';
import { accountTexts } from '#domain/account.ts';
import { profileStatuses } from '#domain/constants.ts';
import { trimmedWhitespace } from '../talent-standing/profile-status.ts';
import { noProfileCounts } from '../../tests/fixtures/profile-counts.ts';

let t: Awaited<ReturnType<typeof createProfileTestApp>>;
beforeAll(async () => {
  t = await createProfileTestApp();
});
afterAll(() => t.close());

const english = languages.find((l) => l.name === 'English')?.id ?? 0;
const none = noProfileCounts;
const progressOf = (token: string, instrId?: number) => t.as(token).get(`/api/TrainerProfile/GetProgress${instrId === undefined ? '' : `?instrId=${instrId}`}`);

describe('TrainerProfile/GetProgress', () => {
  it('answers the stored status and the counts of the talent’s profile, which move as they add a language and a role', async () => {
    const talent = await t.people.talent('Pia');
    const empty = await progressOf(talent.token);
    expect(empty).toMatchObject({ status: 200, body: { profileStatus: profileStatuses.Good, counts: none } });

    expect((await t.as(talent.token).post('/api/TrainerLanguage/Post', { languageId: english, proficiency: 3 })).status).toBe(200);
    expect((await progressOf(talent.token)).body).toEqual({ profileStatus: profileStatuses.Incomplete, counts: { ...none, languages: 1 }, hasPhoto: false, agreementSigned: false });

    const role = { roleId: await t.roleId('Instructional Designer'), startYear: 2015, rateType: 'Hourly', rateMin: '60', rateMax: '90', skills: [{ skillId: await t.skillId('ADDIE Model') }] };
    expect((await t.as(talent.token).post('/api/Role/Post', role)).status).toBe(200);
    const withRole = await progressOf(talent.token);
    expect(withRole.body).toEqual({ profileStatus: profileStatuses.Incomplete, counts: { ...none, languages: 1, roles: 1 }, hasPhoto: false, agreementSigned: false });

    const whole = await t.as(talent.token).get('/api/TrainerProfile/Get');
    expect({ profileStatus: whole.body.profileStatus, counts: whole.body.counts }).toEqual({ profileStatus: withRole.body.profileStatus, counts: withRole.body.counts });
  });

  it('reads an About Me of nothing but white space as missing, as the profile forms do', async () => {
    const talent = await t.people.talent('Ada');
    const aboutMe = async (text: string) => {
      await t.deps.db.update(instructors).set({ aboutMe: text }).where(eq(instructors.id, talent.instrId));
      return (await progressOf(talent.token)).body.counts;
    };
    expect(await aboutMe(`${trimmedWhitespace}${trimmedWhitespace}`)).toMatchObject({ hasAboutMe: false });
    expect(await aboutMe(`\u3000\u00a0I teach.\n`)).toMatchObject({ hasAboutMe: true });
    expect(await aboutMe('\u200b')).toMatchObject({ hasAboutMe: true });
  });

  it('lets an agency owner read their talent’s progress and refuses an agency member, a client and a visitor', async () => {
    const agency = await t.people.agency('Northlight');
    const instrId = agency.talentInstrId;
    const owner = await progressOf(agency.owner.token, instrId);
    expect(owner).toMatchObject({ status: 200, body: { profileStatus: profileStatuses.Better, counts: none } });

    const company = await t.people.company('Acme Training');
    const client = await t.people.contact({ companyId: company });
    for (const token of [agency.member.token, client.token]) {
      expect(await progressOf(token, instrId)).toMatchObject({ status: 403, body: { message: accountTexts.talentOnly } });
    }
    expect((await progressOf(client.token)).status).toBe(403);
    const visitor = await call(t.app, 'GET', `/api/TrainerProfile/GetProgress?instrId=${instrId}`);
    expect(visitor.status).toBe(401);
    expect(Object.keys(visitor.body ?? {})).toEqual(['message']);
  });
});

describe('the white space an About Me may be left with', () => {
  it('is exactly what JavaScript’s trim() removes', () => {
    const trimmed: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      if (char.trim() === '') trimmed.push(char);
    }
    expect([...trimmedWhitespace].sort()).toEqual(trimmed.sort());
  });
});
