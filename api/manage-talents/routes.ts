/** The ManageTalents controller: an agency's talent list and who of them already proposed on a job. */
import { route } from '../contract/route.ts';
import { agencyMember } from '../access/people.ts';
import { agencyOnly } from './agency-talents.ts';
import { projectIdQuery } from '#domain/job-center.ts';
import { agencyTalents, agencyTalentsOnProject } from './agency-talents.ts';
import { agencyTalentsAnswer, agencyTalentsOnProjectAnswer } from './answers.ts';

export const manageTalentsRoutes = [
  route({
    method: 'get',
    path: '/api/ManageTalents/GetAgencyTalents',
    summary: 'The caller’s agency talent: [{ instrId, firstName, lastName, isYou }]; agency members only (403 otherwise)',
    access: agencyMember,
    refusal: agencyOnly,
    response: agencyTalentsAnswer,
    handler: async ({ deps, actor }) => agencyTalents(deps.db, actor),
  }),
  route({
    method: 'get',
    path: '/api/ManageTalents/GetAgencyTalentsOnProject',
    summary: 'The agency talent with a proposal on the job: [{ instrId, firstName, lastName, isYou, proposalStatus }]; agency members only',
    access: agencyMember,
    refusal: agencyOnly,
    query: projectIdQuery,
    response: agencyTalentsOnProjectAnswer,
    handler: async ({ deps, actor, query }) => agencyTalentsOnProject(deps.db, actor, query.projectId),
  }),
];
