/**
 * What the candidate page does on the server: its two plain forms (Your Notes and Save to My Talent, post/redirect/get)
 * and the read of the profile the viewer may see (by the shared link's hash, for a job, or on its own).
 */
import type { CandidateQuery } from '#domain/candidate-view.ts';
import type { NotesSaveState } from '#domain/talent-notes.ts';
import type { TalentView } from '#domain/talent-view.ts';
import {
  Company_AddTalentToFavorite,
  Company_SaveTalentNotes,
  TrainerProfile_GetFilteredProfile,
  TrainerProfile_GetFilteredProfileByHash,
  TrainerProfile_GetTalentProfile,
} from '../lib/api/operations.gen.ts';
import { loadOr } from '../lib/load-or.ts';
import type { PageContext } from './payouts.ts';

export interface CandidateForms {
  notesState: NotesSaveState;
  notesError: string | null;
  /** The note as typed when saving it was refused. */
  notesTyped: string | null;
  saveError: string | null;
}

/** The talent and job a signed-in viewer's forms post for, and the page they come back to. */
export interface CandidateTarget {
  projectId: number;
  instrId: number;
  here: string;
}

/**
 * The state of the page's forms: after a save, the redirect to the page with its notice; after a refusal, the
 * server's message (and the note as typed), the page's status set to the API's.
 */
export async function candidateForms(page: PageContext, target: CandidateTarget | null): Promise<Response | CandidateForms> {
  const forms: CandidateForms = { notesState: page.url.searchParams.get('notes') === 'saved' ? 'saved' : 'unchanged', notesError: null, notesTyped: null, saveError: null };
  if (page.request.method !== 'POST' || !target) return forms;
  const { call } = page.locals;
  const form = await page.request.formData().catch(() => new FormData());
  if (form.get('intent') === 'save-talent') {
    const saved = await call(Company_AddTalentToFavorite, { body: { instrId: target.instrId } });
    if (saved.ok) return page.redirect(`${target.here}&saved=talent`, 303);
    page.response.status = saved.status;
    return { ...forms, saveError: saved.error.message };
  }
  const note = String(form.get('note') ?? '');
  const saved = await call(Company_SaveTalentNotes, { body: { projectId: target.projectId, instrId: target.instrId, note } });
  if (saved.ok) return page.redirect(`${target.here}&notes=saved`, 303);
  page.response.status = saved.status;
  return { ...forms, notesTyped: note, notesError: saved.error.errors?.note?.[0] ?? saved.error.message, notesState: 'edited' };
}

/** The profile as the API shows it to this viewer; null when there is none or the access was refused. */
export async function candidateView(page: PageContext, q: CandidateQuery): Promise<TalentView | null> {
  if (!q.instrId) return null;
  const { call, user } = page.locals;
  const res = q.hash
    ? q.projectId
      ? await call(TrainerProfile_GetFilteredProfileByHash, { query: { projectId: q.projectId, instrId: q.instrId, hash: q.hash } })
      : null
    : !user
      ? null
      : q.projectId
        ? await call(TrainerProfile_GetFilteredProfile, { query: { projectId: q.projectId, instrId: q.instrId } })
        : await call(TrainerProfile_GetTalentProfile, { query: { instrId: q.instrId } });
  return loadOr(page, `Candidate ${q.instrId}`, res, { from: 500 });
}
