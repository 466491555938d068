/**
 * The job posting wizard: a draft is created from the first step, each later step saves its own fields, and the
 * review step publishes the draft once every step is complete (decision record 130).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { syncProjectSkillNames } from '../db/job-search.ts';
import {
  blobs,
  industries,
  projectContacts,
  projectDocuments,
  projectIndustries,
  projectLanguages,
  projectRoles,
  projects,
  projectSkills,
  projectTimelines,
  roles,
  skills,
} from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Deps } from '../deps.ts';
import { allowsPerUnitRates, loadDraft } from './wizard-read.ts';
import { countries } from '../master/data/countries.ts';
import { languages } from '../master/data/languages.ts';
import { subdivisions } from '../master/data/states.ts';
import { matchAlerts } from '../job-alert/match.ts';
import { jobWizardSteps } from '../../src/domain/constants.ts';
import {
  allowedRateTypes,
  hasTimeline,
  jobPostingTexts,
  nextStep,
  roleGroupOf,
  stepLabels,
  type DetailsInput,
  type EditableStep,
  type PostingStep,
  type UpdateProjectDetailInput,
  type WizardStep,
} from '../../src/domain/job-posting.ts';

type Project = typeof projects.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const countryCodes = new Set(countries.map((c) => c.code));
const languageIds = new Set(languages.map((l) => l.id));

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

async function checkedRoles(db: Db | Tx, roleIds: readonly number[]) {
  const rows = await db
    .select({ id: roles.id, isInstructorType: roles.isInstructorType, allowsPerUnitRates: roles.allowsPerUnitRates })
    .from(roles)
    .where(and(inArray(roles.id, [...roleIds]), isNull(roles.retiredAt)));
  if (rows.length !== roleIds.length) throw fieldError('roleIds', jobPostingTexts.unknownRole);
  return rows;
}

function checkPlace(input: DetailsInput) {
  if (!input.countryCode) return;
  const country = input.countryCode.toUpperCase();
  if (!countryCodes.has(country)) throw fieldError('countryCode', jobPostingTexts.unknownCountry);
  const states = subdivisions[country] ?? [];
  if (input.stateCode && states.length > 0 && !states.some((s) => s.code === input.stateCode)) {
    throw fieldError('stateCode', jobPostingTexts.unknownState);
  }
}

function detailsValues(input: DetailsInput) {
  const onsite = input.locationType === 'Onsite';
  return {
    title: input.title,
    noOfPositions: input.noOfPositions,
    startDate: input.startDate,
    endDate: input.endDate,
    locationType: input.locationType,
    locationName: input.locationName ?? null,
    nearCity: onsite ? (input.nearCity ?? null) : null,
    city: onsite ? (input.city ?? null) : null,
    stateCode: onsite ? (input.stateCode ?? null) : null,
    countryCode: onsite ? (input.countryCode?.toUpperCase() ?? null) : null,
    timeZone: input.timeZone,
  };
}

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

/**
 * An open job keeps what talent proposed on: its kind of roles (so the timeline and rate rules that applied still
 * apply), and roles that allow its rate type.
 */
function checkPostedRoles(project: Project, roleGroup: string, perUnitAllowed: boolean) {
  if (project.status !== 'open') return;
  if (roleGroup !== project.roleGroup) throw fieldError('roleIds', jobPostingTexts.postedRoleGroup);
  if (project.rateType && !allowedRateTypes(perUnitAllowed).includes(project.rateType)) throw fieldError('roleIds', jobPostingTexts.rateTypeNotAllowed);
}

/** An open job with delivery roles keeps at least one training day. */
function checkPostedTimeline(project: Project, days: number) {
  if (project.status === 'open' && hasTimeline(project.roleGroup) && days === 0) throw fieldError('timelines', jobPostingTexts.timelineRequired);
}

export async function saveStep(db: Db, project: Project, input: UpdateProjectDetailInput): Promise<WizardStep> {
  assertEditable(project);
  const projectId = project.id;
  const reached = furthest(project.wizardStep, nextStep(input.step));
  const stepFields = { wizardStep: reached, updatedAt: new Date() };

  switch (input.step) {
    case 'job-details': {
      checkPlace(input);
      const roleRows = await checkedRoles(db, input.roleIds);
      const roleGroup = roleGroupOf(roleRows);
      checkPostedRoles(project, roleGroup, roleRows.every((r) => r.allowsPerUnitRates));
      await db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({ ...detailsValues(input), roleGroup, ...stepFields })
          .where(eq(projects.id, projectId));
        await tx.delete(projectRoles).where(eq(projectRoles.projectId, projectId));
        await tx.insert(projectRoles).values(input.roleIds.map((roleId) => ({ projectId, roleId })));
        if (!hasTimeline(roleGroup)) await tx.delete(projectTimelines).where(eq(projectTimelines.projectId, projectId));
      });
      return reached;
    }
    case 'job-skills': {
      const known = await db.select({ id: skills.id }).from(skills).where(and(inArray(skills.id, input.skillIds), eq(skills.isApproved, true)));
      if (known.length !== input.skillIds.length) throw fieldError('skillIds', jobPostingTexts.unknownSkill);
      if (input.industryIds.length > 0) {
        const knownIndustries = await db.select({ id: industries.id }).from(industries).where(inArray(industries.id, input.industryIds));
        if (knownIndustries.length !== input.industryIds.length) throw fieldError('industryIds', jobPostingTexts.unknownIndustry);
      }
      if (input.languages.some((l) => !languageIds.has(l.languageId))) throw fieldError('languages', jobPostingTexts.unknownLanguage);
      await db.transaction(async (tx) => {
        await tx.update(projects).set(stepFields).where(eq(projects.id, projectId));
        await tx.delete(projectSkills).where(eq(projectSkills.projectId, projectId));
        await tx.insert(projectSkills).values(input.skillIds.map((skillId) => ({ projectId, skillId })));
        await tx.delete(projectIndustries).where(eq(projectIndustries.projectId, projectId));
        if (input.industryIds.length > 0) {
          await tx.insert(projectIndustries).values(input.industryIds.map((industryId) => ({ projectId, industryId })));
        }
        await tx.delete(projectLanguages).where(eq(projectLanguages.projectId, projectId));
        if (input.languages.length > 0) {
          await tx.insert(projectLanguages).values(input.languages.map((l) => ({ projectId, ...l })));
        }
        await syncProjectSkillNames(tx, [projectId]);
      });
      return reached;
    }
    case 'job-audience': {
      await db
        .update(projects)
        .set({
          audienceSize: input.audienceSize,
          isAudienceSizeFieldVisible: input.isAudienceSizeFieldVisible,
          audienceDescription: input.audienceDescription ?? null,
          individualContributors: input.individualContributors,
          firstLevelLeaders: input.firstLevelLeaders,
          midLevelLeaders: input.midLevelLeaders,
          executives: input.executives,
          ...stepFields,
        })
        .where(eq(projects.id, projectId));
      return reached;
    }
    case 'job-specification': {
      if (input.timelines.length > 0 && !hasTimeline(project.roleGroup)) throw fieldError('timelines', jobPostingTexts.timelineNotAllowed);
      checkPostedTimeline(project, input.timelines.length);
      await db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({
            isCertificationRequired: input.isCertificationRequired,
            certificationRequiredComments: input.isCertificationRequired ? (input.certificationRequiredComments ?? null) : null,
            contentRequirement: input.contentRequirement ?? null,
            contentComments: input.contentComments ?? null,
            projectDuration: input.projectDuration ?? null,
            projectTimeframe: input.projectTimeframe ?? null,
            timeRequirement: input.timeRequirement ?? null,
            ...stepFields,
          })
          .where(eq(projects.id, projectId));
        await tx.delete(projectTimelines).where(eq(projectTimelines.projectId, projectId));
        if (input.timelines.length > 0) {
          await tx.insert(projectTimelines).values(
            input.timelines.map((t) => ({
              projectId,
              projectDate: t.projectDate,
              projectEndDate: t.projectEndDate ?? t.projectDate,
              startTime: t.startTime,
              endTime: t.endTime,
              timeZone: t.timeZone,
            })),
          );
        }
      });
      return reached;
    }
    case 'job-budget': {
      if (!allowedRateTypes(await allowsPerUnitRates(db, projectId)).includes(input.rateType)) {
        throw fieldError('rateType', jobPostingTexts.rateTypeNotAllowed);
      }
      await db
        .update(projects)
        .set({
          rateType: input.rateType,
          rateMin: input.rateMin,
          rateMax: input.rateMax,
          rateCost: input.rateMax,
          rateNegotiable: input.rateNegotiable,
          estimatedTime: input.estimatedTime,
          ...stepFields,
        })
        .where(eq(projects.id, projectId));
      return reached;
    }
    case 'job-description': {
      await db
        .update(projects)
        .set({ description: input.description, ...stepFields })
        .where(eq(projects.id, projectId));
      return reached;
    }
  }
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
