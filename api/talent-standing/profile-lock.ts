/**
 * Writes to one talent profile take turns: each locks the profile's instructors row first, so rules that look at
 * the whole section ("at least one language", "each language once") hold when two edits arrive together.
 * Answers whether the profile is an agency's own (no work experience or education there).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors } from '../db/schema/index.ts';

export async function lockProfile(tx: Db, instrId: number): Promise<{ isAgency: boolean }> {
  const [row] = await tx.select({ isAgency: instructors.isAgency }).from(instructors).where(eq(instructors.id, instrId)).for('update');
  return { isAgency: row?.isAgency ?? false };
}
