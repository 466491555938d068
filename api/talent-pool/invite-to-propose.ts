/**
 * A client invites a suggested talent to propose on an open job: the talent gets an e-mail with a link to the job's
 * page. Only talent the job may be suggested to (public, Good or better, no proposal on it yet) can be invited, the
 * same talent once a day per job, and a contact sends at most 30 a day (429 beyond), so no one's inbox can be flooded.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { JobMemberActor } from '../access/records.ts';
import { companies, instructors, users } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { inviteToProposeMail } from '../mail/templates/invite-to-propose.ts';
import { TALENT_NOT_FOUND } from '../proposal-view/talent-jobs.ts';
import { talentPoolTexts } from '#domain/talent-pool-texts.ts';
import { isSuggestible } from './pool.ts';

export async function inviteToPropose(deps: Deps, { project, contact }: JobMemberActor, instrId: number) {
  if (project.status !== 'open') throw conflict(talentPoolTexts.inviteJobNotOpen);
  if (!(await isSuggestible(deps.db, project.id, instrId))) throw notFound(TALENT_NOT_FOUND);
  const [talent] = await deps.db
    .select({ email: users.email, firstName: instructors.firstName, lastName: instructors.lastName })
    .from(instructors)
    .innerJoin(users, eq(users.id, instructors.userId))
    .where(eq(instructors.id, instrId));
  const [company] = await deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, project.companyId));
  if (!talent || !company) throw notFound(TALENT_NOT_FOUND);
  await consumeRateLimit(deps, rateLimits.invitesPerJobTalent, `${project.id}:${instrId}`);
  await consumeRateLimit(deps, rateLimits.invitesPerContact, String(contact.id));
  await enqueueMail(
    deps.db,
    inviteToProposeMail({
      to: talent.email,
      firstName: talent.firstName,
      companyName: company.name,
      jobTitle: project.title,
      link: pageLink(linkOrigin(deps.config), `/view-job-details/${project.id}`, {}),
      productName: deps.config.productName,
    }),
  );
  return { message: talentPoolTexts.invited(`${talent.firstName} ${talent.lastName}`) };
}
