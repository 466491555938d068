/** Reference rows and proposal prerequisites the talent profile tests insert themselves (a fresh database has none). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { industries, instructorRoles, legalDocuments, legalSignatures, roles } from '../db/schema/index.ts';

let counter = 0;

export async function industry(db: Db, name = `Industry ${process.pid}-${++counter}`): Promise<number> {
  const [row] = await db.insert(industries).values({ name }).returning({ id: industries.id });
  if (!row) throw new Error('The industry was not created.');
  return row.id;
}

/** A role held by the talent, written straight to the table (the Role API is another controller's). */
export async function heldRole(db: Db, instrId: number): Promise<number> {
  const [role] = await db.insert(roles).values({ name: `Role ${process.pid}-${++counter}` }).returning({ id: roles.id });
  if (!role) throw new Error('The role was not created.');
  const [held] = await db
    .insert(instructorRoles)
    .values({ instrId, roleId: role.id, startYear: 2015, rateType: 'Hourly', rateMin: 50, rateMax: 90 })
    .returning({ id: instructorRoles.id });
  if (!held) throw new Error('The role was not given.');
  return held.id;
}

/** The talent's signed ICA, so the proposal gate looks only at the profile status. */
export async function signedIca(db: Db, instrId: number, userId: number): Promise<void> {
  const [existing] = await db.select({ id: legalDocuments.id }).from(legalDocuments).where(eq(legalDocuments.docType, 'ICA')).limit(1);
  const documentId =
    existing?.id ??
    (await db.insert(legalDocuments).values({ docType: 'ICA', version: 1, title: 'ICA', bodyHtml: '<p>ICA</p>' }).returning({ id: legalDocuments.id }))[0]?.id;
  if (documentId === undefined) throw new Error('The ICA was not created.');
  await db.insert(legalSignatures).values({ legalDocumentId: documentId, instrId, signerUserId: userId, typedFullName: 'Tara Tester', consent: true });
}
