import { describe, expect, it } from 'vitest';
import { jobPostingLd, jsonForScript } from './job-posting-ld.ts';
import type { JobView } from './job-view.ts';

const job: JobView = {
  projectID: 42,
  title: 'Power BI </script><script>alert(1)</script>',
  description: '<p onclick="x()">Four <b>live</b> sessions</p>',
  roles: ['Trainer'],
  roleGroup: 'A',
  stagePostingDate: '2026-11-01T10:00:00.000Z',
  status: 'open',
  startDate: '2026-11-20',
  endDate: '2026-12-20',
  projectBudget: { rateType: 'Daily', rateMin: 900, rateMax: 1300, rateCost: 1300, rateNegotiable: false },
  projectSpecification: {
    nearCity: null,
    city: null,
    state: null,
    stateName: null,
    country: null,
    countryName: null,
    locationType: 'Virtual',
    locationName: null,
    timeZone: 'America/Chicago',
    estimatedTime: 2,
    timeRequirementID: 1,
    timeRequirement: 'Business hours',
    contentRequirement: null,
    contentComments: null,
    isCertificationRequired: false,
    certificationRequiredComments: null,
    projectDuration: null,
    projectTimeframe: null,
  },
  projectSkills: [],
  projectIndustryExperience: [],
  projectLanguages: [],
  projectAudience: {
    audienceSize: 40,
    isAudienceSizeFieldVisible: true,
    description: null,
    individualContributors: true,
    firstLevelLeaders: false,
    midLevelLeaders: false,
    executives: false,
  },
  projectDocuments: [],
  projectSpecificationTimelines: [],
  repDetails: {
    srName: null,
    srExternalTitle: null,
    srPhone: null,
    srEmail: null,
    recName: null,
    recExternalTitle: null,
    recPhone: null,
    recEmail: null,
    pmName: null,
    pmExternalTitle: null,
    pmPhone: null,
    pmEmail: null,
  },
  companyName: 'Northwind Learning Group',
  companyCountryName: 'United States',
  noOfPositions: 1,
};

describe('jobPostingLd', () => {
  it('has the required properties and the recommended ones the job has', () => {
    const ld = jobPostingLd(job, 'https://x.example/view-job-details/42/h');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: '<p>Four <b>live</b> sessions</p>',
      datePosted: '2026-11-01',
      validThrough: '2026-12-20T23:59:59Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Learning Group' },
      identifier: { '@type': 'PropertyValue', value: '42' },
      directApply: false,
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 900, maxValue: 1300, unitText: 'DAY' } },
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('gives an onsite job a postal address and leaves out a salary it cannot express', () => {
    const onsite = jobPostingLd(
      {
        ...job,
        projectBudget: { ...job.projectBudget, rateType: 'Flat' },
        projectSpecification: { ...job.projectSpecification, locationType: 'Onsite', city: 'Chicago', state: 'IL', country: 'US' },
      },
      'https://x.example/p',
    );
    expect(onsite.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Chicago', addressRegion: 'IL', addressCountry: 'US' },
    });
    expect(onsite).not.toHaveProperty('jobLocationType');
    expect(onsite).not.toHaveProperty('baseSalary');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const text = jsonForScript(jobPostingLd(job, 'https://x.example/p'));
    expect(text).not.toMatch(/[<>]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text).title).toBe(job.title);
  });
});

describe('jobPostingLd of other jobs', () => {
  const spec = job.projectSpecification;
  const ldOf = (changes: Partial<JobView>) => jobPostingLd({ ...job, ...changes }, 'https://x.example/p');

  it('names the company as the identifier’s issuer and gives the page address', () => {
    expect(ldOf({})).toMatchObject({ identifier: { name: 'Northwind Learning Group' }, url: 'https://x.example/p' });
  });

  it('says where remote work may be done from, by the job’s country or else the company’s, or not at all', () => {
    expect(ldOf({ projectSpecification: { ...spec, locationType: 'Remote', countryName: 'Canada' } })).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'Canada' },
    });
    expect(ldOf({ companyCountryName: null })).not.toHaveProperty('applicantLocationRequirements');
  });

  it('gives an onsite job near a city that city, and no more of the address than it has', () => {
    expect(ldOf({ projectSpecification: { ...spec, locationType: 'Onsite', nearCity: 'Evanston' } }).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Evanston' },
    });
  });

  it('uses the title when there is no description, and leaves out a posting date and an end it does not have', () => {
    const ld = ldOf({ description: null, stagePostingDate: null, endDate: null });
    expect(ld.description).toBe(job.title);
    expect(ld.datePosted).toBeUndefined();
    expect(ld).not.toHaveProperty('validThrough');
  });

  it('states an hourly rate, one end standing for both when the other is missing', () => {
    expect(ldOf({ projectBudget: { ...job.projectBudget, rateType: 'Hourly', rateMin: null, rateMax: 80 } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 80, maxValue: 80, unitText: 'HOUR' },
    });
    expect(ldOf({ projectBudget: { ...job.projectBudget, rateMin: 70, rateMax: null } }).baseSalary).toMatchObject({ value: { minValue: 70, maxValue: 70 } });
  });

  it('states no salary for a negotiable rate, a rate without amount or type', () => {
    expect(ldOf({ projectBudget: { ...job.projectBudget, rateNegotiable: true } })).not.toHaveProperty('baseSalary');
    expect(ldOf({ projectBudget: { ...job.projectBudget, rateMin: null, rateMax: null } })).not.toHaveProperty('baseSalary');
    expect(ldOf({ projectBudget: { ...job.projectBudget, rateType: null } })).not.toHaveProperty('baseSalary');
  });

  it('counts the openings of a job with several positions', () => {
    expect(ldOf({ noOfPositions: 3 }).totalJobOpenings).toBe(3);
    expect(ldOf({ noOfPositions: 1 })).not.toHaveProperty('totalJobOpenings');
  });
});

describe('jsonForScript of every character that could end the script', () => {
  it('escapes <, >, & and the line separators', () => {
    expect(jsonForScript('<a>&\u2028\u2029')).toBe('"\\u003ca\\u003e\\u0026\\u2028\\u2029"');
  });
});
