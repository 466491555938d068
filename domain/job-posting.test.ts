import { describe, expect, it } from 'vitest';
import { allowedRateTypes, budgetFormFor, stepForms, updateProjectDetailSchema } from './job-posting.ts';
import { jobPostingTexts } from './job-posting-texts.ts';

/** The messages of a failed parse, each with the field it sits on. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const details = {
  title: 'Power BI for analysts',
  roleIds: [1],
  noOfPositions: 1,
  startDate: '2026-03-02',
  endDate: '2026-03-06',
  locationType: 'Remote',
  timeZone: 'America/Chicago',
};
const timeline = { projectDate: '2026-03-02', startTime: '09:00', endTime: '17:00', timeZone: 'America/Chicago' };
const budget = { rateType: 'Daily', rateMin: 900, rateMax: 1300, estimatedTime: 1 };

describe('the job details step', () => {
  const check = (change: object) => problems(stepForms['job-details'].safeParse({ ...details, ...change }));

  it('takes an end date on or after the start date, not before it', () => {
    expect(check({})).toEqual([]);
    expect(check({ endDate: '2026-03-02' })).toEqual([]);
    expect(check({ endDate: '2026-03-01' })).toEqual([`endDate: ${jobPostingTexts.endBeforeStart}`]);
  });

  it('asks an onsite job for its city and its country, and a remote or virtual one for neither', () => {
    expect(check({ locationType: 'Onsite' })).toEqual([`city: ${jobPostingTexts.cityRequired}`, `countryCode: ${jobPostingTexts.countryRequired}`]);
    expect(check({ locationType: 'Onsite', city: 'Chicago' })).toEqual([`countryCode: ${jobPostingTexts.countryRequired}`]);
    expect(check({ locationType: 'Onsite', countryCode: 'US' })).toEqual([`city: ${jobPostingTexts.cityRequired}`]);
    expect(check({ locationType: 'Onsite', city: 'Chicago', countryCode: 'US' })).toEqual([]);
    expect(check({ locationType: 'Virtual' })).toEqual([]);
  });

  it('holds the same rules when a saved job is changed', () => {
    const saved = (change: object) => problems(updateProjectDetailSchema.safeParse({ projectId: 7, step: 'job-details', ...details, ...change }));
    expect(saved({ endDate: '2026-03-01', locationType: 'Onsite', city: 'Chicago' })).toEqual([
      `endDate: ${jobPostingTexts.endBeforeStart}`,
      `countryCode: ${jobPostingTexts.countryRequired}`,
    ]);
  });
});

describe('the specification step', () => {
  const check = (change: object) => problems(stepForms['job-specification'].safeParse(change));

  it('asks which certification when one is required', () => {
    expect(check({ isCertificationRequired: true })).toEqual([`certificationRequiredComments: ${jobPostingTexts.certificationCommentsRequired}`]);
    expect(check({ isCertificationRequired: true, certificationRequiredComments: '' })).toEqual([
      `certificationRequiredComments: ${jobPostingTexts.certificationCommentsRequired}`,
    ]);
    expect(check({ isCertificationRequired: true, certificationRequiredComments: 'Microsoft certified' })).toEqual([]);
    expect(check({ isCertificationRequired: false })).toEqual([]);
  });

  it('takes a session ending on or after its first day, and ending after it starts', () => {
    const rows = (row: object) => check({ timelines: [{ ...timeline, ...row }] });
    expect(rows({})).toEqual([]);
    expect(rows({ projectEndDate: '2026-03-02' })).toEqual([]);
    expect(rows({ projectEndDate: '2026-03-01' })).toEqual([`timelines.0.projectEndDate: ${jobPostingTexts.endBeforeStart}`]);
    expect(rows({ endTime: '09:00' })).toEqual([`timelines.0.endTime: ${jobPostingTexts.endTimeBeforeStart}`]);
    expect(rows({ endTime: '08:59' })).toEqual([`timelines.0.endTime: ${jobPostingTexts.endTimeBeforeStart}`]);
    expect(rows({ endTime: '09:01' })).toEqual([]);
  });

  it('holds the same rules when a saved job is changed', () => {
    expect(problems(updateProjectDetailSchema.safeParse({ projectId: 7, step: 'job-specification', isCertificationRequired: true }))).toEqual([
      `certificationRequiredComments: ${jobPostingTexts.certificationCommentsRequired}`,
    ]);
  });
});

describe('the budget step', () => {
  const check = (change: object, allowsPerUnitRates = false) => problems(budgetFormFor(allowsPerUnitRates).safeParse({ ...budget, ...change }));

  it('takes a minimum rate up to the maximum, not above it', () => {
    expect(check({})).toEqual([]);
    expect(check({ rateMin: 1300 })).toEqual([]);
    expect(check({ rateMin: 1300.01 })).toEqual([`rateMax: ${jobPostingTexts.rateRange}`]);
    expect(problems(updateProjectDetailSchema.safeParse({ projectId: 7, step: 'job-budget', ...budget, rateMin: 1400 }))).toEqual([
      `rateMax: ${jobPostingTexts.rateRange}`,
    ]);
  });

  it('offers per-minute and per-word rates to Voice Talent jobs only', () => {
    expect(allowedRateTypes(false)).toEqual(['Hourly', 'Daily', 'Flat']);
    expect(allowedRateTypes(true)).toEqual(['Hourly', 'Daily', 'Per Minute', 'Per Word', 'Flat']);
    expect(check({ rateType: 'Per Word' })).toEqual([`rateType: ${jobPostingTexts.rateTypeNotAllowed}`]);
    expect(check({ rateType: 'Per Minute' })).toEqual([`rateType: ${jobPostingTexts.rateTypeNotAllowed}`]);
    expect(check({ rateType: 'Per Word' }, true)).toEqual([]);
    expect(check({ rateType: 'Flat' })).toEqual([]);
  });
});
