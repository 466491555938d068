/**
 * The demo dataset itself: people, profiles, jobs, their activity and paid invoices, drawn with a seeded faker. seedIfEmpty loads
 * this file only for a database with no users, so a restart never loads faker (decision record 302).
 */
import type { BlobStorage } from '../storage/blob-storage.ts';
import type { Db } from '../db/client.ts';
import { seedActivity } from './demo-activity.ts';
import { seedApprovals } from './demo-approvals.ts';
import { demoFiles } from './demo-files.ts';
import { seedDemoJobs } from './demo-jobs.ts';
import { seedInvoices } from './demo-invoices.ts';
import { seedPayouts } from './demo-payouts.ts';
import { seedPeople } from './demo-people.ts';
import { seedProfiles } from './demo-profiles.ts';
import { seededFaker, startOfDay } from './random.ts';
import { loadReference } from './reference-data.ts';

/** Adds the demo to an empty database, dated relative to the day of `now`; the caller holds the seed lock. */
export async function seedDemo(db: Db, storage: BlobStorage | null, passwordHash: string, now: Date): Promise<void> {
  const today = startOfDay(now);
  const faker = seededFaker();
  const files = demoFiles(db, storage);
  const ref = await loadReference(db);
  const cast = await seedPeople(db, faker, files, passwordHash, today);
  const portfolios = await seedProfiles(db, faker, files, ref, cast, today);
  await seedApprovals(db, files, cast, today);
  const jobs = await seedDemoJobs(db, faker, files, ref, cast, today);
  await seedActivity(db, faker, files, ref, cast, jobs, portfolios, today);
  await seedInvoices(db, jobs);
  await seedPayouts(db, cast, jobs, today);
}
