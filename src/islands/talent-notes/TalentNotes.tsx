/**
 * Your Notes: the viewing client user's private note on a candidate for one job. Save is enabled by an
 * edit; after saving it reads 'Notes Updated' and stays disabled until the next edit; the date of the last save is
 * shown. Before the island hydrates the form posts to the page like any plain form, so it works without JavaScript.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { Company_SaveTalentNotes } from '../../lib/api/operations.gen.ts';
import type { TalentNotes as Notes } from '#domain/talent-notes.ts';
import { NOTE_MAX, notesButton, talentNotesTexts, type NotesSaveState } from '#domain/talent-notes-texts.ts';
import './talent-notes.css';
import { formatDateTime } from '#domain/format.ts';

interface Props {
  initial: Notes;
  /** 'saved' right after a plain-form save; otherwise 'unchanged'. */
  initialState?: NotesSaveState;
  /** A refusal of a plain-form save, with the text that was typed. */
  error?: string | null;
  typed?: string | null;
}


export default function TalentNotes({ initial, initialState = 'unchanged', error = null, typed = null }: Props) {
  const [note, setNote] = useState(typed ?? initial.note);
  const [updated, setUpdated] = useState(initial.notesDateUpdated);
  const [state, setState] = useState<NotesSaveState>(typed !== null ? 'edited' : initialState);
  const [failure, setFailure] = useState(error);
  const [hydrated, setHydrated] = useState(false);
  const ids = { field: useId(), hint: useId(), error: useId() };
  useEffect(() => setHydrated(true), []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setState('saving');
    const res = await api.call(Company_SaveTalentNotes, { body: { projectId: initial.projectId, instrId: initial.instrId, note } });
    if (res.ok) {
      setUpdated(res.data.notesDateUpdated);
      setFailure(null);
      setState('saved');
    } else {
      setFailure(res.error.errors?.note?.[0] ?? res.error.message ?? talentNotesTexts.failed);
      setState('edited');
    }
  }

  const button = notesButton(state);
  return (
    <form method="post" className="stack talent-notes" onSubmit={(e) => void save(e)} noValidate>
      <input type="hidden" name="intent" value="notes" />
      <label htmlFor={ids.field}>Your private notes</label>
      <p id={ids.hint} className="muted">
        {talentNotesTexts.hint}
      </p>
      <textarea
        id={ids.field}
        name="note"
        rows={5}
        maxLength={NOTE_MAX}
        value={note}
        aria-describedby={failure ? `${ids.hint} ${ids.error}` : ids.hint}
        aria-invalid={failure ? true : undefined}
        onChange={(e) => {
          setNote(e.target.value);
          setState('edited');
        }}
      />
      {failure ? (
        <p id={ids.error} className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="talent-notes-bar">
        <button type="submit" disabled={hydrated && button.disabled} aria-live="polite">
          {button.label}
        </button>
        {updated ? (
          <span className="muted">
            {talentNotesTexts.lastUpdated} <time dateTime={updated}>{formatDateTime(updated, 'UTC')} UTC</time>
          </span>
        ) : null}
      </div>
    </form>
  );
}
