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
