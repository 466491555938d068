/**
 * Reviews: a client contact on a completed job rates each talent hired on it,
 * 1 to 5 stars with a text, once per job. The specification gives the fields and no messages; the texts and the
 * feedback limit below are ours (decision record 285). Pages and the API share these schemas.
 */
import { z } from 'zod';
import { positiveId } from './fields.ts';
import { requiredText } from './text-fields.ts';

export const reviewLimits = { ratingMin: 1, ratingMax: 5, feedbackMax: 2000 } as const;

export const reviewTexts = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  feedbackRequired: 'Feedback is Required',
  feedbackTooLong: `Feedback should not exceed ${reviewLimits.feedbackMax} characters`,
  jobNotCompleted: 'Reviews can be written once the job is completed.',
  notHired: 'This talent was not hired on this job.',
  alreadyReviewed: 'You have already reviewed this talent for this job.',
  reviewSaved: 'Thank you. Your review was saved.',
  reviewUpdated: 'Your review was updated.',
  reviewWithdrawn: 'Your review was withdrawn. It no longer shows on the talent’s profile.',
  reviewNotFound: 'You have not reviewed this talent for this job.',
  talentNotFound: 'Talent Not Found',
  noReviews: 'No reviews yet.',
} as const;

/** The rating as a form or a JSON body sends it: a whole number of stars from 1 to 5. */
export const rating = z.coerce
  .number({ error: reviewTexts.ratingRequired })
  .int(reviewTexts.ratingRequired)
  .min(reviewLimits.ratingMin, reviewTexts.ratingRequired)
  .max(reviewLimits.ratingMax, reviewTexts.ratingRequired);

export const feedback = requiredText(reviewTexts.feedbackRequired, reviewLimits.feedbackMax, reviewTexts.feedbackTooLong);

/** POST /api/Review/Post: the job, the hired talent, the stars and the text. */
export const reviewBody = z.object({ projectId: positiveId, instrId: positiveId, rating, feedback });
export type ReviewInput = z.output<typeof reviewBody>;

export const jobReviewsQuery = z.object({ projectId: positiveId });
/** DELETE /api/Review/Delete: the caller's review of a talent on a job. */
export const reviewKeyQuery = z.object({ projectId: positiveId, instrId: positiveId });
export const talentReviewsQuery = z.object({ instrId: positiveId });

/** One review as the spec names its fields: the job's name, the reviewer (fname, lname, feedbackGivenBy: their company). */
export const reviewItem = z.object({
  reviewId: z.number().int(),
  projectName: z.string(),
  fname: z.string(),
  lname: z.string(),
  feedbackGivenBy: z.string(),
  rating: z.number().int(),
  feedback: z.string(),
  createdDate: z.string(),
  /** When the writer last changed it, or null. */
  editedDate: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** A talent's reviews with their count and average (one decimal; null without reviews). */
export const talentReviews = z.object({
  instrId: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  average: z.number().nullable(),
  reviews: z.array(reviewItem),
});
export type TalentReviews = z.infer<typeof talentReviews>;

/** The talent hired on a completed job, each with the caller's own review once written. */
export const jobReviews = z.object({
  projectId: z.number().int(),
  canReview: z.boolean(),
  hired: z.array(
    z.object({
      instrId: z.number().int(),
      name: z.string(),
      myReview: z.object({ rating: z.number().int(), feedback: z.string(), createdDate: z.string(), editedDate: z.string().nullable() }).nullable(),
    }),
  ),
});
export type JobReviews = z.infer<typeof jobReviews>;

/** The average of ratings to one decimal, or null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (!ratings.length) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

/** "4 out of 5 stars", for screen readers and text. */
export const starsLabel = (stars: number) => `${stars} out of ${reviewLimits.ratingMax} stars`;

/** The public page of a talent's reviews: /reviews/?instrId={instrId}. */
export const reviewsPagePath = (instrId: number) => `/reviews/?instrId=${instrId}`;
