/** One skill at a time on one of the talent's roles (Skill Post, Put, Delete), and all the talent's skills (GetMySkills). */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { instructorSkills } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { profileChanged } from '../talent-standing/profile-changed.ts';
import { lockProfile } from '../talent-standing/profile-lock.ts';
import { messages } from '#domain/messages.ts';
import { roleTexts, type RoleSkillChoice } from '#domain/role-form.ts';
import { heldRole, loadProfileRole, loadProfileRoles } from './profile-roles.ts';
import type { ProfileRole } from './answers.ts';
import { requireUsableSkills } from '../skill/usable-skills.ts';

export async function listMySkills(db: Db, instrId: number) {
  const held = await loadProfileRoles(db, instrId);
  return held.flatMap(({ myRole, mySkills }) => mySkills.map((s) => ({ ...s, roleId: myRole.roleId, role: myRole.role })));
}

/** Runs one change of a held role's skills in a transaction that ends with profileChanged; answers the role. */
async function changeRoleSkills(deps: Deps, instrId: number, roleId: number, change: (tx: Db, role: { id: number; isInstructorType: boolean }) => Promise<void>): Promise<ProfileRole> {
  const role = await heldRole(deps.db, instrId, roleId);
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, instrId);
    await change(tx, role);
    await profileChanged(deps, tx, instrId);
  });
  return loadProfileRole(deps.db, instrId, roleId);
}

const flags = (choice: RoleSkillChoice, isInstructorType: boolean) => ({
  certifiedToTeach: isInstructorType && choice.certifiedToTeach,
  ownCourseMaterial: isInstructorType && choice.ownCourseMaterial,
});

const ofSkill = (instructorRoleId: number, skillId: number) =>
  and(eq(instructorSkills.instructorRoleId, instructorRoleId), eq(instructorSkills.skillId, skillId));

export async function addRoleSkill(deps: Deps, userId: number, instrId: number, roleId: number, choice: RoleSkillChoice): Promise<ProfileRole> {
  await requireUsableSkills(deps.db, userId, instrId, [choice.skillId], 'skillId');
  return changeRoleSkills(deps, instrId, roleId, async (tx, role) => {
    const added = await tx
      .insert(instructorSkills)
      .values({ instructorRoleId: role.id, skillId: choice.skillId, ...flags(choice, role.isInstructorType) })
      .onConflictDoNothing()
      .returning({ skillId: instructorSkills.skillId });
    if (!added.length) throw conflict(roleTexts.skillAlreadyOnRole, { skillId: [roleTexts.skillAlreadyOnRole] });
  });
}

export async function updateRoleSkill(deps: Deps, instrId: number, roleId: number, choice: RoleSkillChoice): Promise<ProfileRole> {
  return changeRoleSkills(deps, instrId, roleId, async (tx, role) => {
    const updated = await tx
      .update(instructorSkills)
      .set(flags(choice, role.isInstructorType))
      .where(ofSkill(role.id, choice.skillId))
      .returning({ skillId: instructorSkills.skillId });
    if (!updated.length) throw notFound(roleTexts.skillNotOnRole);
  });
}

/** A role keeps at least one skill. */
export async function deleteRoleSkill(deps: Deps, instrId: number, roleId: number, skillId: number): Promise<ProfileRole> {
  return changeRoleSkills(deps, instrId, roleId, async (tx, role) => {
    const deleted = await tx.delete(instructorSkills).where(ofSkill(role.id, skillId)).returning({ skillId: instructorSkills.skillId });
    if (!deleted.length) throw notFound(roleTexts.skillNotOnRole);
    const [left] = await tx.select({ n: count() }).from(instructorSkills).where(eq(instructorSkills.instructorRoleId, role.id));
    if (!left?.n) throw conflict(messages.role.selectSkill, { skillId: [messages.role.selectSkill] });
  });
}
