/**
 * A client contact's review of a talent hired on a completed job (the route's access declaration has checked the
 * contact and the job). Once per job: a second review of the same talent by the same contact is refused (409).
 * It is a change of the talent's public profile, so it goes through changeProfile (updatedAt moves for caches).
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { proposals, reviews } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { reviewTexts, type ReviewInput } from '#domain/reviews.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';

export async function writeReview(deps: Deps, contactId: number, input: ReviewInput): Promise<void> {
  const [hired] = await deps.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.projectId, input.projectId), eq(proposals.instrId, input.instrId), eq(proposals.status, 'Hired')));
  if (!hired) throw notFound(reviewTexts.notHired);
  await changeProfile(deps, input.instrId, async (tx) => {
    const inserted = await tx
      .insert(reviews)
      .values({ instrId: input.instrId, projectId: input.projectId, contactId, rating: input.rating, feedback: input.feedback, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!inserted.length) throw conflict(reviewTexts.alreadyReviewed);
  });
}
