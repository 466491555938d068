/** The roles a talent may add (retired roles are left out), and which of them a talent holds. */
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructorRoles, roles } from '../db/schema/index.ts';
import { rateTypesFor } from '#domain/role-form.ts';

export async function listCatalogueRoles(db: Db, instrId: number | null) {
  const [all, held] = await Promise.all([
    db
      .select({ roleId: roles.id, role: roles.name, isInstructorType: roles.isInstructorType, allowsPerUnitRates: roles.allowsPerUnitRates })
      .from(roles)
      .where(isNull(roles.retiredAt))
      .orderBy(asc(roles.sortOrder), asc(roles.name)),
    instrId === null ? [] : db.select({ roleId: instructorRoles.roleId }).from(instructorRoles).where(eq(instructorRoles.instrId, instrId)),
  ]);
  const heldIds = new Set(held.map((h) => h.roleId));
  return all.map(({ allowsPerUnitRates, ...role }) => ({
    ...role,
    rateTypes: [...rateTypesFor({ allowsPerUnitRates })],
    hasRole: heldIds.has(role.roleId),
  }));
}
