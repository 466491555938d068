/** What the job posting wizard reads: the option lists, a draft as the steps edit it, its stage, the drafts to continue. */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  blobs,
  industries,
  projectDocuments,
  projectIndustries,
  projectLanguages,
  projectRoles,
  projects,
  projectSkills,
  projectTimelines,
  roles,
  skillGroups,
  skills,
} from '../db/schema/index.ts';
import { countries } from '../master/data/countries.ts';
import { languages } from '../master/data/languages.ts';
import { jobWizardSteps } from '#domain/constants.ts';
import { stepUrl, type PostingStep, type WizardStep } from '#domain/job-posting.ts';
import type { DraftSummary, PostingOptions, ProjectDraft } from '#domain/job-posting-answers.ts';
import { clientJobsFilter, type ClientContact, type ProjectRow } from '../access/client-job.ts';
import { fileTypeName } from './job-view.ts';

export async function postingOptions(db: Db): Promise<PostingOptions> {
  const [roleRows, skillRows, industryRows] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name, allowsPerUnitRates: roles.allowsPerUnitRates })
      .from(roles)
      .where(isNull(roles.retiredAt))
      .orderBy(asc(roles.sortOrder), asc(roles.name)),
    db
      .select({ id: skills.id, name: skills.name, group: skillGroups.name })
      .from(skills)
      .innerJoin(skillGroups, eq(skillGroups.id, skills.groupId))
      .where(eq(skills.isApproved, true))
      .orderBy(asc(skillGroups.name), asc(skills.name)),
    db.select({ id: industries.id, name: industries.name }).from(industries).orderBy(asc(industries.name)),
  ]);
  return {
    roles: roleRows,
    skills: skillRows,
    industries: industryRows,
    languages: languages.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    countries: countries.map(({ code, name }) => ({ code, name })),
  };
}

/** Per Minute and Per Word rates: every role of the job allows them (Voice Talent). */
export async function allowsPerUnitRates(db: Db, projectId: number): Promise<boolean> {
  const rows = await db
    .select({ allows: roles.allowsPerUnitRates })
    .from(projectRoles)
    .innerJoin(roles, eq(roles.id, projectRoles.roleId))
    .where(eq(projectRoles.projectId, projectId));
  return rows.length > 0 && rows.every((r) => r.allows);
}

/** Saves one step of a draft and moves the furthest step reached on; returns that step. */
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

export async function loadDraft(db: Db, project: ProjectRow): Promise<ProjectDraft> {
  const projectId = project.id;
  const [roleRows, skillRows, industryRows, languageRows, timelineRows, documentRows, perUnit] = await Promise.all([
    db.select({ id: projectRoles.roleId }).from(projectRoles).where(eq(projectRoles.projectId, projectId)),
    db.select({ id: projectSkills.skillId }).from(projectSkills).where(eq(projectSkills.projectId, projectId)),
    db.select({ id: projectIndustries.industryId }).from(projectIndustries).where(eq(projectIndustries.projectId, projectId)),
    db
      .select({ languageId: projectLanguages.languageId, proficiency: projectLanguages.proficiency })
      .from(projectLanguages)
      .where(eq(projectLanguages.projectId, projectId)),
    db
      .select()
      .from(projectTimelines)
      .where(eq(projectTimelines.projectId, projectId))
      .orderBy(asc(projectTimelines.projectDate), asc(projectTimelines.startTime), asc(projectTimelines.id)),
    db
      .select({ documentId: projectDocuments.id, fileName: blobs.fileName, contentType: blobs.contentType, fileSize: blobs.size, blobId: blobs.id })
      .from(projectDocuments)
      .innerJoin(blobs, eq(blobs.id, projectDocuments.blobId))
      .where(eq(projectDocuments.projectId, projectId))
      .orderBy(asc(projectDocuments.createdAt), asc(projectDocuments.id)),
    allowsPerUnitRates(db, projectId),
  ]);
  const p = project;
  return {
    projectId,
    status: p.status,
    wizardStep: p.wizardStep,
    lastVisitedPage: p.lastVisitedPage,
    roleGroup: p.roleGroup,
    allowsPerUnitRates: perUnit,
    title: p.title,
    roleIds: roleRows.map((r) => r.id),
    noOfPositions: p.noOfPositions,
    startDate: p.startDate,
    endDate: p.endDate,
    locationType: p.locationType,
    locationName: p.locationName,
    nearCity: p.nearCity,
    city: p.city,
    stateCode: p.stateCode,
    countryCode: p.countryCode,
    timeZone: p.timeZone,
    skillIds: skillRows.map((r) => r.id),
    industryIds: industryRows.map((r) => r.id),
    languages: languageRows,
    audienceSize: p.audienceSize,
    isAudienceSizeFieldVisible: p.isAudienceSizeFieldVisible,
    audienceDescription: p.audienceDescription,
    individualContributors: p.individualContributors,
    firstLevelLeaders: p.firstLevelLeaders,
    midLevelLeaders: p.midLevelLeaders,
    executives: p.executives,
    isCertificationRequired: p.isCertificationRequired,
    certificationRequiredComments: p.certificationRequiredComments,
    contentRequirement: p.contentRequirement,
    contentComments: p.contentComments,
    projectDuration: p.projectDuration,
    projectTimeframe: p.projectTimeframe,
    timeRequirement: p.timeRequirement,
    timelines: timelineRows.map((t) => ({
      projectDate: t.projectDate,
      projectEndDate: t.projectEndDate,
      startTime: hhmm(t.startTime),
      endTime: hhmm(t.endTime),
      timeZone: t.timeZone,
    })),
    rateType: p.rateType,
    rateMin: p.rateMin,
    rateMax: p.rateMax,
    rateNegotiable: p.rateNegotiable,
    estimatedTime: p.estimatedTime,
    description: p.description,
    documents: documentRows.map(({ contentType, ...d }) => ({ ...d, fileTypeName: fileTypeName(d.fileName, contentType) })),
  };
}

/** The page to continue a draft on: the last visited step, else the furthest step reached. */
export function continueStep(project: Pick<ProjectRow, 'wizardStep' | 'lastVisitedPage'>): PostingStep {
  const visited = project.lastVisitedPage?.replace(/^\/client-profile-job\//, '').replace(/\/\d+$/, '');
  const step = (jobWizardSteps as readonly string[]).includes(visited ?? '') ? (visited as WizardStep) : project.wizardStep;
  return step === 'create-new-job' ? 'job-details' : step;
}

export function projectStage(project: ProjectRow) {
  return {
    projectId: project.id,
    wizardStep: project.wizardStep,
    lastVisitedPage: project.lastVisitedPage,
    status: project.status,
    continueUrl: stepUrl(continueStep(project), project.id),
  };
}
/** The company's drafts the contact may continue: all of them for an Administrator, their own jobs for a Standard User. */
export async function listDrafts(db: Db, contact: ClientContact): Promise<DraftSummary[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(clientJobsFilter(db, contact), eq(projects.status, 'draft')))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
  return rows.map((p) => ({
    projectId: p.id,
    title: p.title,
    wizardStep: p.wizardStep,
    continueStep: continueStep(p),
    continueUrl: stepUrl(continueStep(p), p.id),
    updatedAt: p.updatedAt.toISOString(),
  }));
}

