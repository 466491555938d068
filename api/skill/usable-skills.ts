/** Which skills a caller may put on a talent's role: approved ones, those the caller added, and those the talent already holds. */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructorRoles, instructorSkills, skills } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { roleTexts } from '#domain/role-form.ts';

export async function requireUsableSkills(db: Db, userId: number, instrId: number, skillIds: readonly number[], field = 'skills'): Promise<void> {
  if (skillIds.length === 0) return;
  const held = db
    .select({ id: instructorSkills.skillId })
    .from(instructorSkills)
    .innerJoin(instructorRoles, eq(instructorRoles.id, instructorSkills.instructorRoleId))
    .where(eq(instructorRoles.instrId, instrId));
  const usable = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(inArray(skills.id, [...skillIds]), or(eq(skills.isApproved, true), eq(skills.addedByUserId, userId), inArray(skills.id, held))));
  if (usable.length !== new Set(skillIds).size) throw badRequest(roleTexts.skillNotFound, { [field]: [roleTexts.skillNotFound] });
}
