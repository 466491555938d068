/**
 * Your Notes: one note per author, candidate and job. Every read and write is keyed by the caller's own user id,
 * so a co-worker on the same job (or an administrator of the company) never reaches another person's note.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors, talentNotes } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import type { ClientContact } from '../access/client-job.ts';
import { companyMaySeeTalent } from '../proposal-view/talent-relation.ts';
import { TALENT_NOT_FOUND } from '../proposal-view/talent-jobs.ts';
import type { TalentNotes } from '#domain/talent-notes.ts';

interface NoteKey {
  authorUserId: number;
  projectId: number;
  instrId: number;
}

/** The talent must be one the caller's company may see (public, or related to the company). */
async function assertCandidate(db: Db, contact: ClientContact, instrId: number): Promise<void> {
  const [talent] = await db.select({ id: instructors.id, visibility: instructors.visibility }).from(instructors).where(eq(instructors.id, instrId));
  if (!talent || !(await companyMaySeeTalent(db, contact.companyId, talent))) throw notFound(TALENT_NOT_FOUND);
}

const ofAuthor = (key: NoteKey) =>
  and(eq(talentNotes.authorUserId, key.authorUserId), eq(talentNotes.projectId, key.projectId), eq(talentNotes.instrId, key.instrId));

export async function readNote(db: Db, contact: ClientContact, key: NoteKey): Promise<TalentNotes> {
  await assertCandidate(db, contact, key.instrId);
  const [row] = await db.select({ note: talentNotes.note, updatedAt: talentNotes.updatedAt }).from(talentNotes).where(ofAuthor(key));
  return { projectId: key.projectId, instrId: key.instrId, note: row?.note ?? '', notesDateUpdated: row?.updatedAt.toISOString() ?? null };
}

export async function saveNote(db: Db, contact: ClientContact, key: NoteKey, note: string, now: Date): Promise<TalentNotes> {
  await assertCandidate(db, contact, key.instrId);
  const [row] = await db
    .insert(talentNotes)
    .values({ ...key, note, updatedAt: now })
    .onConflictDoUpdate({ target: [talentNotes.authorUserId, talentNotes.instrId, talentNotes.projectId], set: { note, updatedAt: now } })
    .returning({ note: talentNotes.note, updatedAt: talentNotes.updatedAt });
  if (!row) throw new Error('The note was not saved.');
  return { projectId: key.projectId, instrId: key.instrId, note: row.note, notesDateUpdated: row.updatedAt.toISOString() };
}
