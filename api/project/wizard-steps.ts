/** What each step of the job posting wizard saves, after checking it (decision record 130). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { syncProjectSkillNames } from '../db/job-search.ts';
import {
  industries,
  projectIndustries,
  projectLanguages,
  projectRoles,
  projects,
  projectSkills,
  projectTimelines,
  skills,
} from '../db/schema/index.ts';
import { allowsPerUnitRates } from './wizard-read.ts';
import {
  allowedRateTypes,
  hasTimeline,
  roleGroupOf,
  type UpdateProjectDetailInput,
  type WizardStep,
} from '#domain/job-posting.ts';
import { jobPostingTexts } from '#domain/job-posting-texts.ts';
import { checkedRoles, checkPlace, checkPostedRoles, checkPostedTimeline, detailsValues, fieldError, languageIds, type Project } from './wizard-checks.ts';

type StepInput<S extends UpdateProjectDetailInput['step']> = Extract<UpdateProjectDetailInput, { step: S }>;
/** The furthest step reached and the time of the change, saved with every step. */
export interface StepFields {
  wizardStep: WizardStep;
  updatedAt: Date;
}

/** Saves columns of the job itself, with the step fields among them. */
function updateJob(db: Db, projectId: number, values: Partial<typeof projects.$inferInsert>) {
  return db.update(projects).set(values).where(eq(projects.id, projectId));
}

/** Title, place, dates and roles; roles without a timeline drop the training days. */
async function saveDetails(db: Db, project: Project, input: StepInput<'job-details'>, stepFields: StepFields): Promise<void> {
  const projectId = project.id;
  checkPlace(input);
  const roleRows = await checkedRoles(db, input.roleIds);
  const roleGroup = roleGroupOf(roleRows);
  checkPostedRoles(project, roleGroup, roleRows.every((r) => r.allowsPerUnitRates));
  await db.transaction(async (tx) => {
    await updateJob(tx, projectId, { ...detailsValues(input), roleGroup, ...stepFields });
    await tx.delete(projectRoles).where(eq(projectRoles.projectId, projectId));
    await tx.insert(projectRoles).values(input.roleIds.map((roleId) => ({ projectId, roleId })));
    if (!hasTimeline(roleGroup)) await tx.delete(projectTimelines).where(eq(projectTimelines.projectId, projectId));
  });
}

/** Skills, industries and languages, each checked against what the site knows. */
async function saveSkills(db: Db, project: Project, input: StepInput<'job-skills'>, stepFields: StepFields): Promise<void> {
  const projectId = project.id;
  const known = await db.select({ id: skills.id }).from(skills).where(and(inArray(skills.id, input.skillIds), eq(skills.isApproved, true)));
  if (known.length !== input.skillIds.length) throw fieldError('skillIds', jobPostingTexts.unknownSkill);
  if (input.industryIds.length > 0) {
    const knownIndustries = await db.select({ id: industries.id }).from(industries).where(inArray(industries.id, input.industryIds));
    if (knownIndustries.length !== input.industryIds.length) throw fieldError('industryIds', jobPostingTexts.unknownIndustry);
  }
  if (input.languages.some((l) => !languageIds.has(l.languageId))) throw fieldError('languages', jobPostingTexts.unknownLanguage);
  await db.transaction(async (tx) => {
    await updateJob(tx, projectId, stepFields);
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
}

/** The audience: its size and the levels it is made of. */
async function saveAudience(db: Db, project: Project, input: StepInput<'job-audience'>, stepFields: StepFields): Promise<void> {
  await updateJob(db, project.id, {
    audienceSize: input.audienceSize,
    isAudienceSizeFieldVisible: input.isAudienceSizeFieldVisible,
    audienceDescription: input.audienceDescription ?? null,
    individualContributors: input.individualContributors,
    firstLevelLeaders: input.firstLevelLeaders,
    midLevelLeaders: input.midLevelLeaders,
    executives: input.executives,
    ...stepFields,
  });
}

/** Certification, content and time requirements, and the training days (only for roles that have them). */
async function saveSpecification(db: Db, project: Project, input: StepInput<'job-specification'>, stepFields: StepFields): Promise<void> {
  const projectId = project.id;
  if (input.timelines.length > 0 && !hasTimeline(project.roleGroup)) throw fieldError('timelines', jobPostingTexts.timelineNotAllowed);
  checkPostedTimeline(project, input.timelines.length);
  await db.transaction(async (tx) => {
    await updateJob(tx, projectId, {
      isCertificationRequired: input.isCertificationRequired,
      certificationRequiredComments: input.isCertificationRequired ? (input.certificationRequiredComments ?? null) : null,
      contentRequirement: input.contentRequirement ?? null,
      contentComments: input.contentComments ?? null,
      projectDuration: input.projectDuration ?? null,
      projectTimeframe: input.projectTimeframe ?? null,
      timeRequirement: input.timeRequirement ?? null,
      ...stepFields,
    });
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
}

/** The rate, which the job's roles must allow. */
async function saveBudget(db: Db, project: Project, input: StepInput<'job-budget'>, stepFields: StepFields): Promise<void> {
  if (!allowedRateTypes(await allowsPerUnitRates(db, project.id)).includes(input.rateType)) {
    throw fieldError('rateType', jobPostingTexts.rateTypeNotAllowed);
  }
  await updateJob(db, project.id, {
    rateType: input.rateType,
    rateMin: input.rateMin,
    rateMax: input.rateMax,
    rateCost: input.rateMax,
    rateNegotiable: input.rateNegotiable,
    estimatedTime: input.estimatedTime,
    ...stepFields,
  });
}

/** The description. */
async function saveDescription(db: Db, project: Project, input: StepInput<'job-description'>, stepFields: StepFields): Promise<void> {
  await updateJob(db, project.id, { description: input.description, ...stepFields });
}

type Step = UpdateProjectDetailInput['step'];
type StepSaver<S extends Step> = (db: Db, project: Project, input: StepInput<S>, stepFields: StepFields) => Promise<void>;

const stepSavers: { [S in Step]: StepSaver<S> } = {
  'job-details': saveDetails,
  'job-skills': saveSkills,
  'job-audience': saveAudience,
  'job-specification': saveSpecification,
  'job-budget': saveBudget,
  'job-description': saveDescription,
};

const saverOf = <S extends Step>(step: S): StepSaver<S> => stepSavers[step];

/** Saves the fields of the step the input names. */
export function saveStepInput(db: Db, project: Project, input: UpdateProjectDetailInput, stepFields: StepFields): Promise<void> {
  return saverOf(input.step)(db, project, input, stepFields);
}
