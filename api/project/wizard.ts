/**
 * The job posting wizard: a draft is created from the first step, each later step saves its own fields, and the
 * review step publishes the draft once every step is complete (decision record 130).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blobs, projectContacts, projectDocuments, projectRoles, projects } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Deps } from '../deps.ts';
import { loadDraft } from './wizard-read.ts';
import { matchAlerts } from '../job-alert/match.ts';
import { jobWizardSteps } from '#domain/constants.ts';
import {
  allowedRateTypes,
  hasTimeline,
  nextStep,
  roleGroupOf,
  stepLabels,
  type DetailsInput,
  type EditableStep,
  type PostingStep,
  type UpdateProjectDetailInput,
  type WizardStep,
} from '#domain/job-posting.ts';
import { jobPostingTexts } from '#domain/job-posting-texts.ts';
import { checkedRoles, checkPlace, detailsValues, type Project } from './wizard-checks.ts';
import { saveStepInput } from './wizard-steps.ts';

const furthest = (a: WizardStep, b: WizardStep): WizardStep => (jobWizardSteps.indexOf(a) >= jobWizardSteps.indexOf(b) ? a : b);

/** Creates the draft from the first step; the creating contact is its owner. Returns the projectId. */
export async function createDraft(db: Db, contact: { id: number; companyId: number }, input: DetailsInput): Promise<number> {
  checkPlace(input);
  const roleRows = await checkedRoles(db, input.roleIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        companyId: contact.companyId,
        createdByContactId: contact.id,
        status: 'draft',
        wizardStep: 'job-skills',
        lastVisitedPage: '/client-profile-job/job-details',
        roleGroup: roleGroupOf(roleRows),
        ...detailsValues(input),
      })
      .returning({ id: projects.id });
    if (!row) throw new Error('The draft was not created.');
    await tx.insert(projectRoles).values(input.roleIds.map((roleId) => ({ projectId: row.id, roleId })));
    await tx.insert(projectContacts).values({ projectId: row.id, contactId: contact.id, isOwner: true, status: 'A' });
    return row.id;
  });
}

/** Drafts and open jobs go through the steps; closed and completed jobs stay as they ended (decision record 130). */
function assertEditable(project: Project) {
  if (project.status !== 'draft' && project.status !== 'open') throw conflict(jobPostingTexts.notEditable);
}

export async function saveStep(db: Db, project: Project, input: UpdateProjectDetailInput): Promise<WizardStep> {
  assertEditable(project);
  const reached = furthest(project.wizardStep, nextStep(input.step));
  const stepFields = { wizardStep: reached, updatedAt: new Date() };

  await saveStepInput(db, project, input, stepFields);
  return reached;
}

/** Where a draft's Continue comes back to; an open job being edited has nothing to continue, so nothing is kept. */
export async function setLastVisitedPage(db: Db, project: Project, step: PostingStep): Promise<void> {
  assertEditable(project);
  if (project.status !== 'draft') return;
  await db
    .update(projects)
    .set({ lastVisitedPage: `/client-profile-job/${step}` })
    .where(eq(projects.id, project.id));
}

/** The first step whose required fields are missing, or null when the job may be posted. */
async function firstIncompleteStep(db: Db, project: Project): Promise<{ step: EditableStep; message?: string } | null> {
  const draft = await loadDraft(db, project);
  if (draft.roleIds.length === 0 || !draft.startDate || !draft.endDate || !draft.locationType || !draft.timeZone) return { step: 'job-details' };
  if (draft.skillIds.length === 0) return { step: 'job-skills' };
  if (draft.audienceSize === null) return { step: 'job-audience' };
  if (jobWizardSteps.indexOf(project.wizardStep) <= jobWizardSteps.indexOf('job-specification')) return { step: 'job-specification' };
  if (hasTimeline(draft.roleGroup) && draft.timelines.length === 0) return { step: 'job-specification', message: jobPostingTexts.timelineRequired };
  if (draft.rateType === null || draft.rateMin === null || draft.rateMax === null || draft.estimatedTime === null) return { step: 'job-budget' };
  if (!allowedRateTypes(draft.allowsPerUnitRates).includes(draft.rateType)) return { step: 'job-budget', message: jobPostingTexts.rateTypeNotAllowed };
  if (!draft.description) return { step: 'job-description' };
  return null;
}

/** Posts a complete draft: status open, posted now, and the job alerts it matches recorded (they are e-mailed after). */
export async function publishDraft(db: Db, project: Project, now: Date): Promise<void> {
  if (project.status !== 'draft') throw conflict(jobPostingTexts.alreadyPosted);
  const missing = await firstIncompleteStep(db, project);
  if (missing) {
    const message = missing.message ?? jobPostingTexts.incomplete(stepLabels[missing.step]);
    throw badRequest(message, { step: [missing.step] });
  }
  await db.transaction(async (tx) => {
    const opened = await tx
      .update(projects)
      .set({ status: 'open', publishedAt: now, wizardStep: 'review', lastVisitedPage: null, isChatVisible: true, updatedAt: now })
      .where(and(eq(projects.id, project.id), eq(projects.status, 'draft')))
      .returning({ id: projects.id });
    if (opened.length > 0) await matchAlerts(tx, project.id, now);
  });
}

/** Removes a document from a draft or an open job, with its stored file. */
export async function deleteJobDocument(deps: Deps, project: Project, documentId: number): Promise<void> {
  assertEditable(project);
  const [row] = await deps.db
    .select({ id: projectDocuments.id, blob: blobs })
    .from(projectDocuments)
    .innerJoin(blobs, eq(blobs.id, projectDocuments.blobId))
    .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, project.id)));
  if (!row) throw notFound(jobPostingTexts.documentNotFound);
  await deps.db.delete(projectDocuments).where(eq(projectDocuments.id, row.id));
  await deps.db.delete(blobs).where(eq(blobs.id, row.blob.id));
  await deps.storage.delete(row.blob.storageKey);
}
