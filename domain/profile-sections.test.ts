import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  aboutMeBody,
  certificationAddBody,
  certificationUpdateBody,
  educationAddBody,
  educationUpdateBody,
  languageBody,
  preferencesBody,
  profileSectionTexts,
  workExperienceAddBody,
  workExperienceUpdateBody,
} from './profile-sections.ts';

type Schema = { safeParse: (input: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };

/** Each problem of an input as `field: message`; empty when the input is accepted. */
const problems = (schema: Schema, input: unknown) => (schema.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('work experience', () => {
  const job = { companyName: 'Acme', jobTitle: 'Trainer', startDate: '2020-03-01' };

  it('needs an end date unless the talent currently works there', () => {
    expect(problems(workExperienceAddBody, job)).toEqual([`endDate: ${profileSectionTexts.endDateRequired}`]);
    expect(problems(workExperienceAddBody, { ...job, endDate: '2021-03-01' })).toEqual([]);
    expect(problems(workExperienceAddBody, { ...job, isCurrent: true })).toEqual([]);
  });

  it('has no end date while the talent works there', () => {
    expect(problems(workExperienceAddBody, { ...job, isCurrent: true, endDate: '2021-03-01' })).toEqual([`endDate: ${profileSectionTexts.noEndDateWhenCurrent}`]);
  });

  it('refuses an end date before the start date, and takes one on the same day', () => {
    expect(problems(workExperienceUpdateBody, { ...job, id: 3, endDate: '2020-02-29' })).toEqual([`endDate: ${profileSectionTexts.endBeforeStart}`]);
    expect(problems(workExperienceUpdateBody, { ...job, id: 3, endDate: '2020-03-01' })).toEqual([]);
  });

  it('treats a blank or null end date as none, and names a missing or impossible date', () => {
    expect(problems(workExperienceAddBody, { ...job, isCurrent: true, endDate: '  ' })).toEqual([]);
    expect(problems(workExperienceAddBody, { ...job, isCurrent: true, endDate: null })).toEqual([]);
    expect(problems(workExperienceAddBody, { ...job, startDate: '' })).toContain('startDate: Start Date is Required');
    expect(problems(workExperienceAddBody, { companyName: 'Acme', jobTitle: 'Trainer', isCurrent: true })).toEqual(['startDate: Start Date is Required']);
    expect(problems(workExperienceAddBody, { ...job, startDate: '2021-02-30', endDate: '2022-01-01' })).toEqual([`startDate: ${profileSectionTexts.dateInvalid}`]);
  });
});

describe('education', () => {
  const school = { institution: 'State University' };

  it('refuses an end year before the start year', () => {
    expect(problems(educationAddBody, { ...school, startYear: 2012, endYear: 2011 })).toEqual([`endYear: ${profileSectionTexts.endYearBeforeStart}`]);
    expect(problems(educationUpdateBody, { ...school, id: 2, startYear: '2012', endYear: '2012' })).toEqual([]);
  });

  it('takes either year alone', () => {
    expect(problems(educationAddBody, { ...school, startYear: 2012 })).toEqual([]);
    expect(problems(educationAddBody, { ...school, endYear: 2011, startYear: '' })).toEqual([]);
  });
});

describe('certifications', () => {
  const cert = { name: 'CPTD' };

  it('refuses an expiry date before the issue date', () => {
    expect(problems(certificationAddBody, { ...cert, issueDate: '2024-05-02', expiryDate: '2024-05-01' })).toEqual([`expiryDate: ${profileSectionTexts.expiryBeforeIssue}`]);
    expect(problems(certificationUpdateBody, { ...cert, id: 5, issueDate: '2024-05-02', expiryDate: '2024-05-02' })).toEqual([]);
  });

  it('takes either date alone', () => {
    expect(problems(certificationAddBody, { ...cert, expiryDate: '2024-05-01' })).toEqual([]);
    expect(problems(certificationAddBody, { ...cert, issueDate: '2024-05-02' })).toEqual([]);
  });

  it('takes an http or https credential link only', () => {
    expect(problems(certificationAddBody, { ...cert, credentialUrl: 'https://certs.example.com/42' })).toEqual([]);
    expect(problems(certificationAddBody, { ...cert, credentialUrl: 'http://certs.example.com/42' })).toEqual([]);
    expect(problems(certificationAddBody, { ...cert, credentialUrl: 'ftp://certs.example.com/42' })).toEqual([`credentialUrl: ${messages.portfolio.badUrl}`]);
    expect(problems(certificationAddBody, { ...cert, credentialUrl: 'certs.example.com' })).toEqual([`credentialUrl: ${messages.portfolio.badUrl}`]);
  });
});

describe('languages, About me and industries', () => {
  it('takes the three proficiencies only', () => {
    expect(languageBody.parse({ languageId: 4, proficiency: '3' }).proficiency).toBe(3);
    expect(problems(languageBody, { languageId: 4, proficiency: 4 })).toEqual([`proficiency: ${messages.language.selectProficiency}`]);
  });

  it('keeps a blank About me as none', () => {
    expect(aboutMeBody.parse({ aboutMe: '   ' }).aboutMe).toBeUndefined();
    expect(aboutMeBody.parse({ aboutMe: ' Hello ' }).aboutMe).toBe('Hello');
  });

  it('keeps each industry once', () => {
    expect(preferencesBody.parse({ industryIds: [3, 5, 3] }).industryIds).toEqual([3, 5]);
  });
});
