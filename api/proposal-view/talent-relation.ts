/**
 * Whether a company may see a talent's name and photo: the profile is shown to clients (public or clients only),
 * or the talent has a relation with the company (a proposal on one of its jobs, which a hire is too, or a place
 * among its favorites).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ProfileVisibility } from '#domain/profile-visibility.ts';
import { favorites, projects, proposals } from '../db/schema/index.ts';

export async function companyMaySeeTalent(db: Db, companyId: number, talent: { id: number; visibility: ProfileVisibility }): Promise<boolean> {
  if (talent.visibility !== 'hidden') return true;
  const [proposed] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(and(eq(proposals.instrId, talent.id), eq(projects.companyId, companyId)))
    .limit(1);
  if (proposed) return true;
  const [favorite] = await db
    .select({ instrId: favorites.instrId })
    .from(favorites)
    .where(and(eq(favorites.instrId, talent.id), eq(favorites.companyId, companyId)));
  return Boolean(favorite);
}
