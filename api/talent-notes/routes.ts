/** Your Notes: a client user's private note on a candidate for a job. */
import { route } from '../contract/route.ts';
import { jobMember } from '../access/records.ts';
import { saveTalentNotesBody, talentNotesAnswer, talentNotesQuery } from '#domain/talent-notes.ts';
import { readNote, saveNote } from './notes.ts';

export const talentNotesRoutes = [
  route({
    method: 'get',
    path: '/api/Company/GetTalentNotes',
    summary: 'The caller’s own note on a talent for a job they may see (empty before the first save): { projectId, instrId, note, notesDateUpdated }',
    access: jobMember,
    query: talentNotesQuery,
    response: talentNotesAnswer,
    handler: ({ deps, actor, query }) => readNote(deps.db, actor.contact, { authorUserId: actor.user.userId, projectId: actor.project.id, instrId: query.instrId }),
  }),
  route({
    method: 'post',
    path: '/api/Company/SaveTalentNotes',
    summary: 'Save the caller’s own note on a talent for a job they may see (blank keeps an empty note): { projectId, instrId, note, notesDateUpdated }',
    access: jobMember,
    body: saveTalentNotesBody,
    response: talentNotesAnswer,
    handler: ({ deps, actor, body }) =>
      saveNote(deps.db, actor.contact, { authorUserId: actor.user.userId, projectId: actor.project.id, instrId: body.instrId }, body.note, deps.now()),
  }),
];
