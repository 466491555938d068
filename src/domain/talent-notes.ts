/**
 * Your Notes (spec 3 §3 Note, §4, §6): a client user's private note on a candidate for one job. Only its author
 * ever reads it back; co-workers on the same job keep their own.
 */
import { z } from 'zod/mini';

/** Spec 3 names no limit for a note; ours keeps one note to a few pages. */
export const NOTE_MAX = 4000;

export const talentNotesTexts = {
  save: 'Save',
  /** Spec 3 §4: the Save button's label after saving, until the next edit. */
  saved: 'Notes Updated',
  tooLong: `Notes should not exceed ${NOTE_MAX} characters`,
  hint: 'Only you can see these notes.',
  lastUpdated: 'Last updated',
  failed: 'Your notes could not be saved. Please try again.',
} as const;

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

/** Spec 3 §4: Save is enabled by an edit and stays disabled after saving until the next edit. */
export type NotesSaveState = 'unchanged' | 'edited' | 'saving' | 'saved';

export const notesButton = (state: NotesSaveState) => ({
  label: state === 'saved' ? talentNotesTexts.saved : talentNotesTexts.save,
  disabled: state !== 'edited',
});
