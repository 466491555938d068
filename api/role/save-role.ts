/**
 * Adding a role to a talent profile and saving the role form: rate, start year, instructor type and the skills. The
 * skills sent are the role's skills: those left out are deleted (skill selection).
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { instructorRoles, instructorSkills, roles } from '../db/schema/index.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { profileChanged } from '../talent-standing/profile-changed.ts';
import { lockProfile } from '../talent-standing/profile-lock.ts';
import { requireUsableSkills } from '../skill/usable-skills.ts';
import { rateTypeIssue, roleTexts, type RoleForm, type RoleSkillChoice } from '#domain/role-form.ts';
import { heldRole, loadProfileRole } from './profile-roles.ts';
import type { ProfileRole } from './answers.ts';

interface CatalogueRole {
  id: number;
  isInstructorType: boolean;
  allowsPerUnitRates: boolean;
  retiredAt: Date | null;
}

async function catalogueRole(db: Db, roleId: number): Promise<CatalogueRole> {
  const [role] = await db
    .select({ id: roles.id, isInstructorType: roles.isInstructorType, allowsPerUnitRates: roles.allowsPerUnitRates, retiredAt: roles.retiredAt })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!role) throw badRequest(roleTexts.roleNotFound, { roleId: [roleTexts.roleNotFound] });
  return role;
}

/** The form as stored for this role: the instructor flags count only on instructor-type roles. */
function rowValues(form: RoleForm, role: CatalogueRole) {
  const issue = rateTypeIssue(form, role);
  if (issue) throw badRequest(issue, { rateType: [issue] });
  return {
    startYear: form.startYear,
    rateType: form.rateType,
    rateMin: form.rateMin,
    rateMax: form.rateMax,
    isTechnicalInstructor: role.isInstructorType && form.isTechnicalInstructor,
    isSoftSkillInstructor: role.isInstructorType && form.isSoftSkillInstructor,
  };
}

const skillValues = (instructorRoleId: number, chosen: readonly RoleSkillChoice[], role: CatalogueRole) =>
  chosen.map((s) => ({
    instructorRoleId,
    skillId: s.skillId,
    certifiedToTeach: role.isInstructorType && s.certifiedToTeach,
    ownCourseMaterial: role.isInstructorType && s.ownCourseMaterial,
  }));

export async function addRole(deps: Deps, userId: number, instrId: number, form: RoleForm): Promise<ProfileRole> {
  const role = await catalogueRole(deps.db, form.roleId);
  if (role.retiredAt) throw badRequest(roleTexts.roleRetired, { roleId: [roleTexts.roleRetired] });
  const values = rowValues(form, role);
  await requireUsableSkills(deps.db, userId, instrId, form.skills.map((s) => s.skillId));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, instrId);
    const [row] = await tx
      .insert(instructorRoles)
      .values({ instrId, roleId: role.id, ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: instructorRoles.id });
    if (!row) throw conflict(roleTexts.roleAlreadyOnProfile, { roleId: [roleTexts.roleAlreadyOnProfile] });
    await tx.insert(instructorSkills).values(skillValues(row.id, form.skills, role));
    await profileChanged(deps, tx, instrId);
  });
  return loadProfileRole(deps.db, instrId, role.id);
}

export async function updateRole(deps: Deps, userId: number, instrId: number, form: RoleForm): Promise<ProfileRole> {
  const held = await heldRole(deps.db, instrId, form.roleId);
  const role = await catalogueRole(deps.db, form.roleId);
  const values = rowValues(form, role);
  await requireUsableSkills(deps.db, userId, instrId, form.skills.map((s) => s.skillId));
  const now = deps.now();
  const kept = form.skills.map((s) => s.skillId);
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, instrId);
    await tx.update(instructorRoles).set({ ...values, updatedAt: now }).where(eq(instructorRoles.id, held.id));
    await tx.delete(instructorSkills).where(and(eq(instructorSkills.instructorRoleId, held.id), notInArray(instructorSkills.skillId, kept)));
    await tx
      .insert(instructorSkills)
      .values(skillValues(held.id, form.skills, role))
      .onConflictDoUpdate({
        target: [instructorSkills.instructorRoleId, instructorSkills.skillId],
        set: { certifiedToTeach: sql`excluded.certified_to_teach`, ownCourseMaterial: sql`excluded.own_course_material` },
      });
    await profileChanged(deps, tx, instrId);
  });
  return loadProfileRole(deps.db, instrId, role.id);
}

export async function deleteRole(deps: Deps, instrId: number, roleId: number): Promise<void> {
  const held = await heldRole(deps.db, instrId, roleId);
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, instrId);
    await tx.delete(instructorRoles).where(eq(instructorRoles.id, held.id));
    await profileChanged(deps, tx, instrId);
  });
}
