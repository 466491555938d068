/** GET /api/Project/MatchLogic: why a talent with a proposal on the job fits it, streamed as plain text. */
import { route } from '../contract/route.ts';
import { jobMember } from '../access/records.ts';
import { notFound } from '../http/errors.ts';
import { matchLogicQuery } from '#domain/client-proposal.ts';
import { loadMatchFacts } from './match-data.ts';
import { matchLogicResponse } from './match-stream.ts';

export const NO_PROPOSAL = 'This talent has no proposal on the job.';

export const matchRoutes = [
  route({
    method: 'get',
    path: '/api/Project/MatchLogic',
    summary:
      'The Match Logic text for a talent with a proposal on the job (skills, role, rate against budget, languages, location, ' +
      'certifications, experience, reviews), streamed as text/plain chunks',
    access: jobMember,
    query: matchLogicQuery,
    response: 'text-stream',
    handler: async ({ deps, query, actor }) => {
      const project = actor.project;
      const match = (await loadMatchFacts(deps.db, project, [query.instrId], deps.now())).get(query.instrId);
      if (!match || match.proposedRate === null) throw notFound(NO_PROPOSAL);
      return matchLogicResponse(deps, match.facts);
    },
  }),
];
