/** The job posting wizard's calls (spec 2 §7 Project): create, save a step, read back, stage, last page, post. */
import { route } from '../http/route.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  addProjectDetailSchema,
  jobPostingTexts,
  lastVisitedPageSchema,
  projectDocumentQuery,
  projectIdBody,
  projectIdQuery,
  updateProjectDetailSchema,
} from '../../src/domain/job-posting.ts';
import { clientContactOf, clientJobAccess } from './client-access.ts';
import { createDraft, deleteJobDocument, publishDraft, saveStep, setLastVisitedPage } from './wizard.ts';
import { listDrafts, loadDraft, postingOptions, projectStage } from './wizard-read.ts';
import { loadJobView } from './job-view.ts';

const postersOnly = 'Only a client contact of a company can post jobs.';

async function poster(db: Db, user: AccessClaims) {
  const contact = await clientContactOf(db, user);
  if (!contact) throw forbidden(postersOnly);
  return contact;
}

export const wizardRoutes = [
  route({
    method: 'get',
    path: '/api/Project/GetPostingOptions',
    summary: 'The lists the job posting steps choose from: { roles, skills, industries, languages, countries }',
    access: 'user',
    handler: async ({ deps, user }) => {
      await poster(deps.db, user);
      return postingOptions(deps.db);
    },
  }),
  route({
    method: 'get',
    path: '/api/Project/GetDraftProjects',
    summary: 'The drafts the caller may continue: { projectId, title, wizardStep, continueUrl, updatedAt }[] (newest first)',
    access: 'user',
    handler: async ({ deps, user }) => listDrafts(deps.db, await poster(deps.db, user)),
  }),
  route({
    method: 'post',
    path: '/api/Project/AddProjectDetail',
    summary: 'Create a draft job from the job details step; the caller becomes its owner contact. Answers { projectId }',
    access: 'user',
    body: addProjectDetailSchema,
    handler: async ({ deps, user, body }) => {
      const contact = await poster(deps.db, user);
      return { projectId: await createDraft(deps.db, contact, body) };
    },
  }),
  route({
    method: 'put',
    path: '/api/Project/UpdateProjectDetail',
    summary: 'Save one step of a draft: { projectId, step, …the fields of that step }. Answers { message, wizardStep }',
    access: 'user',
    body: updateProjectDetailSchema,
    handler: async ({ deps, user, body }) => {
      const wizardStep = await saveStep(deps.db, await clientJobAccess(deps.db, user, body.projectId), body);
      return { message: jobPostingTexts.saved, wizardStep };
    },
  }),
  route({
    method: 'get',
    path: '/api/Project/GetProjectDetails',
    summary: 'The saved fields of a job as the posting steps edit them (ids for roles, skills, industries, languages)',
    access: 'user',
    query: projectIdQuery,
    handler: async ({ deps, user, query }) => loadDraft(deps.db, await clientJobAccess(deps.db, user, query.Projectid)),
  }),
  route({
    method: 'get',
    path: '/api/Project/GetProjectReview',
    summary: 'The job as talent will read it (the job detail grouping), for the review step',
    access: 'user',
    query: projectIdQuery,
    handler: async ({ deps, user, query }) => {
      const project = await clientJobAccess(deps.db, user, query.Projectid);
      const view = await loadJobView(deps.db, project.id);
      if (!view) throw notFound(messages.job.notFound);
      return view;
    },
  }),
  route({
    method: 'get',
    path: '/api/Project/GetProjectStage',
    summary: 'Where a job stands in the posting steps: { projectId, wizardStep, lastVisitedPage, status, continueUrl }',
    access: 'user',
    query: projectIdQuery,
    handler: async ({ deps, user, query }) => projectStage(await clientJobAccess(deps.db, user, query.Projectid)),
  }),
  route({
    method: 'put',
    path: '/api/Project/UpdateProjectLastVisitedPage',
    summary: 'Remember the posting step a draft was last opened on: { projectId, page } (a step name or its page path)',
    access: 'user',
    body: lastVisitedPageSchema,
    handler: async ({ deps, user, body }) => {
      await setLastVisitedPage(deps.db, await clientJobAccess(deps.db, user, body.projectId), body.page);
      return { lastVisitedPage: `/client-profile-job/${body.page}` };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Project/DeleteProjectDocument',
    summary: 'Remove a document from a draft job (and its stored file): ?projectId&documentId. Answers { message }',
    access: 'user',
    query: projectDocumentQuery,
    handler: async ({ deps, user, query }) => {
      await deleteJobDocument(deps, await clientJobAccess(deps.db, user, query.projectId), query.documentId);
      return { message: jobPostingTexts.documentRemoved };
    },
  }),
  route({
    method: 'put',
    path: '/api/Project/PublishProject',
    summary: 'Post a complete draft (status open, posted now). An incomplete one answers 400 naming the step: { message, errors: { step } }',
    access: 'user',
    body: projectIdBody,
    handler: async ({ deps, user, body }) => {
      await publishDraft(deps.db, await clientJobAccess(deps.db, user, body.projectId), deps.now());
      return { message: jobPostingTexts.published, projectId: body.projectId };
    },
  }),
];
