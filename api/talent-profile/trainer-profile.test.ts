import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { instructors, notifications } from '../db/schema/index.ts';
import { languages } from '../master/data/languages.ts';
import { proposalTalent } from '../talent-job-center/proposal-gates.ts';
import { accountTexts } from '#domain/account.ts';
import { profileStatuses } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { profileSectionLimits, profileSectionTexts } from '#domain/profile-sections.ts';
import { heldRole, industry, signedIca } from '../testing/profile-data.ts';
import { profileApiPerFile } from '../testing/profile-api.ts';

const english = languages.find((l) => l.name === 'English')?.id ?? 0;
const work = { companyName: 'Acme Learning', jobTitle: 'Lead Trainer', startDate: '2019-03-01', isCurrent: true };

describe('TrainerProfile', () => {
  const api = profileApiPerFile();

  const noticesOf = async (userId: number) =>
    (await api.t.deps.db.select({ subject: notifications.subject }).from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id))).map(
      (n) => n.subject,
    );
  const storedStatus = async (instrId: number) =>
    (await api.t.deps.db.select({ status: instructors.profileStatus }).from(instructors).where(eq(instructors.id, instrId)))[0]?.status;

  it('brings a new talent to Good when about me, a role, a language, an industry and a work experience are filled in, and back to Incomplete without one', async () => {
    const talent = await api.people.talent('Nina');
    // The fixture stores Good; a talent who has just signed up is Incomplete.
    await api.t.deps.db.update(instructors).set({ profileStatus: profileStatuses.Incomplete }).where(eq(instructors.id, talent.instrId));
    await signedIca(api.t.deps.db, talent.instrId, talent.userId);
    const party = { agencyId: null, ownInstrId: talent.instrId, instrIds: [talent.instrId] };
    const finance = await industry(api.t.deps.db, 'Finance');

    const empty = await api.send('GET', '/api/TrainerProfile/Get', talent.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      instrId: talent.instrId,
      profileStatus: profileStatuses.Incomplete,
      aboutMe: null,
      headline: null,
      companyInfo: { isAgency: false },
      profileRoles: [],
      industryExperiences: [],
      languages: [],
      workExperiences: [],
      educations: [],
      certifications: [],
    });
    expect(empty.body.choices).toMatchObject({ industries: [{ id: finance, name: 'Finance' }] });
    await expect(proposalTalent(api.t.deps.db, party, undefined)).rejects.toMatchObject({ status: 403, message: messages.proposal.icaRequired });

    const steps = [
      () => api.send('POST', '/api/TrainerProfile/UpdateAboutMe', talent.token, { body: { aboutMe: 'I teach finance teams to love spreadsheets.' } }),
      () => api.send('POST', '/api/TrainerLanguage/Post', talent.token, { body: { languageId: english, proficiency: 3 } }),
      () => api.send('POST', '/api/TrainerProfile/UpdatePreferences', talent.token, { body: { industryIds: [finance] } }),
      () => api.send('POST', '/api/WorkExperience/Post', talent.token, { body: work }),
    ];
    for (const step of steps) {
      const res = await step();
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.profileStatus).toBe(profileStatuses.Incomplete);
    }
    await heldRole(api.t.deps.db, talent.instrId);
    const headline = await api.send('POST', '/api/TrainerProfile/UpdateHeadline', talent.token, { body: { headline: 'Finance trainer' } });
    expect(headline.body).toEqual({ message: profileSectionTexts.headlineSaved, profileStatus: profileStatuses.Good });
    expect(await storedStatus(talent.instrId)).toBe(profileStatuses.Good);
    expect(await proposalTalent(api.t.deps.db, party, undefined)).toBe(talent.instrId);
    expect(await noticesOf(talent.userId)).toEqual(['Your profile is now Good']);

    const full = await api.send('GET', '/api/TrainerProfile/Get', talent.token);
    expect(full.body).toMatchObject({
      profileStatus: profileStatuses.Good,
      aboutMe: 'I teach finance teams to love spreadsheets.',
      headline: 'Finance trainer',
      industryExperiences: ['Finance'],
      industryIds: [finance],
      languages: [{ languageId: english, language: 'English', proficiency: 3 }],
      workExperiences: [{ ...work, endDate: null, location: null }],
    });
    expect(full.body.profileRoles).toHaveLength(1);

    const cleared = await api.send('POST', '/api/TrainerProfile/UpdatePreferences', talent.token, { body: { industryIds: [] } });
    expect(cleared.body.profileStatus).toBe(profileStatuses.Incomplete);
    expect(await storedStatus(talent.instrId)).toBe(profileStatuses.Incomplete);
    await expect(proposalTalent(api.t.deps.db, party, undefined)).rejects.toMatchObject({ status: 403 });
    expect(await noticesOf(talent.userId)).toEqual(['Your profile is now Incomplete', 'Your profile is now Good']);
  });

  it('writes nothing when the profile is read: the next write corrects a stored status the profile no longer earns', async () => {
    const talent = await api.people.talent();
    expect(await storedStatus(talent.instrId)).toBe(profileStatuses.Good);
    expect((await api.send('GET', '/api/TrainerProfile/Get', talent.token)).body.profileStatus).toBe(profileStatuses.Good);
    expect(await storedStatus(talent.instrId)).toBe(profileStatuses.Good);
    expect(await noticesOf(talent.userId)).toEqual([]);
    await api.send('POST', '/api/TrainerProfile/UpdateHeadline', talent.token, { body: { headline: 'Trainer' } });
    expect(await storedStatus(talent.instrId)).toBe(profileStatuses.Incomplete);
    expect((await api.send('GET', '/api/TrainerProfile/Get', talent.token)).body.profileStatus).toBe(profileStatuses.Incomplete);
    expect(await noticesOf(talent.userId)).toEqual(['Your profile is now Incomplete']);
  });

  it('answers the validation messages of about me, headline and industries', async () => {
    const talent = await api.people.talent();
    const cases: Array<[string, unknown, string, string]> = [
      ['UpdateAboutMe', { aboutMe: 'a'.repeat(profileSectionLimits.aboutMeMax + 1) }, 'aboutMe', profileSectionTexts.aboutMeTooLong],
      ['UpdateHeadline', { headline: 'h'.repeat(profileSectionLimits.headlineMax + 1) }, 'headline', profileSectionTexts.headlineTooLong],
      ['UpdatePreferences', { industryIds: [987_654] }, 'industryIds', profileSectionTexts.industryUnknown],
      ['UpdatePreferences', { industryIds: Array.from({ length: profileSectionLimits.industriesMax + 1 }, (_, i) => i + 1) }, 'industryIds', profileSectionTexts.industriesTooMany],
    ];
    for (const [call, body, field, message] of cases) {
      const res = await api.send('POST', `/api/TrainerProfile/${call}`, talent.token, { body });
      expect(res.status, message).toBe(400);
      expect(res.body.errors, message).toMatchObject({ [field]: [message] });
    }
    const blank = await api.send('POST', '/api/TrainerProfile/UpdateAboutMe', talent.token, { body: { aboutMe: '   ' } });
    expect(blank.status).toBe(200);
    expect((await api.send('GET', '/api/TrainerProfile/Get', talent.token)).body.aboutMe).toBeNull();
  });

  it('lets an agency owner edit their talent’s profile and refuses everyone else', async () => {
    const agency = await api.people.agency('Brightpath');
    const other = await api.people.talent('Otto');
    const instrId = agency.talentInstrId;
    const saved = await api.send('POST', '/api/TrainerProfile/UpdateAboutMe', agency.owner.token, { body: { instrId, aboutMe: 'Theo trains sales teams.' } });
    expect(saved.status).toBe(200);
    const read = await api.send('GET', '/api/TrainerProfile/Get', agency.owner.token, { query: { instrId } });
    expect(read.body).toMatchObject({ instrId, aboutMe: 'Theo trains sales teams.', companyInfo: { isAgency: false, companyName: 'Brightpath' } });
    expect((await api.send('POST', '/api/WorkExperience/Post', agency.owner.token, { body: { ...work, instrId } })).status).toBe(200);

    for (const token of [other.token, agency.member.token]) {
      const refused = await api.send('POST', '/api/TrainerProfile/UpdateAboutMe', token, { body: { instrId, aboutMe: 'Not mine to write.' } });
      expect(refused).toMatchObject({ status: 403, body: { message: accountTexts.talentOnly } });
      expect((await api.send('GET', '/api/TrainerProfile/Get', token, { query: { instrId } })).status).toBe(403);
    }
    expect((await api.send('GET', '/api/TrainerProfile/Get', agency.owner.token, { query: { instrId: other.instrId } })).status).toBe(403);
  });
});
