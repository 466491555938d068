import { describe, expect, it } from 'vitest';
import { identityLocked } from '#domain/company-contact-rules.ts';
import { jobCenterTab, jobDetailsHref } from '#domain/job-center-tabs.ts';
import { myJobsQuery, searchJobsQuery } from '#domain/job-center.ts';
import { audienceLevels, isTimelineShown, jobLocationText, jobStatusLabel, type JobAudience, type JobSpecification } from '#domain/job-view.ts';
import { clientJobsQuery, clientJobStatusLabel, jobCanComplete, projectTalentsQuery } from '#domain/client-jobs.ts';
import { documentTab, myDocumentsQuery } from '#domain/files.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('a company contact', () => {
  it('keeps name and e-mail once the person has an account, and not while invited', () => {
    expect(identityLocked('A')).toBe(true);
    expect(identityLocked('I')).toBe(true);
    expect(identityLocked('P')).toBe(false);
  });
});

describe('the job center tabs', () => {
  it('lead each list item to the details page of its tab', () => {
    expect(jobDetailsHref(6, 9)).toBe('/view-job-details/9');
    expect(jobDetailsHref(2, 9)).toBe('/view-saved-job-details/9');
    expect(jobDetailsHref(3, 9)).toBe('/view-proposal-submitted-job-details/9');
    expect(jobDetailsHref(4, 9)).toBe('/jobcenter/inprogress/job-details/9/4');
    expect(jobDetailsHref(5, 9)).toBe('/jobcenter/completed/job-details/9/5');
    expect(jobDetailsHref(7, 9)).toBe('/jobcenter/rejected/job-details/9');
  });

  it('are found by their id', () => {
    expect(jobCenterTab(7)?.label).toBe('Not Selected');
    expect(jobCenterTab(1)).toBeUndefined();
  });

  it('ignore blank search fields and list only the tabs of the caller’s own jobs', () => {
    expect(searchJobsQuery.parse({ keyword: '  ', roleId: '', page: '2' })).toEqual({ page: 2 });
    expect(searchJobsQuery.parse({ keyword: ' excel ' })).toEqual({ keyword: 'excel' });
    expect(myJobsQuery.parse({ tabId: '7' })).toEqual({ tabId: 7 });
    expect(messagesOf(myJobsQuery.safeParse({ tabId: '6' }))).toEqual(['tabId must be one of 2, 3, 4, 5, 7.']);
  });
});

describe('a job as it is read', () => {
  const spec = (fields: Partial<JobSpecification>) => ({ locationName: null, city: null, nearCity: null, state: null, stateName: null, country: null, countryName: null, locationType: null, ...fields }) as JobSpecification;

  it('shows the training timeline for role groups A and TC only', () => {
    expect(isTimelineShown('A')).toBe(true);
    expect(isTimelineShown('TC')).toBe(true);
    expect(isTimelineShown('B')).toBe(false);
    expect(isTimelineShown(null)).toBe(false);
  });

  it('has started on its start date and after it, and is upcoming before it or without one', () => {
    expect(jobStatusLabel('2026-03-04', '2026-03-04')).toBe('Started');
    expect(jobStatusLabel('2026-03-03', '2026-03-04')).toBe('Started');
    expect(jobStatusLabel('2026-03-05', '2026-03-04')).toBe('Upcoming');
    expect(jobStatusLabel(null, '2026-03-04')).toBe('Upcoming');
  });

  it('names its place, or remote and virtual work as such', () => {
    expect(jobLocationText(spec({ locationType: 'Remote', city: 'Austin' }))).toBe('Remote');
    expect(jobLocationText(spec({ locationType: 'Virtual' }))).toBe('Virtual');
    expect(jobLocationText(spec({ locationType: 'Onsite', locationName: 'HQ', city: 'Austin', state: 'TX', stateName: 'Texas', country: 'US', countryName: 'United States' }))).toBe(
      'HQ, Austin, Texas, United States',
    );
    expect(jobLocationText(spec({ locationType: 'Onsite', nearCity: 'Austin', state: 'TX', country: 'US' }))).toBe('Austin, TX, US');
  });

  it('lists the ticked audience levels in order', () => {
    const audience = { individualContributors: true, firstLevelLeaders: false, midLevelLeaders: true, executives: true } as JobAudience;
    expect(audienceLevels(audience)).toEqual(['Individual contributors', 'Mid-level leaders', 'Executives']);
    expect(audienceLevels({ ...audience, individualContributors: false, midLevelLeaders: false, executives: false, firstLevelLeaders: true })).toEqual(['First-level leaders']);
  });
});

describe('the client’s jobs', () => {
  it('open on the Open tab, and take the tab ids 1 to 4 only', () => {
    expect(clientJobsQuery.parse({})).toEqual({ status: 1, page: 1, pageSize: 20 });
    expect(clientJobsQuery.parse({ status: '4' }).status).toBe(4);
    expect(messagesOf(clientJobsQuery.safeParse({ status: '5' }))).toEqual(['status must be a tab id from 1 to 4.']);
  });

  it('read a proposal tab by its name or its number', () => {
    expect(projectTalentsQuery.parse({ projectId: '3' }).status).toBe('Submission');
    expect(projectTalentsQuery.parse({ projectId: '3', status: '1' }).status).toBe('Submission');
    expect(projectTalentsQuery.parse({ projectId: '3', status: '4' }).status).toBe('Hired');
    expect(projectTalentsQuery.parse({ projectId: '3', status: 'Client' }).status).toBe('Client');
  });

  it('may be completed while open or closed', () => {
    expect(jobCanComplete('open')).toBe(true);
    expect(jobCanComplete('closed')).toBe(true);
    expect(jobCanComplete('draft')).toBe(false);
    expect(jobCanComplete('completed')).toBe(false);
  });

  it('are labelled Started or Upcoming while open, and by their state otherwise', () => {
    expect(clientJobStatusLabel('open', '2026-03-01', '2026-03-04')).toBe('Started');
    expect(clientJobStatusLabel('open', '2026-03-05', '2026-03-04')).toBe('Upcoming');
    expect(clientJobStatusLabel('draft', '2026-03-01', '2026-03-04')).toBe('Draft');
    expect(clientJobStatusLabel('closed', null, '2026-03-04')).toBe('Closed');
    expect(clientJobStatusLabel('completed', null, '2026-03-04')).toBe('Completed');
  });
});

describe('the documents pages', () => {
  it('find a tab by its id, and list the caller’s documents of tabs 1 and 2', () => {
    expect(documentTab(3)?.label).toBe('Signed Agreements');
    expect(documentTab(4)).toBeUndefined();
    expect(myDocumentsQuery.parse({ tabId: '2' })).toEqual({ tabId: 2 });
    expect(messagesOf(myDocumentsQuery.safeParse({ tabId: '3' }))).toEqual(['tabId must be 1 or 2.']);
  });
});
