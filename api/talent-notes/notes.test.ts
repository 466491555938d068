import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { contacts, projectContacts, proposals, talentNotes, users } from '../db/schema/index.ts';
import { NOTE_MAX, talentNotesTexts } from '#domain/talent-notes.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherCompany = 'client2.admin@demo.example';

describe('Your Notes: private to their author', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  /** A Northwind job both the administrator and the Standard User are on, and a talent who proposed on it. */
  let projectId = 0;
  let instrId = 0;
  beforeAll(async () => {
    t = await createDemoTestApp();
    const db = t.deps.db;
    const [ethan] = await db.select({ id: contacts.id }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, standard));
    if (!ethan) throw new Error('The demo data lacks the Standard User.');
    const [shared] = await db
      .select({ projectId: proposals.projectId, instrId: proposals.instrId })
      .from(proposals)
      .innerJoin(projectContacts, eq(projectContacts.projectId, proposals.projectId))
      .where(eq(projectContacts.contactId, ethan.id))
      .limit(1);
    if (!shared) throw new Error('The demo data lacks a proposal on a job of the Standard User.');
    ({ projectId, instrId } = shared);
  });
  afterAll(() => t.close());

  const read = (as: string | null, p = projectId, i = instrId) => t.request(as, 'GET', `/api/Company/GetTalentNotes?projectId=${p}&instrId=${i}`);
  const save = (as: string | null, note: string, p = projectId, i = instrId) => t.request(as, 'POST', '/api/Company/SaveTalentNotes', { projectId: p, instrId: i, note });

  it('starts empty, saves, reads back with the date and replaces on the next save', async () => {
    const before = await read(admin);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ projectId, instrId, note: '', notesDateUpdated: null });

    const saved = await save(admin, 'Strong on Power BI; ask about the rollout plan.');
    expect(saved.status).toBe(200);
    expect(saved.body.note).toBe('Strong on Power BI; ask about the rollout plan.');
    expect(typeof saved.body.notesDateUpdated).toBe('string');

    const again = await save(admin, 'Second thought.');
    expect((await read(admin)).body).toMatchObject({ note: 'Second thought.', notesDateUpdated: again.body.notesDateUpdated });
    const rows = await t.deps.db.select().from(talentNotes).where(and(eq(talentNotes.projectId, projectId), eq(talentNotes.instrId, instrId)));
    expect(rows).toHaveLength(1);
  });

  it('is never shown to a co-worker on the same job, and each keeps their own', async () => {
    await save(admin, 'Only Olivia reads this.');
    const coworker = await read(standard);
    expect(coworker.status).toBe(200);
    expect(coworker.body).toMatchObject({ note: '', notesDateUpdated: null });
    expect(JSON.stringify(coworker.body)).not.toContain('Olivia');

    await save(standard, 'Ethan’s own view.');
    expect((await read(admin)).body.note).toBe('Only Olivia reads this.');
    expect((await read(standard)).body.note).toBe('Ethan’s own view.');
  });

  it('refuses visitors, talent and other companies, and jobs the caller is not on', async () => {
    expect((await read(null)).status).toBe(401);
    expect((await save(null, 'x')).status).toBe(401);
    const talentSide = await read('talent.good@demo.example');
    expect(talentSide.status).toBe(404);
    expect(talentSide.body.note).toBeUndefined();
    const stranger = await read(otherCompany);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: 'Job Not Found' });
    expect((await save(otherCompany, 'Sneaky')).status).toBe(404);
    expect((await read(admin)).body.note).toBe('Only Olivia reads this.');
  });

  it('answers 404 for a talent the company may not see and 400 for a note over the limit, keeping the saved one', async () => {
    expect((await read(admin, projectId, 999_999)).status).toBe(404);
    const long = await save(admin, 'x'.repeat(NOTE_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(talentNotesTexts.tooLong);
    expect((await read(admin)).body.note).toBe('Only Olivia reads this.');
    expect((await save(admin, 'x'.repeat(NOTE_MAX))).status).toBe(200);
  });
});
