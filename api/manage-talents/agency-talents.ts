/** The agency's talent, for choosing whom a proposal is for. Agency members only. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AgencyActor } from '../access/people.ts';
import type { Db } from '../db/client.ts';
import { instructors, proposals } from '../db/schema/index.ts';
import type { ProposalStatus } from '#domain/client-proposal.ts';

export interface AgencyTalent {
  instrId: number;
  firstName: string;
  lastName: string;
  /** The caller's own profile in the agency, labelled (You). */
  isYou: boolean;
}

export const agencyOnly = 'Only agency members manage agency talent.';


export async function agencyTalents(db: Db, { user, agencyId }: AgencyActor): Promise<AgencyTalent[]> {
  const rows = await db
    .select({ instrId: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName })
    .from(instructors)
    .where(eq(instructors.agencyId, agencyId))
    .orderBy(asc(instructors.firstName), asc(instructors.lastName), asc(instructors.id));
  return rows.map((r) => ({ ...r, isYou: r.instrId === user.instrId }));
}

/** The agency's talent who already have a proposal on the job (a job the caller cannot see has none of theirs). */
export async function agencyTalentsOnProject(db: Db, actor: AgencyActor, projectId: number): Promise<(AgencyTalent & { proposalStatus: ProposalStatus })[]> {
  const talent = await agencyTalents(db, actor);
  if (talent.length === 0) return [];
  const rows = await db
    .select({ instrId: proposals.instrId, status: proposals.status })
    .from(proposals)
    .where(and(eq(proposals.projectId, projectId), inArray(proposals.instrId, talent.map((t) => t.instrId))));
  const statusOf = new Map(rows.map((r) => [r.instrId, r.status]));
  return talent.flatMap((t) => {
    const proposalStatus = statusOf.get(t.instrId);
    return proposalStatus ? [{ ...t, proposalStatus }] : [];
  });
}
