/** Reads of testimonials: the talent's own list (all answers and the requests still open) and the public one. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors, testimonialRequests, testimonials } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { testimonialLimits, testimonialTexts, type OwnTestimonial, type PublicTestimonial } from '#domain/testimonials.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const answered = {
  requestID: testimonialRequests.id,
  clientFirstName: testimonialRequests.clientFirstName,
  clientLastName: testimonialRequests.clientLastName,
  jobTitle: testimonialRequests.jobTitle,
  companyName: testimonialRequests.companyName,
  projectName: testimonialRequests.projectName,
  testimonialResponse: testimonials.testimonialResponse,
  isResponsePublic: testimonials.isResponsePublic,
  isRead: testimonials.isRead,
  submittedAt: testimonials.submittedAt,
};

/** The name a client knows the talent by: an agency by its company name, a person by their name. */
export async function talentNameOf(db: Db, instrId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: instructors.firstName, lastName: instructors.lastName, isAgency: instructors.isAgency, companyName: instructors.companyName })
    .from(instructors)
    .where(eq(instructors.id, instrId));
  if (!row) return null;
  return row.isAgency && row.companyName ? row.companyName : `${row.firstName} ${row.lastName}`.trim();
}

/** Everything the talent has received (newest first; unread ones carry isRead false) and the requests not yet answered. */
export async function ownTestimonialsOf(db: Db, instrId: number, now: Date) {
  const rows = await db
    .select(answered)
    .from(testimonials)
    .innerJoin(testimonialRequests, eq(testimonialRequests.id, testimonials.requestId))
    .where(eq(testimonialRequests.instrId, instrId))
    .orderBy(desc(testimonials.submittedAt), desc(testimonials.id));
  const open = await db
    .select({
      requestID: testimonialRequests.id,
      clientFirstName: testimonialRequests.clientFirstName,
      clientLastName: testimonialRequests.clientLastName,
      email: testimonialRequests.email,
      companyName: testimonialRequests.companyName,
      projectName: testimonialRequests.projectName,
      requestedAt: testimonialRequests.createdAt,
    })
    .from(testimonialRequests)
    .leftJoin(testimonials, eq(testimonials.requestId, testimonialRequests.id))
    .where(and(eq(testimonialRequests.instrId, instrId), isNull(testimonials.id)))
    .orderBy(desc(testimonialRequests.createdAt), desc(testimonialRequests.id));
  const list: OwnTestimonial[] = rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString() }));
  return {
    instrId,
    testimonials: list,
    pendingRequests: open.map((r) => ({
      ...r,
      requestedAt: r.requestedAt.toISOString(),
      expired: r.requestedAt.getTime() + testimonialLimits.linkDays * DAY_MS <= now.getTime(),
    })),
    unread: list.filter((t) => !t.isRead).length,
  };
}

/** The public testimonials of a public profile, newest first; 404 for a profile that does not exist or is not public. */
export async function publicTestimonialsOf(db: Db, instrId: number): Promise<PublicTestimonial[]> {
  const [profile] = await db.select({ visibility: instructors.visibility }).from(instructors).where(eq(instructors.id, instrId));
  if (profile?.visibility !== 'public') throw notFound(testimonialTexts.profileNotFound);
  const rows = await db
    .select({
      requestID: testimonialRequests.id,
      clientFirstName: testimonialRequests.clientFirstName,
      clientLastName: testimonialRequests.clientLastName,
      jobTitle: testimonialRequests.jobTitle,
      companyName: testimonialRequests.companyName,
      testimonialResponse: testimonials.testimonialResponse,
      submittedAt: testimonials.submittedAt,
    })
    .from(testimonials)
    .innerJoin(testimonialRequests, eq(testimonialRequests.id, testimonials.requestId))
    .where(and(eq(testimonialRequests.instrId, instrId), eq(testimonials.isResponsePublic, true)))
    .orderBy(desc(testimonials.submittedAt), desc(testimonials.id));
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString() }));
}
