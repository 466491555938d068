/**
 * The Review controller. The specification names no paths for reviews; these
 * follow its controller/action shape (decision record 285).
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { ownProfileRead } from '../talent-profile/own-profile-routes.ts';
import { visitor } from '../access/people.ts';
import { jobReviewer } from '../access/records.ts';
import { notFound } from '../http/errors.ts';
import { jobReviews, jobReviewsQuery, reviewBody, reviewKeyQuery, reviewTexts, talentReviews, talentReviewsQuery } from '#domain/reviews.ts';
import { profileQuery } from '#domain/profile-sections.ts';
import { jobReviewsOf } from './job-reviews.ts';
import { ownReviewsOf, publicReviewsOf } from './queries.ts';
import { writeReview } from './write-review.ts';
import { updateReview, withdrawReview } from './change-review.ts';

const reviewShape = '{ reviewId, projectName, fname, lname (initial), feedbackGivenBy (company), rating, feedback, createdDate, editedDate }';

export const reviewRoutes = [
  route({
    method: 'get',
    path: '/api/Review/GetPublic',
    summary: `The reviews of a talent whose profile is public, newest first, with their count and average: { instrId, name, count, average, reviews: [${reviewShape}] }`,
    access: visitor,
    query: talentReviewsQuery,
    response: talentReviews,
    handler: async ({ deps, query }) => {
      const found = await publicReviewsOf(deps.db, query.instrId);
      if (!found) throw notFound(reviewTexts.talentNotFound);
      return found;
    },
  }),
  ownProfileRead(
    { path: '/api/Review/GetMine', summary: 'The reviews of the caller’s profile (or, for an agency owner, of an agency talent by instrId), as GetPublic answers them', query: profileQuery, response: talentReviews },
    async (deps, instrId) => {
      const found = await ownReviewsOf(deps.db, instrId);
      if (!found) throw notFound(reviewTexts.talentNotFound);
      return found;
    },
  ),
  route({
    method: 'get',
    path: '/api/Review/GetJobReviews',
    summary: 'The talent hired on a completed job, each with the caller’s own review once written: { projectId, canReview, hired: [{ instrId, name, myReview }] }',
    access: jobReviewer,
    query: jobReviewsQuery,
    response: jobReviews,
    handler: ({ deps, actor }) => jobReviewsOf(deps.db, actor.project.id, actor.contact.id),
  }),
  route({
    method: 'post',
    path: '/api/Review/Post',
    summary: 'Reviews a talent hired on a completed job: rating 1 to 5 and feedback text, once per job and contact (409 after that): { message }',
    access: jobReviewer,
    body: reviewBody,
    response: z.object({ message: z.string() }),
    handler: async ({ deps, actor, body }) => {
      await writeReview(deps, actor.contact.id, body);
      return { message: reviewTexts.reviewSaved };
    },
  }),
  route({
    method: 'put',
    path: '/api/Review/Put',
    summary: 'Changes the caller’s own review of a talent on a completed job (rating 1 to 5, feedback); 404 when they wrote none: { message }',
    access: jobReviewer,
    body: reviewBody,
    response: z.object({ message: z.string() }),
    handler: async ({ deps, actor, body }) => {
      await updateReview(deps, actor.contact.id, body);
      return { message: reviewTexts.reviewUpdated };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Review/Delete',
    summary: 'Withdraws the caller’s own review of a talent on a completed job (projectId, instrId); 404 when they wrote none: { message }',
    access: jobReviewer,
    query: reviewKeyQuery,
    response: z.object({ message: z.string() }),
    handler: async ({ deps, actor, query }) => {
      await withdrawReview(deps, actor.contact.id, query.projectId, query.instrId);
      return { message: reviewTexts.reviewWithdrawn };
    },
  }),
];
