/** A client company's locations: listed primary first, then by name; adding a primary one makes it the only primary. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companyLocations } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { companyLocationLimits, companyLocationTexts, type CompanyLocation, type CompanyLocationInput } from '#domain/company-locations.ts';

export function locationsOf(db: Db, companyId: number): Promise<CompanyLocation[]> {
  return db
    .select({
      id: companyLocations.id,
      name: companyLocations.name,
      address: companyLocations.address,
      city: companyLocations.city,
      stateCode: companyLocations.stateCode,
      countryCode: companyLocations.countryCode,
      postalCode: companyLocations.postalCode,
      isPrimary: companyLocations.isPrimary,
    })
    .from(companyLocations)
    .where(eq(companyLocations.companyId, companyId))
    .orderBy(desc(companyLocations.isPrimary), asc(companyLocations.name), asc(companyLocations.id));
}

export async function addLocation(db: Db, companyId: number, input: CompanyLocationInput): Promise<void> {
  await db.transaction(async (tx) => {
    const limit = { list: 'companyLocations', max: companyLocationLimits.perCompany, message: companyLocationTexts.tooMany } as const;
    await holdListLimit(tx, limit, companyId, () => tx.$count(companyLocations, eq(companyLocations.companyId, companyId)));
    if (input.isPrimary) await tx.update(companyLocations).set({ isPrimary: false }).where(eq(companyLocations.companyId, companyId));
    await tx.insert(companyLocations).values({
      companyId,
      name: input.name,
      address: input.address ?? null,
      city: input.city ?? null,
      stateCode: input.stateCode ?? null,
      countryCode: input.countryCode,
      postalCode: input.postalCode ?? null,
      isPrimary: input.isPrimary,
    });
  });
}

export async function deleteLocation(db: Db, companyId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(companyLocations)
    .where(and(eq(companyLocations.id, id), eq(companyLocations.companyId, companyId)))
    .returning({ id: companyLocations.id });
  if (!deleted.length) throw notFound(companyLocationTexts.notFound);
}
