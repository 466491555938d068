/** The talent hired on a completed job, with the reviewing contact's own review of each once written. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors, proposals, reviews } from '../db/schema/index.ts';
import type { JobReviews } from '#domain/reviews.ts';

export async function hiredOn(db: Db, projectId: number): Promise<{ instrId: number; name: string }[]> {
  const rows = await db
    .select({ instrId: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName })
    .from(proposals)
    .innerJoin(instructors, eq(instructors.id, proposals.instrId))
    .where(and(eq(proposals.projectId, projectId), eq(proposals.status, 'Hired')))
    .orderBy(asc(instructors.firstName), asc(instructors.lastName), asc(instructors.id));
  return rows.map((r) => ({ instrId: r.instrId, name: `${r.firstName} ${r.lastName}` }));
}

export async function jobReviewsOf(db: Db, projectId: number, contactId: number): Promise<JobReviews> {
  const hired = await hiredOn(db, projectId);
  const mine = await db
    .select({ instrId: reviews.instrId, rating: reviews.rating, feedback: reviews.feedback, createdAt: reviews.createdAt, editedAt: reviews.editedAt })
    .from(reviews)
    .where(and(eq(reviews.projectId, projectId), eq(reviews.contactId, contactId)));
  const byTalent = new Map(mine.map((r) => [r.instrId, r]));
  return {
    projectId,
    canReview: hired.some((h) => !byTalent.has(h.instrId)),
    hired: hired.map((h) => {
      const review = byTalent.get(h.instrId);
      const myReview = review
        ? { rating: review.rating, feedback: review.feedback, createdDate: review.createdAt.toISOString(), editedDate: review.editedAt?.toISOString() ?? null }
        : null;
      return { ...h, myReview };
    }),
  };
}
