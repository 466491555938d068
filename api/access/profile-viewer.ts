/**
 * Who reads a talent profile, and as what: the talent themself (or the owner of their agency), a
 * client contact who may see a job the talent answered, or a recruiter holding the shared preview link of that
 * submission. Everyone else, and every wrong id, job or link, gets the same 403 'Invalid Credentials Provided', so
 * an answer tells nothing about which part failed.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Db } from '../db/client.ts';
import { instructors, projects, proposals } from '../db/schema/index.ts';
import { forbidden, HttpError, wrongToken } from '../http/errors.ts';
import { previewLinkWorks } from './preview-link.ts';
import { profileAccessRefused, talentProfileByHashQuery, talentProfileQuery, type ViewerType } from '#domain/talent-view.ts';
import { declare, declareRecord } from './access.ts';
import { clientContactOf, clientJobAccessWithContact, clientJobsFilter } from './client-job.ts';
import { mayEditProfile } from './profile-owner.ts';

export type ProposalRow = typeof proposals.$inferSelect;

export interface ProfileViewerActor {
  user: AccessClaims | null;
  viewer: Exclude<ViewerType, 'public'>;
  instrId: number;
  /** The job the profile is read for, when one was named and the viewer may see it. */
  projectId: number | null;
  /** The talent's proposal on that job: its rate, documents and portfolio picks (null for a talent without one). */
  proposal: ProposalRow | null;
}

const refused = () => forbidden(profileAccessRefused);

async function proposalOn(db: Db, projectId: number, instrId: number): Promise<ProposalRow | null> {
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.projectId, projectId), eq(proposals.instrId, instrId)));
  return row ?? null;
}

async function talentExists(db: Db, instrId: number): Promise<boolean> {
  const [row] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, instrId));
  return Boolean(row);
}

/** A client contact may read a talent who answered a job they may see: that job, or (no job named) any of them. */
async function clientProposal(db: Db, user: AccessClaims, instrId: number, projectId: number | undefined): Promise<ProposalRow | null> {
  if (projectId !== undefined) {
    await clientJobAccessWithContact(db, user, projectId);
    return proposalOn(db, projectId, instrId);
  }
  const contact = await clientContactOf(db, user);
  if (!contact) return null;
  const [row] = await db
    .select({ proposal: proposals })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(and(eq(proposals.instrId, instrId), isNotNull(projects.publishedAt), clientJobsFilter(db, contact)))
    .limit(1);
  return row?.proposal ?? null;
}

/** Turns every refusal on the way (Job Not Found, not a contact…) into the one answer. */
async function orRefused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw refused();
    throw error;
  }
}

/** GetTalentProfile and GetFilteredProfile: a signed-in talent reading their own profile, or a client of a job. */
export const profileViewer = declareRecord<ProfileViewerActor>({
  name: 'profile-viewer',
  idField: 'instrId',
  refusal: profileAccessRefused,
  description:
    'The talent whose profile it is (or their agency’s owner), or a client contact who may see a job the talent answered ' +
    '(the job named by projectId, or any of them). Anyone else gets 403 Invalid Credentials Provided.',
  resolve: ({ deps, user, id, input }) =>
    orRefused(async () => {
      const query = talentProfileQuery.partial().parse(input?.query ?? {});
      if (!user || id === undefined || !(await talentExists(deps.db, id))) throw refused();
      const projectId = query.projectId ?? null;
      if (await mayEditProfile(deps.db, user.userId, id)) {
        const proposal = projectId === null ? null : await proposalOn(deps.db, projectId, id);
        return { user, viewer: 'talent' as const, instrId: id, projectId: proposal ? projectId : null, proposal };
      }
      const proposal = await clientProposal(deps.db, user, id, query.projectId);
      if (!proposal) throw refused();
      return { user, viewer: 'client' as const, instrId: id, projectId: proposal.projectId, proposal };
    }),
});

/** The hash variants: the recruiter preview link of the talent's submission on the job (decision record 170). */
export const profileLink = declare<ProfileViewerActor>({
  name: 'profile-link',
  idField: 'instrId',
  refusal: profileAccessRefused,
  signedIn: false,
  record: true,
  description: 'Anyone holding a working preview link (hash) of the talent’s submission on the job. Anyone else gets 403 Invalid Credentials Provided.',
  resolve: async ({ deps, user, id, input }) => {
    const parsed = talentProfileByHashQuery.safeParse(input?.query);
    if (!parsed.success || id === undefined) throw refused();
    const { projectId, hash } = parsed.data;
    const [row] = await deps.db
      .select({ proposal: proposals, project: projects })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(and(eq(proposals.projectId, projectId), eq(proposals.instrId, id)));
    if (!row || !previewLinkWorks(deps, row, hash, deps.now())) throw wrongToken(refused());
    return { user, viewer: 'recruiter' as const, instrId: id, projectId, proposal: row.proposal };
  },
});
