/**
 * The client's side, without an account: the signed link opens the request (GetSubmitForm) and SubmitTestimonial
 * stores the answer once. A forged or altered link, an expired one and one already answered are refused with a
 * message the page shows as it is. The new testimonial is private and unread until the talent decides; the talent
 * (or whoever acts for an agency's talent) is notified.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { testimonialRequests, testimonials } from '../db/schema/index.ts';
import { conflict, notFound, wrongToken } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { notifyEvent } from '../notification/events.ts';
import { talentUsers } from '../notification/recipient.ts';
import { testimonialTexts, type TestimonialFormAnswer, type TestimonialSubmitInput } from '#domain/testimonials.ts';
import { checkTestimonialToken } from './submit-link.ts';
import { talentNameOf } from './queries.ts';

async function openRequest(deps: Deps, token: string) {
  const check = checkTestimonialToken(deps, token, deps.now());
  const [request] = check.requestId === null ? [] : await deps.db.select().from(testimonialRequests).where(eq(testimonialRequests.id, check.requestId));
  if (!request) throw wrongToken(notFound(testimonialTexts.linkInvalid));
  const talentName = (await talentNameOf(deps.db, request.instrId)) ?? 'the talent';
  if (!check.ok) throw notFound(testimonialTexts.linkExpired(talentName));
  const [answer] = await deps.db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.requestId, request.id));
  if (answer) throw conflict(testimonialTexts.alreadySubmitted);
  return { request, talentName };
}

export async function testimonialForm(deps: Deps, token: string): Promise<TestimonialFormAnswer> {
  const { request, talentName } = await openRequest(deps, token);
  return {
    talentName,
    clientFirstName: request.clientFirstName,
    clientLastName: request.clientLastName,
    jobTitle: request.jobTitle,
    companyName: request.companyName,
    projectName: request.projectName,
    requestMessage: request.requestMessage,
  };
}

export async function submitTestimonial(deps: Deps, ip: string, input: TestimonialSubmitInput) {
  await consumeRateLimit(deps, rateLimits.testimonialSubmitsPerIp, ip);
  const { request } = await openRequest(deps, input.token);
  await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(testimonials)
      .values({ requestId: request.id, testimonialResponse: input.testimonialResponse, isResponsePublic: false, isRead: false, submittedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: testimonials.id });
    if (!stored) throw conflict(testimonialTexts.alreadySubmitted);
    await tx
      .update(testimonialRequests)
      .set({ clientFirstName: input.clientFirstName, clientLastName: input.clientLastName, jobTitle: input.jobTitle })
      .where(eq(testimonialRequests.id, request.id));
    const who = `${input.clientFirstName} ${input.clientLastName}`;
    for (const userId of await talentUsers(tx, request.instrId)) {
      await notifyEvent(deps, 'testimonialSubmitted', userId, { clientName: who, projectName: request.projectName }, tx);
    }
  });
  return { message: testimonialTexts.submitted };
}
