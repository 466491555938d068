/**
 * loadJobView: a job with its roles, skills, industries, languages, documents, timeline and internal team, grouped as
 * the spec's job detail (src/domain/job-view.ts). No access check: every caller checks who asks first.
 * Project contacts are not part of it (GetProjectContacts serves them).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  blobs,
  companies,
  industries,
  internalTeamMembers,
  projectDocuments,
  projectIndustries,
  projectLanguages,
  projectRoles,
  projects,
  projectSkills,
  projectTeam,
  projectTimelines,
  roles,
  skills,
} from '../db/schema/index.ts';
import { countries } from '../master/data/countries.ts';
import { languages } from '../master/data/languages.ts';
import { subdivisions } from '../master/data/states.ts';
import type { JobDocument, JobLanguage, JobView, RepDetails } from '../../src/domain/job-view.ts';

const countryNames = new Map(countries.map((c) => [c.code, c.name]));
const languageNames = new Map(languages.map((l) => [l.id, l.name]));

const stateName = (country: string | null, state: string | null) =>
  (country && state && subdivisions[country]?.find((s) => s.code === state)?.name) || null;

/** "PDF", "DOCX": the file's extension, else the subtype of its content type. */
export function fileTypeName(fileName: string, contentType: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot > 0 && dot < fileName.length - 1) return fileName.slice(dot + 1).toUpperCase();
  return (contentType.split('/')[1] ?? contentType).toUpperCase();
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

const emptyRep: RepDetails = {
  srName: null,
  srExternalTitle: null,
  srPhone: null,
  srEmail: null,
  recName: null,
  recExternalTitle: null,
  recPhone: null,
  recEmail: null,
  pmName: null,
  pmExternalTitle: null,
  pmPhone: null,
  pmEmail: null,
};

const repPrefix = { SR: 'sr', REC: 'rec', PM: 'pm' } as const;

/** The job's internal team (sales rep, recruiter, project manager) as the spec's repDetails. */
export async function repDetailsOf(db: Db, projectId: number): Promise<RepDetails> {
  const teamRows = await db
    .select({ role: projectTeam.teamRole, m: internalTeamMembers })
    .from(projectTeam)
    .innerJoin(internalTeamMembers, eq(internalTeamMembers.id, projectTeam.memberId))
    .where(eq(projectTeam.projectId, projectId));
  const repDetails: RepDetails = { ...emptyRep };
  for (const { role, m } of teamRows) {
    const k = repPrefix[role];
    repDetails[`${k}Name`] = m.name;
    repDetails[`${k}ExternalTitle`] = m.externalTitle;
    repDetails[`${k}Phone`] = m.phone;
    repDetails[`${k}Email`] = m.email;
  }
  return repDetails;
}

export async function loadJobView(db: Db, projectId: number): Promise<JobView | null> {
  const [job] = await db
    .select({ p: projects, companyName: companies.name, companyCountry: companies.countryCode })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!job) return null;
  const { p } = job;

  const [roleRows, skillRows, industryRows, languageRows, documentRows, timelineRows, repDetails] = await Promise.all([
    db
      .select({ name: roles.name })
      .from(projectRoles)
      .innerJoin(roles, eq(roles.id, projectRoles.roleId))
      .where(eq(projectRoles.projectId, projectId))
      .orderBy(asc(roles.sortOrder), asc(roles.name)),
    db
      .select({ name: skills.name })
      .from(projectSkills)
      .innerJoin(skills, eq(skills.id, projectSkills.skillId))
      .where(eq(projectSkills.projectId, projectId))
      .orderBy(asc(skills.name)),
    db
      .select({ name: industries.name })
      .from(projectIndustries)
      .innerJoin(industries, eq(industries.id, projectIndustries.industryId))
      .where(eq(projectIndustries.projectId, projectId))
      .orderBy(asc(industries.name)),
    db.select().from(projectLanguages).where(eq(projectLanguages.projectId, projectId)),
    db
      .select({ id: projectDocuments.id, blobId: blobs.id, fileName: blobs.fileName, contentType: blobs.contentType, size: blobs.size })
      .from(projectDocuments)
      .innerJoin(blobs, eq(blobs.id, projectDocuments.blobId))
      .where(eq(projectDocuments.projectId, projectId))
      .orderBy(asc(projectDocuments.createdAt), asc(projectDocuments.id)),
    db
      .select()
      .from(projectTimelines)
      .where(eq(projectTimelines.projectId, projectId))
      .orderBy(asc(projectTimelines.projectDate), asc(projectTimelines.startTime), asc(projectTimelines.id)),
    repDetailsOf(db, projectId),
  ]);

  const projectLanguagesView: JobLanguage[] = languageRows
    .map((l) => ({ language: languageNames.get(l.languageId) ?? `Language ${l.languageId}`, proficiency: l.proficiency as JobLanguage['proficiency'] }))
    .sort((a, b) => a.language.localeCompare(b.language));

  const projectDocumentsView: JobDocument[] = documentRows.map((d) => ({
    documentId: d.id,
    fileName: d.fileName,
    fileTypeName: fileTypeName(d.fileName, d.contentType),
    fileSize: d.size,
    blobId: d.blobId,
  }));

  return {
    projectID: p.id,
    title: p.title,
    description: p.description,
    roles: roleRows.map((r) => r.name),
    roleGroup: p.roleGroup,
    stagePostingDate: p.publishedAt?.toISOString() ?? null,
    status: p.status,
    startDate: p.startDate,
    endDate: p.endDate,
    projectBudget: {
      rateType: p.rateType,
      rateMin: p.rateMin,
      rateMax: p.rateMax,
      rateCost: p.rateCost,
      rateNegotiable: p.rateNegotiable,
    },
    projectSpecification: {
      nearCity: p.nearCity,
      city: p.city,
      state: p.stateCode,
      stateName: stateName(p.countryCode, p.stateCode),
      country: p.countryCode,
      countryName: (p.countryCode && countryNames.get(p.countryCode)) || null,
      locationType: p.locationType,
      locationName: p.locationName,
      timeZone: p.timeZone,
      estimatedTime: p.estimatedTime as JobView['projectSpecification']['estimatedTime'],
      timeRequirementID: p.timeRequirementId,
      timeRequirement: p.timeRequirement,
      contentRequirement: p.contentRequirement,
      contentComments: p.contentComments,
      isCertificationRequired: p.isCertificationRequired,
      certificationRequiredComments: p.certificationRequiredComments,
      projectDuration: p.projectDuration,
      projectTimeframe: p.projectTimeframe,
    },
    projectSkills: skillRows.map((s) => s.name),
    projectIndustryExperience: industryRows.map((i) => i.name),
    projectLanguages: projectLanguagesView,
    projectAudience: {
      audienceSize: p.audienceSize,
      isAudienceSizeFieldVisible: p.isAudienceSizeFieldVisible,
      description: p.audienceDescription,
      individualContributors: p.individualContributors,
      firstLevelLeaders: p.firstLevelLeaders,
      midLevelLeaders: p.midLevelLeaders,
      executives: p.executives,
    },
    projectDocuments: projectDocumentsView,
    projectSpecificationTimelines: timelineRows.map((t) => ({
      projectDateID: t.id,
      projectDate: t.projectDate,
      projectEndDate: t.projectEndDate,
      startTime: hhmm(t.startTime),
      endTime: hhmm(t.endTime),
      timeZone: t.timeZone,
    })),
    repDetails,
    companyName: job.companyName,
    companyCountryName: (job.companyCountry && countryNames.get(job.companyCountry)) || null,
    noOfPositions: p.noOfPositions,
  };
}
