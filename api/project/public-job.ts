/**
 * The public job post (GET /api/Project/ViewJobDetails): anyone holding the signed link reads the job. Open, closed
 * and completed jobs answer (closed ones are shown as closed, without job-posting markup); drafts, unknown jobs and
 * wrong hashes all answer 404 'Job Not Found', so a link reveals nothing about other jobs.
 * Crawlers and link-preview bots fetch the same posts again and again: the edge keeps a visitor's rendered post
 * until the job changes (decision record 291). The post carries its company's profile (name, logo, about): a change
 * to the company notifies every post (record 290).
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { projects } from '../db/schema/index.ts';
import { publicCompanyOf } from '../company/company-profile.ts';
import { notFound, wrongToken } from '../http/errors.ts';
import { messages } from '#domain/messages.ts';
import type { PublicJobView } from '#domain/job-view.ts';
import { loadJobView } from './job-view.ts';
import { canonicalJobPath, readContact, verifyJobHash } from './job-hash.ts';

export interface PublicJobQuery {
  projectId: number;
  hash: string;
  c?: string | undefined;
}

export async function loadPublicJob(deps: Deps, origin: string, query: PublicJobQuery): Promise<PublicJobView> {
  if (!verifyJobHash(deps, query.projectId, query.hash)) throw wrongToken(notFound(messages.job.notFound));
  const [row] = await deps.db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, query.projectId));
  const job = row ? await loadJobView(deps.db, query.projectId) : null;
  if (!row || !job || job.status === 'draft') throw notFound(messages.job.notFound);
  return {
    job,
    company: await publicCompanyOf(deps.db, row.companyId),
    isContactLink: readContact(deps, query.projectId, query.c) !== null,
    isOpen: job.status === 'open',
    canonicalUrl: new URL(canonicalJobPath(deps, query.projectId), origin).toString(),
  };
}
