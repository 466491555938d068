/**
 * Your Notes: a client user's private note on a candidate for one job. Only its author
 * ever reads it back; co-workers on the same job keep their own.
 */
import { z } from 'zod/mini';
import { NOTE_MAX, talentNotesTexts } from './talent-notes-texts.ts';

export { NOTE_MAX, notesButton, talentNotesTexts, type NotesSaveState } from './talent-notes-texts.ts';

const positiveId = (name: string) => z.coerce.number({ error: `${name} is required.` }).check(z.int(), z.positive({ error: `${name} is required.` }));

export const talentNotesQuery = z.object({ projectId: positiveId('projectId'), instrId: positiveId('instrId') });

export const saveTalentNotesBody = z.extend(talentNotesQuery, {
  note: z.string({ error: 'note is required.' }).check(z.maxLength(NOTE_MAX, talentNotesTexts.tooLong)),
});

export const talentNotesAnswer = z.object({
  projectId: z.int(),
  instrId: z.int(),
  note: z.string(),
  /** When the author last saved it; null before the first save. */
  notesDateUpdated: z.nullable(z.string()),
});
export type TalentNotes = z.infer<typeof talentNotesAnswer>;
