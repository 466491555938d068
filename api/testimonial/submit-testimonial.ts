/**
 * The client's side, without an account: the signed link opens the request (GetSubmitForm) and SubmitTestimonial
 * stores the answer once. A forged or altered link, an expired one and one already answered are refused with a
 * message the page shows as it is. The new testimonial is private and unread until the talent decides; the talent
 * (or whoever acts for an agency's talent) is notified.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { agencyMembers, instructors, testimonialRequests, testimonials } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { notifyUser } from '../notification/notify.ts';
import { escapeHtml } from '../notification/sanitize-html.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { testimonialTexts, type TestimonialFormAnswer, type TestimonialSubmitInput } from '../../src/domain/testimonials.ts';
import { checkTestimonialToken } from './submit-link.ts';
import { talentNameOf } from './queries.ts';

const OWNER_PAGE = '/profile/testimonials';

async function openRequest(deps: Deps, token: string) {
  const check = checkTestimonialToken(deps, token, deps.now());
  const [request] = check.requestId === null ? [] : await deps.db.select().from(testimonialRequests).where(eq(testimonialRequests.id, check.requestId));
  if (!request) throw notFound(testimonialTexts.linkInvalid);
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
    const link = pageLink(linkOrigin(deps.config), OWNER_PAGE, {});
    for (const userId of await peopleToTell(tx, request.instrId)) {
      await notifyUser(
        deps,
        {
          userId,
          subject: 'New testimonial',
          body: `<p>${escapeHtml(who)} wrote you a <a href="${OWNER_PAGE}">testimonial</a>.</p>`,
          email: {
            subscription: 'testimonials',
            subject: `${who} wrote you a testimonial`,
            text: `${who} answered your testimonial request for ${request.projectName}. Read it and choose whether it is public: ${link}`,
            html: `<p>${escapeHtml(who)} answered your testimonial request for ${escapeHtml(request.projectName)}.</p><p><a href="${escapeHtml(link)}">Read it and choose whether it is public</a></p>`,
          },
        },
        tx,
      );
    }
  });
  return { message: testimonialTexts.submitted };
}

/** The talent's own login; for an agency's talent without one, the member acting as them, else the agency's owners. */
async function peopleToTell(db: Db, instrId: number): Promise<number[]> {
  const [talent] = await db.select({ userId: instructors.userId, agencyId: instructors.agencyId, isAgency: instructors.isAgency }).from(instructors).where(eq(instructors.id, instrId));
  if (!talent) return [];
  if (talent.userId !== null) return [talent.userId];
  const members = await db.select({ userId: agencyMembers.userId }).from(agencyMembers).where(eq(agencyMembers.instrId, instrId));
  if (members.length) return members.map((m) => m.userId);
  const agencyId = talent.isAgency ? instrId : talent.agencyId;
  if (agencyId === null) return [];
  const owners = await db.select({ userId: agencyMembers.userId }).from(agencyMembers).where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.isOwner, true)));
  return owners.map((o) => o.userId);
}
