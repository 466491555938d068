/** Texts of the job center, apart from the schemas of job-center.ts: the islands load them without zod. */
import type { MyJobsTabId } from './job-center-tabs.ts';

/** Texts of the job center that the spec does not quote. */
export const jobCenterTexts = {
  removeSavedTitle: 'Remove Saved Job',
  removeSavedQuestion: 'Do you want to remove this job from your saved jobs?',
  saved: 'Job Saved',
  removed: 'Job removed from your saved jobs',
  notTalent: 'Only talent and agency members have a job center.',
  notYourTalent: 'This talent is not part of your agency.',
  noInstrId: 'Choose the talent to save this job for.',
  emptySearch: 'No jobs match your search.',
  invalidPageLink: 'This page link is no longer valid; search again.',
  emptyTab: {
    2: 'You have no saved jobs.',
    3: 'You have no submitted proposals.',
    4: 'You have no jobs in progress.',
    5: 'You have no completed jobs.',
    7: 'You have no proposals that were not selected.',
  } satisfies Record<MyJobsTabId, string>,
} as const;
