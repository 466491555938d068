/**
 * RequestTestimonial: the talent (or the owner of the talent's agency) asks a past client for a testimonial. The
 * request and its e-mail, with the signed link to /submit-testimonial, are written in one transaction. A talent
 * cannot ask themself ('Invalid email', spec 3 §8), and the number of requests is capped so the form cannot be
 * used to send mail in bulk.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { instructors, testimonialRequests, users } from '../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { testimonialRequestMail } from '../mail/templates/testimonial-request.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { messages } from '../../src/domain/messages.ts';
import { testimonialLimits, testimonialTexts, type TestimonialRequestInput } from '../../src/domain/testimonials.ts';
import { talentNameOf } from './queries.ts';
import { testimonialLink } from './submit-link.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REQUESTS_PER_DAY = 30;

export async function requestTestimonial(deps: Deps, userId: number, instrId: number, input: TestimonialRequestInput) {
  await consumeRateLimit(deps, rateLimits.testimonialRequestsPerUser, String(userId));
  const [talent] = await deps.db
    .select({ email: users.email })
    .from(instructors)
    .innerJoin(users, eq(users.id, instructors.userId))
    .where(eq(instructors.id, instrId));
  const [caller] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const ownAddresses = [talent?.email, caller?.email].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase());
  if (ownAddresses.includes(input.email.toLowerCase())) {
    throw badRequest(messages.testimonial.invalidEmail, { email: [messages.testimonial.invalidEmail] });
  }
  const now = deps.now();
  const [sent] = await deps.db
    .select({ n: count() })
    .from(testimonialRequests)
    .where(and(eq(testimonialRequests.instrId, instrId), gte(testimonialRequests.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((sent?.n ?? 0) >= REQUESTS_PER_DAY) throw new HttpError(429, testimonialTexts.tooManyToday);
  const talentName = (await talentNameOf(deps.db, instrId)) ?? 'A talent';
  const requestID = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(testimonialRequests)
      .values({
        instrId,
        clientFirstName: input.clientFirstName,
        clientLastName: input.clientLastName,
        email: input.email,
        jobTitle: input.jobTitle,
        companyName: input.companyName,
        projectName: input.projectName,
        requestMessage: input.requestMessage ?? null,
        createdAt: now,
      })
      .returning({ id: testimonialRequests.id });
    if (!row) throw new Error('The testimonial request was not stored.');
    await enqueueMail(
      tx,
      testimonialRequestMail({
        to: input.email,
        clientFirstName: input.clientFirstName,
        talentName,
        projectName: input.projectName,
        requestMessage: input.requestMessage,
        link: testimonialLink(deps, row.id, now),
        linkDays: testimonialLimits.linkDays,
        productName: deps.config.productName,
      }),
    );
    return row.id;
  });
  return { message: testimonialTexts.requestSent, requestID };
}
