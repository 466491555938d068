/**
 * The role split: a talent holding a retired role picks one of the roles that replace it, and moves
 * there with the rate, start year and skills of the retired one.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { instructorRoles, instructorSkills, roleChanges, roles } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { profileChanged } from '../talent-standing/profile-changed.ts';
import { lockProfile } from '../talent-standing/profile-lock.ts';
import { messages } from '#domain/messages.ts';
import { heldRole, loadProfileRole } from './profile-roles.ts';
import type { ProfileRole } from './answers.ts';

export async function listRoleChanges(db: Db, instrId: number) {
  const retired = await db
    .select({ roleId: roles.id, roleName: roles.name })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(and(eq(instructorRoles.instrId, instrId), isNotNull(roles.retiredAt)))
    .orderBy(asc(roles.sortOrder), asc(roles.name));
  if (retired.length === 0) return [];
  const newRole = alias(roles, 'new_role');
  const offered = await db
    .select({ previousRoleId: roleChanges.previousRoleId, roleId: newRole.id, roleName: newRole.name, notes: roleChanges.notes })
    .from(roleChanges)
    .innerJoin(newRole, eq(newRole.id, roleChanges.newRoleId))
    .where(
      and(
        inArray(
          roleChanges.previousRoleId,
          retired.map((r) => r.roleId),
        ),
        isNull(newRole.retiredAt),
      ),
    )
    .orderBy(asc(newRole.sortOrder), asc(newRole.name));
  return retired.map((previous) => ({
    previousRole: { ...previous, notes: null },
    newRoles: offered.filter((o) => o.previousRoleId === previous.roleId).map(({ previousRoleId: _, ...role }) => role),
  }));
}

/** Moves the talent from the retired role to the new one; when they hold the new role already, the skills join it. */
export async function moveToNewRole(deps: Deps, instrId: number, previousRoleId: number, newRoleId: number): Promise<ProfileRole> {
  const [change] = await deps.db
    .select({ id: roleChanges.id })
    .from(roleChanges)
    .innerJoin(roles, eq(roles.id, roleChanges.newRoleId))
    .where(and(eq(roleChanges.previousRoleId, previousRoleId), eq(roleChanges.newRoleId, newRoleId), isNull(roles.retiredAt)));
  if (!change) throw badRequest(messages.profile.selectNewRole, { newRoleId: [messages.profile.selectNewRole] });
  const previous = await heldRole(deps.db, instrId, previousRoleId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, instrId);
    const [existing] = await tx
      .select({ id: instructorRoles.id })
      .from(instructorRoles)
      .where(and(eq(instructorRoles.instrId, instrId), eq(instructorRoles.roleId, newRoleId)));
    if (existing) {
      const carried = await tx.select().from(instructorSkills).where(eq(instructorSkills.instructorRoleId, previous.id));
      if (carried.length) await tx.insert(instructorSkills).values(carried.map((s) => ({ ...s, instructorRoleId: existing.id }))).onConflictDoNothing();
      await tx.delete(instructorRoles).where(eq(instructorRoles.id, previous.id));
    } else {
      await tx.update(instructorRoles).set({ roleId: newRoleId, updatedAt: now }).where(eq(instructorRoles.id, previous.id));
    }
    await profileChanged(deps, tx, instrId);
  });
  return loadProfileRole(deps.db, instrId, newRoleId);
}
