/** The limit, texts and Save button of Your Notes, apart from the schemas of talent-notes.ts: the island loads them without zod. */

/** The specification names no limit for a note; ours keeps one note to a few pages. */
export const NOTE_MAX = 4000;

export const talentNotesTexts = {
  save: 'Save',
  /** The Save button's label after saving, until the next edit. */
  saved: 'Notes Updated',
  tooLong: `Notes should not exceed ${NOTE_MAX} characters`,
  hint: 'Only you can see these notes.',
  lastUpdated: 'Last updated',
  failed: 'Your notes could not be saved. Please try again.',
} as const;

/** Save is enabled by an edit and stays disabled after saving until the next edit. */
export type NotesSaveState = 'unchanged' | 'edited' | 'saving' | 'saved';

export const notesButton = (state: NotesSaveState) => ({
  label: state === 'saved' ? talentNotesTexts.saved : talentNotesTexts.save,
  disabled: state !== 'edited',
});
