/** The talent's resume (/profile/resume), by the profile's owner: the talent, or the owner of the talent's agency. */
import { ownProfileDelete, ownProfileRead, ownProfileUpload } from './own-profile-routes.ts';
import { profileQuery } from '#domain/profile-sections.ts';
import { deleteResume, downloadOwnResume, profilePdf, resumeAnswer, resumeChanged, resumeOf, uploadResume } from './resume.ts';

export const resumeRoutes = [
  ownProfileRead(
    { path: '/api/TrainerProfile/GetResume', summary: 'The uploaded resume of the caller’s profile (or an agency talent’s by instrId): { resume: { fileName, fileSize, contentType } | null }', query: profileQuery, response: resumeAnswer },
    resumeOf,
  ),
  ownProfileUpload(
    { path: '/api/TrainerProfile/UploadResume', summary: 'Uploads the resume (multipart field formFile; PDF or docx by content, at most 20 MB), replacing the one before: { message, resume }', query: profileQuery, response: resumeChanged },
    (deps, actor, request) => uploadResume(deps, actor.user.userId, actor.profile.instrId, request),
  ),
  ownProfileDelete(
    { path: '/api/TrainerProfile/DeleteResume', summary: 'Removes the uploaded resume and its file: { message, resume: null }', query: profileQuery, response: resumeChanged },
    (deps, actor) => deleteResume(deps, actor.profile.instrId),
  ),
  ownProfileRead(
    { path: '/api/TrainerProfile/DownloadResume', summary: 'The uploaded resume as an attachment (nosniff); 404 when there is none', query: profileQuery, response: 'file' },
    downloadOwnResume,
  ),
  ownProfileRead(
    { path: '/api/TrainerProfile/ProfilePdf', summary: 'The profile written as a PDF (headline, roles, about me, work experience, education, certifications), any script; attachment', query: profileQuery, response: 'file' },
    profilePdf,
  ),
];
