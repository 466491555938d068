/**
 * RequestTestimonial: the talent (or the owner of the talent's agency) asks a past client for a testimonial. The
 * request and its e-mail, with the signed link to /submit-testimonial, are written in one transaction. A talent
 * cannot ask themself ('Invalid email'). So that the form cannot relay mail: a talent sends at most
 * requestsPerTalentPerDay requests in 24 hours, and the limits of mail to typed addresses apply (api/mail/typed-address.ts);
 * a talent asks an address again only once it answered (while a request waits, and for good after answerDays
 * without an answer, it is refused); and what the talent wrote reaches the mail with no live link.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { instructors, testimonialRequests, testimonials, users } from '../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { testimonialRequestMail } from '../mail/templates/testimonial-request.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { withTypedAddressMail } from '../mail/typed-address.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { messages } from '#domain/messages.ts';
import { testimonialLimits, testimonialTexts, type TestimonialRequestInput } from '#domain/testimonials.ts';
import { talentNameOf } from './queries.ts';
import { testimonialLink } from './submit-link.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const sameAddress = (email: string) => sql`lower(${testimonialRequests.email}) = ${email}`;

/** The talent's earlier requests to the address that have no answer yet: refused while one waits, and for good after answerDays. */
async function refuseUnanswered(tx: Db, instrId: number, email: string, now: Date): Promise<void> {
  const [waiting] = await tx
    .select({ createdAt: testimonialRequests.createdAt })
    .from(testimonialRequests)
    .leftJoin(testimonials, eq(testimonials.requestId, testimonialRequests.id))
    .where(and(eq(testimonialRequests.instrId, instrId), sameAddress(email), isNull(testimonials.id)))
    .orderBy(testimonialRequests.createdAt)
    .limit(1);
  if (!waiting) return;
  const ignored = now.getTime() - waiting.createdAt.getTime() >= testimonialLimits.answerDays * DAY_MS;
  throw conflict(ignored ? testimonialTexts.notAnswered : testimonialTexts.alreadyAsked, { email: [ignored ? testimonialTexts.notAnswered : testimonialTexts.alreadyAsked] });
}

/** The talent's requests of the last 24 hours, held against concurrent requests (api/http/list-limit.ts). */
async function holdDailyCap(tx: Db, instrId: number, now: Date): Promise<void> {
  const since = gte(testimonialRequests.createdAt, new Date(now.getTime() - DAY_MS));
  const perTalent = { list: 'testimonialRequests', max: testimonialLimits.requestsPerTalentPerDay, message: testimonialTexts.tooManyToday, status: 429 } as const;
  await holdListLimit(tx, perTalent, instrId, () => tx.$count(testimonialRequests, and(eq(testimonialRequests.instrId, instrId), since)));
}

/** The request and its e-mail. */
async function storeRequest(deps: Deps, tx: Db, instrId: number, input: TestimonialRequestInput, talentName: string, now: Date): Promise<number> {
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
}

export async function requestTestimonial(deps: Deps, userId: number, instrId: number, input: TestimonialRequestInput) {
  await consumeRateLimit(deps, rateLimits.testimonialRequestsPerUser, String(userId));
  const email = input.email.toLowerCase();
  const [talent] = await deps.db
    .select({ email: users.email })
    .from(instructors)
    .innerJoin(users, eq(users.id, instructors.userId))
    .where(eq(instructors.id, instrId));
  const [caller] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const ownAddresses = [talent?.email, caller?.email].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase());
  if (ownAddresses.includes(email)) {
    throw badRequest(messages.testimonial.invalidEmail, { email: [messages.testimonial.invalidEmail] });
  }
  const now = deps.now();
  const talentName = (await talentNameOf(deps.db, instrId)) ?? 'A talent';
  const requestID = await withTypedAddressMail(deps, userId, email, () =>
    deps.db.transaction(async (tx) => {
      await holdDailyCap(tx, instrId, now);
      await refuseUnanswered(tx, instrId, email, now);
      return storeRequest(deps, tx, instrId, input, talentName, now);
    }),
  );
  return { message: testimonialTexts.requestSent, requestID };
}
