/**
 * The talent's choices about one testimonial they received: SetTestimonialRead marks it read, and
 * SetTestimonialVisibility makes it public or private (which also marks it read: they have looked at it).
 * Visibility changes what others see of the profile, so it is a profile write (updatedAt for page caches).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { testimonialRequests, testimonials } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { testimonialTexts } from '#domain/testimonials.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';

async function update(db: Db, instrId: number, requestId: number, set: Partial<typeof testimonials.$inferInsert>) {
  const [row] = await db
    .update(testimonials)
    .set(set)
    .where(
      and(
        eq(testimonials.requestId, requestId),
        inArray(testimonials.requestId, db.select({ id: testimonialRequests.id }).from(testimonialRequests).where(eq(testimonialRequests.instrId, instrId))),
      ),
    )
    .returning({ isRead: testimonials.isRead, isResponsePublic: testimonials.isResponsePublic });
  if (!row) throw notFound(testimonialTexts.notFound);
  return row;
}

export async function setTestimonialRead(deps: Deps, instrId: number, requestID: number) {
  const row = await update(deps.db, instrId, requestID, { isRead: true });
  return { message: testimonialTexts.markedRead, requestID, ...row };
}

export async function setTestimonialVisibility(deps: Deps, instrId: number, requestID: number, isResponsePublic: boolean) {
  let row = { isRead: true, isResponsePublic };
  await changeProfile(deps, instrId, async (tx) => {
    row = await update(tx, instrId, requestID, { isResponsePublic, isRead: true });
  });
  return { message: isResponsePublic ? testimonialTexts.madePublic : testimonialTexts.madePrivate, requestID, ...row };
}
