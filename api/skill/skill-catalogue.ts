/** The skill catalogue: every skill, the skills of a role (with what a talent holds), suggestions and the search. */
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructorRoles, instructorSkills, roles, roleSkills, skillGroups, skills } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { roleTexts } from '#domain/role-form.ts';
import { skillColumns, skillItem, visibleTo } from './skill-columns.ts';

const catalogue = (db: Db) => db.select(skillColumns).from(skills).innerJoin(skillGroups, eq(skillGroups.id, skills.groupId));

export async function listAllSkills(db: Db, userId: number) {
  const rows = await catalogue(db).where(visibleTo(userId)).orderBy(asc(skills.name));
  return rows.map(skillItem);
}

async function requireRole(db: Db, roleId: number): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound(roleTexts.roleNotFound);
}

/** The skills offered for a role, and those the talent holds in it though the role does not offer them (copied, or their own). */
export async function listRoleSkills(db: Db, userId: number, roleId: number, instrId: number | null) {
  await requireRole(db, roleId);
  const [offered, held] = await Promise.all([
    catalogue(db)
      .innerJoin(roleSkills, eq(roleSkills.skillId, skills.id))
      .where(and(eq(roleSkills.roleId, roleId), visibleTo(userId))),
    instrId === null
      ? []
      : catalogue(db)
          .innerJoin(instructorSkills, eq(instructorSkills.skillId, skills.id))
          .innerJoin(instructorRoles, eq(instructorRoles.id, instructorSkills.instructorRoleId))
          .where(and(eq(instructorRoles.instrId, instrId), eq(instructorRoles.roleId, roleId))),
  ]);
  const heldIds = new Set(held.map((s) => s.skillId));
  const all = new Map([...offered, ...held].map((s) => [s.skillId, s]));
  return [...all.values()]
    .sort((a, b) => a.skill.localeCompare(b.skill))
    .map((s) => ({ ...skillItem(s), hasSkill: heldIds.has(s.skillId) }));
}

/** The role's suggested skills; for a role without suggestions (instructor-type roles offer everything), its popular ones. */
export async function listSuggestedSkills(db: Db, roleId: number) {
  await requireRole(db, roleId);
  const offered = await db
    .select({ ...skillColumns, isSuggested: roleSkills.isSuggested })
    .from(skills)
    .innerJoin(skillGroups, eq(skillGroups.id, skills.groupId))
    .innerJoin(roleSkills, eq(roleSkills.skillId, skills.id))
    .where(and(eq(roleSkills.roleId, roleId), eq(skills.isApproved, true)))
    .orderBy(asc(skills.name));
  const suggested = offered.filter((s) => s.isSuggested);
  const chosen = suggested.length ? suggested : offered.filter((s) => s.isPopular);
  return chosen.map(skillItem);
}

/** `%` and `_` typed by a person are letters, not wildcards. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Titles starting with the text first, then titles containing it; alphabetical within each. */
export async function searchSkills(db: Db, userId: number, text: string, take: number) {
  const escaped = likeText(text);
  const rows = await catalogue(db)
    .where(and(visibleTo(userId), ilike(skills.name, `%${escaped}%`)))
    .orderBy(sql`case when ${skills.name} ilike ${`${escaped}%`} then 0 else 1 end`, asc(skills.name), asc(skills.id))
    .limit(take);
  return rows.map(skillItem);
}
