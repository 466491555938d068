import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { profileSectionLimits, profileSectionTexts } from '#domain/profile-sections.ts';
import { workExperienceWrites } from './work-experiences.ts';
import { educationWrites } from './educations.ts';
import { profileApiPerFile } from '../testing/profile-api.ts';

const work = { companyName: 'Acme Learning', jobTitle: 'Lead Trainer', startDate: '2019-03-01', endDate: '2022-06-30', isCurrent: false };
const school = { institution: 'State University', degree: 'BA', fieldOfStudy: 'Education', startYear: 2008, endYear: 2012 };
const credential = { name: 'Certified Technical Trainer', issuingOrganization: 'CompTIA', issueDate: '2020-01-15', expiryDate: '2026-01-15' };

describe('Work experience, education and certifications', () => {
  const api = profileApiPerFile();

  const sections = [
    { controller: 'WorkExperience', key: 'workExperiences', valid: work, changed: { jobTitle: 'Training Manager' } },
    { controller: 'Education', key: 'educations', valid: school, changed: { degree: 'MA' } },
    { controller: 'Certification', key: 'certifications', valid: credential, changed: { credentialId: 'CTT-1234' } },
  ] as const;

  for (const section of sections) {
    it(`${section.controller}: adds, lists, updates and deletes entries of the caller’s own profile only`, async () => {
      const talent = await api.people.talent();
      const other = await api.people.talent('Otto');
      const added = await api.send('POST', `/api/${section.controller}/Post`, talent.token, { body: section.valid });
      expect(added.status, added.body.message).toBe(200);
      expect(added.body.message).toBe(profileSectionTexts.entryAdded);
      const [entry] = added.body[section.key] as Array<{ id: number }>;
      expect(entry).toMatchObject(section.valid);
      const id = entry?.id ?? 0;

      const updated = await api.send('PUT', `/api/${section.controller}/Put`, talent.token, { body: { ...section.valid, ...section.changed, id } });
      expect(updated.status, updated.body.message).toBe(200);
      expect((await api.send('GET', `/api/${section.controller}/GetAll`, talent.token)).body).toEqual([expect.objectContaining({ id, ...section.changed })]);

      const theirs = await api.send('PUT', `/api/${section.controller}/Put`, other.token, { body: { ...section.valid, id } });
      expect(theirs).toMatchObject({ status: 404, body: { message: profileSectionTexts.entryNotFound } });
      expect((await api.send('DELETE', `/api/${section.controller}/Delete`, other.token, { query: { id } })).status).toBe(404);
      expect((await api.send('GET', `/api/${section.controller}/GetAll`, other.token, { query: { instrId: talent.instrId } })).status).toBe(403);

      const deleted = await api.send('DELETE', `/api/${section.controller}/Delete`, talent.token, { query: { id } });
      expect(deleted.status).toBe(200);
      expect(deleted.body[section.key]).toEqual([]);
    });
  }

  it('answers the work experience rules: required fields, lengths, dates, end date unless currently working there', async () => {
    const talent = await api.people.talent();
    const long = 'x'.repeat(profileSectionLimits.nameMax + 1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...work, companyName: ' ' }, 'companyName', 'Company Name is Required'],
      [{ ...work, jobTitle: undefined }, 'jobTitle', 'Job Title is Required'],
      [{ ...work, companyName: long }, 'companyName', `Company Name should not exceed ${profileSectionLimits.nameMax} characters`],
      [{ ...work, startDate: '' }, 'startDate', 'Start Date is Required'],
      [{ ...work, startDate: '2019-02-30' }, 'startDate', profileSectionTexts.dateInvalid],
      [{ ...work, endDate: '2018-12-31' }, 'endDate', profileSectionTexts.endBeforeStart],
      [{ ...work, endDate: null }, 'endDate', profileSectionTexts.endDateRequired],
      [{ ...work, isCurrent: true }, 'endDate', profileSectionTexts.noEndDateWhenCurrent],
      [{ ...work, description: 'd'.repeat(profileSectionLimits.descriptionMax + 1) }, 'description', `Description should not exceed ${profileSectionLimits.descriptionMax} characters`],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.send('POST', '/api/WorkExperience/Post', talent.token, { body });
      expect(res.status, message).toBe(400);
      expect(res.body.errors, message).toMatchObject({ [field]: [message] });
    }
    const current = await api.send('POST', '/api/WorkExperience/Post', talent.token, { body: { ...work, endDate: undefined, isCurrent: true } });
    expect(current.body.workExperiences).toEqual([expect.objectContaining({ isCurrent: true, endDate: null })]);
  });

  it('answers the education and certification rules', async () => {
    const talent = await api.people.talent();
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['Education', { ...school, institution: '' }, 'institution', 'Institution is Required'],
      ['Education', { ...school, startYear: 1850 }, 'startYear', profileSectionTexts.yearInvalid],
      ['Education', { ...school, endYear: 2007 }, 'endYear', profileSectionTexts.endYearBeforeStart],
      ['Certification', { ...credential, name: undefined }, 'name', 'Certification Name is Required'],
      ['Certification', { ...credential, expiryDate: '2019-01-01' }, 'expiryDate', profileSectionTexts.expiryBeforeIssue],
      ['Certification', { ...credential, credentialUrl: 'not a link' }, 'credentialUrl', messages.portfolio.badUrl],
    ];
    for (const [controller, body, field, message] of cases) {
      const res = await api.send('POST', `/api/${controller}/Post`, talent.token, { body });
      expect(res.status, message).toBe(400);
      expect(res.body.errors, message).toMatchObject({ [field]: [message] });
    }
    const minimal = await api.send('POST', '/api/Education/Post', talent.token, { body: { institution: 'Night School', degree: '', startYear: null } });
    expect(minimal.body.educations).toEqual([expect.objectContaining({ institution: 'Night School', degree: null, startYear: null, endYear: null })]);
  });

  it('keeps work experience and education off an agency’s own profile', async () => {
    const agency = await api.people.agency('Northwind');
    await expect(workExperienceWrites.add(api.t.deps, agency.agencyId, { ...work, location: undefined, description: undefined })).rejects.toMatchObject({
      status: 403,
      message: profileSectionTexts.notAgencySection,
    });
    await expect(educationWrites.add(api.t.deps, agency.agencyId, { institution: 'State University' })).rejects.toMatchObject({ status: 403 });
    const talentOfAgency = await api.send('POST', '/api/WorkExperience/Post', agency.owner.token, { body: { ...work, instrId: agency.talentInstrId } });
    expect(talentOfAgency.status).toBe(200);
  });
});
