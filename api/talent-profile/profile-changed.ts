/**
 * Every write to a talent profile (roles, skills, languages, portfolio, about me, work, education…) ends here, in
 * the same transaction or right after it: the profile's updatedAt moves (sitemap lastmod, page caches), and what is
 * derived from the profile is brought up to date.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors } from '../db/schema/index.ts';

export async function profileChanged(db: Db, instrId: number, now: Date): Promise<void> {
  await db.update(instructors).set({ updatedAt: now }).where(eq(instructors.id, instrId));
}
