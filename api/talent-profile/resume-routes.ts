/** The talent's resume (/profile/resume), by the profile's owner: the talent, or the owner of the talent's agency. */
import { route } from '../contract/route.ts';
import { profileOwner } from '../access/people.ts';
import { profileQuery } from '#domain/profile-sections.ts';
import { deleteResume, downloadOwnResume, profilePdf, resumeAnswer, resumeChanged, resumeOf, uploadResume } from './resume.ts';

export const resumeRoutes = [
  route({
    method: 'get',
    path: '/api/TrainerProfile/GetResume',
    summary: 'The uploaded resume of the caller’s profile (or an agency talent’s by instrId): { resume: { fileName, fileSize, contentType } | null }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: resumeAnswer,
    handler: ({ deps, actor }) => resumeOf(deps, actor.profile.instrId),
  }),
  route({
    method: 'put',
    path: '/api/TrainerProfile/UploadResume',
    summary: 'Uploads the resume (multipart field formFile; PDF or docx by content, at most 20 MB), replacing the one before: { message, resume }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    upload: { field: 'formFile' },
    response: resumeChanged,
    handler: ({ c, deps, actor }) => uploadResume(deps, actor.user.userId, actor.profile.instrId, c.req.raw),
  }),
  route({
    method: 'delete',
    path: '/api/TrainerProfile/DeleteResume',
    summary: 'Removes the uploaded resume and its file: { message, resume: null }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: resumeChanged,
    handler: ({ deps, actor }) => deleteResume(deps, actor.profile.instrId),
  }),
  route({
    method: 'get',
    path: '/api/TrainerProfile/DownloadResume',
    summary: 'The uploaded resume as an attachment (nosniff); 404 when there is none',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: 'file',
    handler: ({ deps, actor }) => downloadOwnResume(deps, actor.profile.instrId),
  }),
  route({
    method: 'get',
    path: '/api/TrainerProfile/ProfilePdf',
    summary: 'The profile written as a PDF (headline, roles, about me, work experience, education, certifications), any script; attachment',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: 'file',
    handler: ({ deps, actor }) => profilePdf(deps, actor.profile.instrId),
  }),
];
