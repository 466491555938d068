/** The job posting wizard's calls: create, save a step, read back, stage, last page, post. */
import { route } from '../contract/route.ts';
import { clientContact } from '../access/people.ts';
import { jobMember } from '../access/records.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '#domain/messages.ts';
import {
  addProjectDetailSchema,
  lastVisitedPageSchema,
  projectDocumentQuery,
  projectIdBody,
  projectIdQuery,
  updateProjectDetailSchema,
} from '#domain/job-posting.ts';
import { jobPostingTexts } from '#domain/job-posting-texts.ts';
import { postingOptionsSchema, projectDraftSchema, projectStageSchema } from '#domain/job-posting-answers.ts';
import { createDraft, deleteJobDocument, publishDraft, saveStep, setLastVisitedPage } from './wizard.ts';
import { listDrafts, loadDraft, postingOptions, projectStage } from './wizard-read.ts';
import { loadJobView } from './job-view.ts';
import { jobViewSchema } from '#domain/job-view.ts';
import { createdDraftAnswer, draftsAnswer, lastVisitedPageAnswer, messageAnswer, publishedAnswer, savedStepAnswer } from './answers.ts';

const postersOnly = 'Only a client contact of a company can post jobs.';

export const wizardRoutes = [
  route({
    method: 'get',
    path: '/api/Project/GetPostingOptions',
    summary: 'The lists the job posting steps choose from: { roles, skills, industries, languages, countries }',
    access: clientContact,
    refusal: postersOnly,
    response: postingOptionsSchema,
    handler: async ({ deps }) => postingOptions(deps.db),
  }),
  route({
    method: 'get',
    path: '/api/Project/GetDraftProjects',
    summary: 'The drafts the caller may continue: { projectId, title, wizardStep, continueUrl, updatedAt }[] (newest first)',
    access: clientContact,
    refusal: postersOnly,
    response: draftsAnswer,
    handler: async ({ deps, actor }) => listDrafts(deps.db, actor.contact),
  }),
  route({
    method: 'post',
    path: '/api/Project/AddProjectDetail',
    summary: 'Create a draft job from the job details step; the caller becomes its owner contact. Answers { projectId }',
    access: clientContact,
    refusal: postersOnly,
    body: addProjectDetailSchema,
    response: createdDraftAnswer,
    handler: async ({ deps, actor, body }) => ({ projectId: await createDraft(deps.db, actor.contact, body) }),
  }),
  route({
    method: 'put',
    path: '/api/Project/UpdateProjectDetail',
    summary: 'Save one step of a draft: { projectId, step, …the fields of that step }. Answers { message, wizardStep }',
    access: jobMember,
    of: ({ body }) => body.projectId,
    body: updateProjectDetailSchema,
    response: savedStepAnswer,
    handler: async ({ deps, body, actor }) => {
      const wizardStep = await saveStep(deps.db, actor.project, body);
      return { message: jobPostingTexts.saved, wizardStep };
    },
  }),
  route({
    method: 'get',
    path: '/api/Project/GetProjectDetails',
    summary: 'The saved fields of a job as the posting steps edit them (ids for roles, skills, industries, languages)',
    access: jobMember,
    of: ({ query }) => query.Projectid,
    query: projectIdQuery,
    response: projectDraftSchema,
    handler: async ({ deps, actor }) => loadDraft(deps.db, actor.project),
  }),
  route({
    method: 'get',
    path: '/api/Project/GetProjectReview',
    summary: 'The job as talent will read it (the job detail grouping), for the review step',
    access: jobMember,
    of: ({ query }) => query.Projectid,
    query: projectIdQuery,
    response: jobViewSchema,
    handler: async ({ deps, actor }) => {
      const view = await loadJobView(deps.db, actor.project.id);
      if (!view) throw notFound(messages.job.notFound);
      return view;
    },
  }),
  route({
    method: 'get',
    path: '/api/Project/GetProjectStage',
    summary: 'Where a job stands in the posting steps: { projectId, wizardStep, lastVisitedPage, status, continueUrl }',
    access: jobMember,
    of: ({ query }) => query.Projectid,
    query: projectIdQuery,
    response: projectStageSchema,
    handler: async ({ actor }) => projectStage(actor.project),
  }),
  route({
    method: 'put',
    path: '/api/Project/UpdateProjectLastVisitedPage',
    summary: 'Remember the posting step a draft was last opened on: { projectId, page } (a step name or its page path)',
    access: jobMember,
    body: lastVisitedPageSchema,
    response: lastVisitedPageAnswer,
    handler: async ({ deps, body, actor }) => {
      await setLastVisitedPage(deps.db, actor.project, body.page);
      return { lastVisitedPage: `/client-profile-job/${body.page}` };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Project/DeleteProjectDocument',
    summary: 'Remove a document from a draft job (and its stored file): ?projectId&documentId. Answers { message }',
    access: jobMember,
    query: projectDocumentQuery,
    response: messageAnswer,
    handler: async ({ deps, query, actor }) => {
      await deleteJobDocument(deps, actor.project, query.documentId);
      return { message: jobPostingTexts.documentRemoved };
    },
  }),
  route({
    method: 'put',
    path: '/api/Project/PublishProject',
    summary: 'Post a complete draft (status open, posted now). An incomplete one answers 400 naming the step: { message, errors: { step } }',
    access: jobMember,
    body: projectIdBody,
    response: publishedAnswer,
    handler: async ({ deps, body, actor }) => {
      await publishDraft(deps.db, actor.project, deps.now());
      return { message: jobPostingTexts.published, projectId: body.projectId };
    },
  }),
];
