import { createHash } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#api/auth/password.ts';
import type { Database, Db } from '#api/db/client.ts';
import {
  agencyMembers,
  blobs,
  companyJoinRequests,
  contacts,
  favorites,
  instructors,
  legalDocuments,
  legalSignatures,
  notifications,
  portfolioLinks,
  projectDocuments,
  projects,
  projectTimelines,
  proposals,
  reviews,
  savedJobs,
  testimonials,
  users,
} from '#api/db/schema/index.ts';
import { demoPassword, seedIfEmpty } from '#api/seed/index.ts';
import { demoPoolSize, demoTalent, poolEmail } from '#api/seed/demo-accounts.ts';
import { createLocalBlobStorage } from '#api/storage/local-blob-storage.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';
import { jobStatuses, jobWizardSteps, proposalStatuses } from '#domain/constants.ts';
import { loginRedirect } from '#domain/login-redirect.ts';

const now = new Date('2026-03-16T15:30:00Z');
const today = '2026-03-16';

/** The rows of the accounts table in docs/demo-accounts.md: e-mail → landing page (the pool row expanded). */
async function documentedAccounts(): Promise<Map<string, string>> {
  const doc = await readFile(new URL('../../docs/demo-accounts.md', import.meta.url), 'utf8');
  const rows = new Map<string, string>();
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const emails = [...(cells[1] ?? '').matchAll(/`([^`]+@demo\.example)`/g)].map((m) => m[1] ?? '');
    const landing = /^`(\/[^`]*)`$/.exec(cells[3] ?? '')?.[1];
    if (!emails.length || !landing) continue;
    const names = emails.length === 2 ? Array.from({ length: demoPoolSize }, (_, i) => poolEmail(i + 1)) : emails;
    for (const email of names) rows.set(email, landing);
  }
  return rows;
}

/** What the login would compute for a user, from the rows the seed wrote. */
async function landingOf(db: Db, userId: number): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [talent] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.userId, userId));
  const [member] = await db.select({ agencyId: agencyMembers.agencyId }).from(agencyMembers).where(eq(agencyMembers.userId, userId));
  const [contact] = await db.select().from(contacts).where(eq(contacts.userId, userId));
  const pending = contact
    ? await db.select().from(companyJoinRequests).where(sql`${companyJoinRequests.contactId} = ${contact.id} and ${companyJoinRequests.status} = 'pending'`)
    : [];
  if (!user) throw new Error(`No user ${userId}`);
  return loginRedirect({
    rememberMe: false,
    instrId: talent?.id ?? null,
    agencyInstrId: member?.agencyId ?? null,
    contact: contact ? { hasCompany: contact.companyId !== null, joinRequestPending: pending.length > 0 } : null,
    showTalentSplashScreen: user.showTalentSplashScreen,
    showContactSplashScreen: user.showContactSplashScreen,
    isWizardFinished: user.isWizardFinished,
    lastVisitedPage: user.lastVisitedPage,
  });
}

/** A summary that changes if any seeded value changes. */
async function fingerprint(db: Db): Promise<string> {
  const parts = [
    await db.select({ e: users.email, f: users.firstName, l: users.lastName }).from(users).orderBy(asc(users.id)),
    await db.select({ f: instructors.firstName, s: instructors.profileStatus, c: instructors.city }).from(instructors).orderBy(asc(instructors.id)),
    await db.select({ t: projects.title, s: projects.status, d: projects.startDate, r: projects.rateMin }).from(projects).orderBy(asc(projects.id)),
    await db.select({ p: proposals.projectId, i: proposals.instrId, s: proposals.status, r: proposals.rate, d: proposals.description }).from(proposals).orderBy(asc(proposals.id)),
    await db.select({ u: portfolioLinks.url }).from(portfolioLinks).orderBy(asc(portfolioLinks.id)),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

describe('demo seed', () => {
  let database: Database;
  let dataDir: string;
  let firstRun: boolean;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
    firstRun = await seedIfEmpty({ db: database.db, dataDir, now: () => now });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty database once and only once', async () => {
    expect(firstRun).toBe(true);
    const before = await database.db.$count(users);
    expect(await seedIfEmpty({ db: database.db, dataDir, now: () => now })).toBe(false);
    expect(await database.db.$count(users)).toBe(before);
  });

  it('creates every documented account, activated, with the documented password and a role in the product', async () => {
    const documented = await documentedAccounts();
    const named = demoTalent.map((t) => t.email);
    expect(documented.size).toBeGreaterThan(named.length + demoPoolSize);
    for (const email of [...named, poolEmail(1), poolEmail(demoPoolSize), 'agency.owner@demo.example', 'client.admin@demo.example']) {
      expect(documented.has(email), email).toBe(true);
    }
    const all = await database.db.select().from(users);
    expect(all.map((u) => u.email).sort()).toEqual([...documented.keys()].sort());
    expect(all.every((u) => u.activatedAt !== null && u.activatedAt <= now)).toBe(true);
    const roleless = await database.db
      .select({ email: users.email })
      .from(users)
      .where(
        sql`not exists (select 1 from ${instructors} where ${instructors.userId} = ${users.id})
          and not exists (select 1 from ${contacts} where ${contacts.userId} = ${users.id})
          and not exists (select 1 from ${agencyMembers} where ${agencyMembers.userId} = ${users.id})`,
      );
    expect(roleless).toEqual([]);
    const hashes = new Set(all.map((u) => u.passwordHash));
    expect(hashes.size).toBe(1);
    for (const hash of hashes) {
      expect(await verifyPassword(hash, demoPassword)).toBe(true);
      expect(await verifyPassword(hash, 'demo#2026pass')).toBe(false);
    }
  });

  it('sends every account where docs/demo-accounts.md says it lands', async () => {
    const documented = await documentedAccounts();
    for (const user of await database.db.select({ id: users.id, email: users.email }).from(users)) {
      expect(await landingOf(database.db, user.id), user.email).toBe(documented.get(user.email));
    }
  });

  it('has every job status, wizard steps of drafts, and started and upcoming open jobs with timelines and documents', async () => {
    const db = database.db;
    const jobs = await db.select().from(projects);
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(jobStatuses));
    const draftSteps = new Set(jobs.filter((j) => j.status === 'draft').map((j) => j.wizardStep));
    expect(draftSteps.size).toBeGreaterThanOrEqual(4);
    expect([...draftSteps].every((step) => jobWizardSteps.includes(step))).toBe(true);
    const open = jobs.filter((j) => j.status === 'open');
    expect(open.some((j) => (j.startDate ?? '') < today)).toBe(true);
    expect(open.some((j) => (j.startDate ?? '') > today)).toBe(true);
    expect(jobs.filter((j) => j.status !== 'draft').every((j) => j.publishedAt !== null && j.publishedAt <= now)).toBe(true);
    expect(new Set(jobs.map((j) => j.roleGroup))).toEqual(new Set(['A', 'B', 'C', 'TC', null]));
    expect(await db.$count(projectTimelines)).toBeGreaterThan(0);
    expect(jobs.every((j) => j.status === 'draft' || j.skillNames.length > 0)).toBe(true);
  });

  it('writes real files through the storage driver for job documents', async () => {
    const storage = createLocalBlobStorage(dataDir);
    const documents = await database.db
      .select({ blob: blobs })
      .from(projectDocuments)
      .innerJoin(blobs, eq(blobs.id, projectDocuments.blobId));
    expect(documents.length).toBeGreaterThan(0);
    for (const { blob } of documents) {
      const stream = await storage.get(blob.storageKey);
      expect(stream, blob.fileName).not.toBeNull();
      const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
      expect(bytes.length).toBe(blob.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(blob.sha256);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    }
  });

  it('has proposals in every pipeline tab and talent in every profile status, with and without a signed ICA', async () => {
    const db = database.db;
    expect(new Set((await db.select({ s: proposals.status }).from(proposals)).map((r) => r.s))).toEqual(new Set(proposalStatuses));
    expect(new Set((await db.select({ s: instructors.profileStatus }).from(instructors)).map((r) => r.s))).toEqual(new Set([0, 1, 2, 3]));
    const signed = await db
      .select({ instrId: legalSignatures.instrId, docType: legalDocuments.docType })
      .from(legalSignatures)
      .innerJoin(legalDocuments, eq(legalDocuments.id, legalSignatures.legalDocumentId));
    const icaSigned = new Set(signed.filter((s) => s.docType === 'ICA').map((s) => s.instrId));
    const talentIds = (await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.isAgency, false))).map((t) => t.id);
    expect(talentIds.some((id) => icaSigned.has(id))).toBe(true);
    expect(talentIds.some((id) => !icaSigned.has(id))).toBe(true);
    const [agency] = await db.select().from(instructors).where(eq(instructors.isAgency, true));
    expect(signed).toContainEqual({ instrId: agency?.id, docType: 'Supplier Agreement' });
    expect(await db.$count(instructors, eq(instructors.agencyId, agency?.id ?? 0))).toBeGreaterThan(1);
  });

  it('has the activity the screens list: notifications, favorites, saved jobs, reviews, testimonials, portfolio', async () => {
    const db = database.db;
    const notes = await db.select({ type: notifications.type, isRead: notifications.isRead }).from(notifications);
    for (const type of ['T', 'C'] as const) {
      expect(notes.some((n) => n.type === type && n.isRead)).toBe(true);
      expect(notes.some((n) => n.type === type && !n.isRead)).toBe(true);
    }
    expect(await db.$count(favorites)).toBeGreaterThan(0);
    expect(await db.$count(savedJobs)).toBeGreaterThan(0);
    expect(await db.$count(reviews)).toBeGreaterThan(0);
    expect(await db.$count(testimonials, eq(testimonials.isResponsePublic, false))).toBeGreaterThan(0);
    expect(await db.$count(portfolioLinks, eq(portfolioLinks.urlTypeId, 13))).toBeGreaterThan(0);
  });

  it('is the same every time and safe when two instances start at once', async () => {
    const other = await openTestDatabase();
    try {
      const results = await Promise.all([
        seedIfEmpty({ db: other.db, now: () => now }),
        seedIfEmpty({ db: other.db, now: () => now }),
      ]);
      expect(results.sort()).toEqual([false, true]);
      expect(await other.db.$count(users)).toBe(await database.db.$count(users));
      expect(await fingerprint(other.db)).toBe(await fingerprint(database.db));
    } finally {
      await other.close();
    }
  });
});
