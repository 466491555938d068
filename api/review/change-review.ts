/**
 * The writer of a review changes or withdraws it (decision record 290, replacing record 285's "cannot be edited or
 * deleted"): only their own review of that talent on that job. Both are profile changes (changeProfile), so the
 * public page, the reviews page and Match Logic's rating follow at once.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { reviews } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { reviewTexts, type ReviewInput } from '#domain/reviews.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';

const ownReview = (contactId: number, projectId: number, instrId: number) =>
  and(eq(reviews.contactId, contactId), eq(reviews.projectId, projectId), eq(reviews.instrId, instrId));

export async function updateReview(deps: Deps, contactId: number, input: ReviewInput): Promise<void> {
  await changeProfile(deps, input.instrId, async (tx) => {
    const changed = await tx
      .update(reviews)
      .set({ rating: input.rating, feedback: input.feedback, editedAt: deps.now() })
      .where(ownReview(contactId, input.projectId, input.instrId))
      .returning({ id: reviews.id });
    if (!changed.length) throw notFound(reviewTexts.reviewNotFound);
  });
}

export async function withdrawReview(deps: Deps, contactId: number, projectId: number, instrId: number): Promise<void> {
  await changeProfile(deps, instrId, async (tx) => {
    const removed = await tx.delete(reviews).where(ownReview(contactId, projectId, instrId)).returning({ id: reviews.id });
    if (!removed.length) throw notFound(reviewTexts.reviewNotFound);
  });
}
