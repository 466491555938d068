/** The talent's roles with rate and skills (GetMyRoles, Get, and the answer of every role and skill change). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructorRoles, instructorSkills, roles, skillGroups, skills } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { rateTypesFor, roleTexts } from '#domain/role-form.ts';
import { skillColumns, skillItem } from '../skill/skill-columns.ts';
import type { ProfileRole } from './answers.ts';

export async function loadProfileRoles(db: Db, instrId: number, roleId?: number): Promise<ProfileRole[]> {
  const rows = await db
    .select({
      id: instructorRoles.id,
      roleId: roles.id,
      role: roles.name,
      startYear: instructorRoles.startYear,
      rateType: instructorRoles.rateType,
      rateMin: instructorRoles.rateMin,
      rateMax: instructorRoles.rateMax,
      isTechnicalInstructor: instructorRoles.isTechnicalInstructor,
      isSoftSkillInstructor: instructorRoles.isSoftSkillInstructor,
      isInstructorType: roles.isInstructorType,
      allowsPerUnitRates: roles.allowsPerUnitRates,
      retiredAt: roles.retiredAt,
    })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(and(eq(instructorRoles.instrId, instrId), roleId === undefined ? undefined : eq(instructorRoles.roleId, roleId)))
    .orderBy(asc(roles.sortOrder), asc(roles.name));
  if (rows.length === 0) return [];
  const skillRows = await db
    .select({ ...skillColumns, instructorRoleId: instructorSkills.instructorRoleId, certifiedToTeach: instructorSkills.certifiedToTeach, ownCourseMaterial: instructorSkills.ownCourseMaterial })
    .from(instructorSkills)
    .innerJoin(skills, eq(skills.id, instructorSkills.skillId))
    .innerJoin(skillGroups, eq(skillGroups.id, skills.groupId))
    .where(
      inArray(
        instructorSkills.instructorRoleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(skills.name));
  return rows.map((r) => ({
    myRole: {
      roleId: r.roleId,
      role: r.role,
      startYear: r.startYear,
      rateType: r.rateType,
      rateMin: r.rateMin,
      rateMax: r.rateMax,
      isTechnicalInstructor: r.isTechnicalInstructor,
      isSoftSkillInstructor: r.isSoftSkillInstructor,
      isInstructorType: r.isInstructorType,
      isRetired: r.retiredAt !== null,
      rateTypes: [...rateTypesFor(r)],
    },
    mySkills: skillRows
      .filter((s) => s.instructorRoleId === r.id)
      .map((s) => ({ ...skillItem(s), certifiedToTeach: s.certifiedToTeach, ownCourseMaterial: s.ownCourseMaterial })),
  }));
}

export async function loadProfileRole(db: Db, instrId: number, roleId: number): Promise<ProfileRole> {
  const [role] = await loadProfileRoles(db, instrId, roleId);
  if (!role) throw notFound(roleTexts.roleNotOnProfile);
  return role;
}

/** The row of a role the talent holds (404 when they do not). */
export async function heldRole(db: Db, instrId: number, roleId: number) {
  const [row] = await db
    .select({ id: instructorRoles.id, isInstructorType: roles.isInstructorType })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(and(eq(instructorRoles.instrId, instrId), eq(instructorRoles.roleId, roleId)));
  if (!row) throw notFound(roleTexts.roleNotOnProfile);
  return row;
}
