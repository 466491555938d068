/**
 * What the client's job page does on the server: the plain forms posted to it (mark the job completed, invite a
 * talent of the pool, post, edit or withdraw a review) and the reads of the job, the tab's talent, the opened
 * proposal, the reviews of a completed job and the pool's suggestions on an open one.
 */
import type { ProposalStatus } from '#domain/client-proposal.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import {
  Company_GetTalentPool,
  Company_InviteToPropose,
  Project_CompleteJob,
  Project_GetProjectTalents,
  Project_GetProposalDetails,
  Project_ViewJobDetailsForClient,
  Review_Delete,
  Review_GetJobReviews,
  Review_Post,
  Review_Put,
} from '../../lib/api/operations.gen.ts';
import { loadOr } from '../../lib/load-or.ts';
import type { PageContext } from '../payouts.ts';
import { handlePost, type FormState } from '../profile/form-post.ts';

/** Handles a form posted to the job page: the redirect after a success, or the state to render after a refusal. */
export function handleJobPost(page: PageContext, projectId: number): Promise<Response | FormState> {
  const { call } = page.locals;
  return handlePost(page, (form) => {
    const kind = form.get('form');
    if (kind === 'complete') return call(Project_CompleteJob, { body: { projectId } });
    const instrId = Number(form.get('instrId'));
    if (kind === 'invite') return call(Company_InviteToPropose, { body: { projectId, instrId } });
    if (kind === 'withdraw-review') return call(Review_Delete, { query: { projectId, instrId } });
    const body = { projectId, instrId, rating: Number(form.get('rating') ?? ''), feedback: String(form.get('feedback') ?? '') };
    return kind === 'edit-review' ? call(Review_Put, { body }) : call(Review_Post, { body });
  });
}

export interface JobTab {
  /** 0 when the address holds no valid job id. */
  projectId: number;
  /** The tab's proposal status; null for an unknown tab. */
  status: ProposalStatus | null;
  sort: 'best' | 'newest';
  /** The proposal opened beside the list. */
  selectedId: number | null;
}

type TalentPool = AnswerOf<typeof Company_GetTalentPool>;

/** On an open job: pool talent who have not proposed yet, with why each is suggested. */
async function suggestedFor(page: PageContext, projectId: number): Promise<{ suggestions: TalentPool['suggestions']; pool: TalentPool['talents'] } | null> {
  const pool = loadOr(page, `The talent pool of job ${projectId}`, await page.locals.call(Company_GetTalentPool, { body: { projectId } }));
  return pool ? { pool: pool.talents, suggestions: pool.suggestions } : null;
}

/**
 * The job as its client sees it. `details` is null when the job is missing, refused (the page's status 404) or could
 * not be read with its talent (`failed`, the page's status 500).
 */
export async function loadJobTab(page: PageContext, { projectId, status, sort, selectedId }: JobTab) {
  const { call } = page.locals;
  const [detailsRes, talentsRes, proposalRes] =
    projectId && status
      ? await Promise.all([
          call(Project_ViewJobDetailsForClient, { query: { projectId } }),
          call(Project_GetProjectTalents, { query: { projectId, status, sort } }),
          selectedId ? call(Project_GetProposalDetails, { query: { proposalId: selectedId } }) : null,
        ])
      : [null, null, null];
  const found = loadOr(page, `Job ${projectId}`, detailsRes, { expected: [404], status: 500, missing: 404 });
  const talents = found ? loadOr(page, `The talent of job ${projectId}`, talentsRes, { status: 500 }) : null;
  const details = talents ? found : null;
  const failed = (detailsRes !== null && !detailsRes.ok && detailsRes.status !== 404) || (found !== null && !talents);
  const opened = details && proposalRes?.ok ? proposalRes.data : null;
  const proposal = opened?.projectId === projectId ? opened : null;
  const reviewsRes = details?.job.status === 'completed' ? await call(Review_GetJobReviews, { query: { projectId } }) : null;
  const reviews = reviewsRes?.ok ? reviewsRes.data : null;
  const suggested = details?.job.status === 'open' ? await suggestedFor(page, projectId) : null;
  return { details, talents, failed, proposal, reviews, suggested };
}
