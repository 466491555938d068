/**
 * Reads of a talent's reviews, shared by the public reviews page, the talent's own list and the public talent page
 * (`publicReviewsOf`). The reviewer is named by first name and last initial with their company, as on most
 * marketplaces: a review is public, the reviewer's full name need not be.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, contacts, instructors, projects, reviews } from '../db/schema/index.ts';
import { averageRating, type ReviewItem, type TalentReviews } from '#domain/reviews.ts';

const initial = (lastName: string) => (lastName.trim() ? `${lastName.trim().charAt(0).toUpperCase()}.` : '');

/** Every review of a talent, newest first. */
export async function reviewsOf(db: Db, instrId: number): Promise<ReviewItem[]> {
  const rows = await db
    .select({
      reviewId: reviews.id,
      projectName: projects.title,
      fname: contacts.firstName,
      lname: contacts.lastName,
      feedbackGivenBy: companies.name,
      rating: reviews.rating,
      feedback: reviews.feedback,
      createdDate: reviews.createdAt,
      editedDate: reviews.editedAt,
    })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(contacts, eq(contacts.id, reviews.contactId))
    .where(eq(reviews.instrId, instrId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({ ...row, lname: initial(row.lname), createdDate: row.createdDate.toISOString(), editedDate: row.editedDate?.toISOString() ?? null }));
}

async function talentReviewsOf(db: Db, instrId: number, publicOnly: boolean): Promise<TalentReviews | null> {
  const [talent] = await db
    .select({ firstName: instructors.firstName, lastName: instructors.lastName })
    .from(instructors)
    .where(publicOnly ? and(eq(instructors.id, instrId), eq(instructors.visibility, 'public')) : eq(instructors.id, instrId));
  if (!talent) return null;
  const list = await reviewsOf(db, instrId);
  return {
    instrId,
    name: `${talent.firstName} ${talent.lastName}`,
    count: list.length,
    average: averageRating(list.map((r) => r.rating)),
    reviews: list,
  };
}

/** The reviews anyone may read: of a talent whose profile is public; null for no such talent. */
export const publicReviewsOf = (db: Db, instrId: number) => talentReviewsOf(db, instrId, true);

/** The reviews of a talent for their own list (whether or not the profile is public). */
export const ownReviewsOf = (db: Db, instrId: number) => talentReviewsOf(db, instrId, false);
