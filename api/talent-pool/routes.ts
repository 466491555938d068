/** The client's talent pool: the pool, its suggestions for a job, and why each is suggested. */
import { route } from '../contract/route.ts';
import { clientContact } from '../access/people.ts';
import { jobMember } from '../access/records.ts';
import { jobOfContact } from '../access/client-job.ts';
import {
  inviteToProposeAnswer,
  inviteToProposeBody,
  suggestionReasonAnswer,
  suggestionReasonBody,
  talentPoolAnswer,
  talentPoolBody,
} from '#domain/talent-pool.ts';
import { inviteToPropose } from './invite-to-propose.ts';
import { listTalentPool, suggestTalent } from './pool.ts';
import { suggestionReasonOf, withReasons } from './suggestion-reason.ts';

export const talentPoolRoutes = [
  route({
    method: 'post',
    path: '/api/Company/GetTalentPool',
    summary:
      'The caller’s talent pool (company favorites and talent who proposed on the jobs the caller may see), and with a projectId the ' +
      'public talent of Good or better status without a proposal on that job who share its roles or skills, best match first, each with ' +
      'its match score and reasons: { talents[{ …, isFavorite, isHired, jobs }], suggestions[{ …, match, reasons }] }',
    readsOnly: true,
    access: clientContact,
    body: talentPoolBody,
    response: talentPoolAnswer,
    handler: async ({ deps, actor, body }) => {
      const project = body.projectId ? (await jobOfContact(deps.db, actor.contact, body.projectId)).project : null;
      const talents = await listTalentPool(deps.db, actor.contact);
      return { talents, suggestions: project ? await withReasons(deps.db, project, await suggestTalent(deps.db, project, deps.now()), deps.now()) : [] };
    },
  }),
  route({
    method: 'post',
    path: '/api/Company/InviteToPropose',
    summary:
      'Mails a suggested talent (public, Good or better, no proposal on the job yet) an invitation to propose on an open job the caller may see, ' +
      'with a link to the job; the same talent once a day per job, and 30 a day per contact (429 beyond): { message }',
    access: jobMember,
    body: inviteToProposeBody,
    response: inviteToProposeAnswer,
    handler: ({ deps, actor, body }) => inviteToPropose(deps, actor, body.instrId),
  }),
  route({
    method: 'post',
    path: '/api/Company/GetTalentSuggestionReason',
    summary: 'Why a talent of the caller’s pool suits a job they may see, from the Match Logic facts: { projectId, instrId, talentName, reasons[] }',
    readsOnly: true,
    access: jobMember,
    body: suggestionReasonBody,
    response: suggestionReasonAnswer,
    handler: ({ deps, actor, body }) => suggestionReasonOf(deps.db, actor.contact, actor.project, body.instrId, deps.now()),
  }),
];
