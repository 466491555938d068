/** The TalentJobCenter controller: job access, the job center tabs, saved jobs and the talent job details. */
import { route } from '../contract/route.ts';
import { signedIn, talent } from '../access/people.ts';
import { talentSeesJob } from '../access/records.ts';
import { HttpError } from '../http/errors.ts';
import { withMatchScores } from './match-marks.ts';
import {
  accessCheckQuery,
  addSavedJobBody,
  deleteSavedJobQuery,
  myJobsQuery,
  projectIdQuery,
  searchJobsQuery,
  jobCenterPageSchema,
  searchJobsResultSchema,
  talentJobDetailsSchema,
} from '#domain/job-center.ts';
import { talentJobAccess, talentPartyOf } from '../access/talent-party.ts';
import { myJobs } from './my-jobs.ts';
import { searchJobs } from './search-jobs.ts';
import { addSavedJob, deleteSavedJob } from './saved-jobs.ts';
import { talentJobDetails } from './job-details.ts';
import { accessAnswer, removedSavedJobAnswer, savedJobAnswer } from './answers.ts';

export const talentJobCenterRoutes = [
  route({
    method: 'get',
    path: '/api/TalentJobCenter/CheckProjectTalentAccess',
    summary: 'Whether the caller (talent or agency member) may see (status=SearchJobs) or answer (status=ProposalSubmission) the job: { hasAccess }',
    access: signedIn,
    query: accessCheckQuery,
    response: accessAnswer,
    handler: async ({ deps, user, query }) => {
      const party = await talentPartyOf(deps.db, user);
      if (!party) return { hasAccess: false };
      try {
        await talentJobAccess(deps.db, party, query.projectid, query.status);
        return { hasAccess: true };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return { hasAccess: false };
        throw error;
      }
    },
  }),
  route({
    method: 'get',
    path: '/api/TalentJobCenter/SearchJobs',
    summary:
      'Job center tab 6: open jobs matching keyword (web search syntax) and the filters roleId, rateType, locationType, timeZone, languageId, ' +
      'each with the caller’s match score (null for an agency member); ' +
      '{ tabId, items, page, pageSize, total, totalCapped, hasNextPage, filters }',
    access: talent,
    query: searchJobsQuery,
    response: searchJobsResultSchema,
    handler: async ({ deps, actor, query }) => {
      const found = await searchJobs(deps.db, actor.party, query);
      return { ...found, items: await withMatchScores(deps.db, actor.party, found.items, deps.now()) };
    },
  }),
  route({
    method: 'get',
    path: '/api/TalentJobCenter/GetMyJobs',
    summary:
      'Job center tabs of the caller (an agency member: the agency’s talent): 2 saved, 3 proposals submitted, 4 in progress, 5 completed, 7 not selected; ' +
      '{ tabId, items, page, pageSize, total, totalCapped, hasNextPage }',
    access: talent,
    query: myJobsQuery,
    response: jobCenterPageSchema,
    handler: async ({ deps, actor, query }) => myJobs(deps.db, actor.party, query.tabId, query.page ?? 1),
  }),
  route({
    method: 'get',
    path: '/api/TalentJobCenter/GetJobDetails',
    summary: 'The job as talent see it: { job (JobView), isSaved, proposals, canSubmit, contacts (active only), myMatch (the caller’s match score, factors and advice) }; Job Not Found (404) without access',
    access: talentSeesJob,
    query: projectIdQuery,
    response: talentJobDetailsSchema,
    handler: async ({ deps, actor }) => talentJobDetails(deps.db, actor, deps.now()),
  }),
  route({
    method: 'post',
    path: '/api/TalentJobCenter/AddSavedJob',
    summary: 'Save a job for the caller, or for one of the agency’s talent (instrId): { message, projectId, instrId, isSaved }',
    access: talent,
    body: addSavedJobBody,
    response: savedJobAnswer,
    handler: async ({ deps, actor, body }) => addSavedJob(deps.db, actor.party, body),
  }),
  route({
    method: 'delete',
    path: '/api/TalentJobCenter/DeleteSavedJob',
    summary: 'Remove a saved job (an agency: for instrId, or for all its talent): { message, projectId, isSaved }',
    access: talent,
    query: deleteSavedJobQuery,
    response: removedSavedJobAnswer,
    handler: async ({ deps, actor, query }) => deleteSavedJob(deps.db, actor.party, query),
  }),
];
