/**
 * loadJobView: a job with its roles, skills, industries, languages, documents, timeline and internal team, read in one
 * statement and grouped as the spec's job detail (domain/job-view.ts). No access check: every caller checks who asks first.
 * Project contacts are not part of it (GetProjectContacts serves them).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { internalTeamMembers, projectDocuments, projects, projectTeam, projectTimelines } from '../db/schema/index.ts';
import { countries } from '../master/data/countries.ts';
import { languages } from '../master/data/languages.ts';
import { subdivisions } from '../master/data/states.ts';
import type { JobDocument, JobLanguage, JobView, RepDetails } from '#domain/job-view.ts';

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
    .select({ teamRole: projectTeam.teamRole, member: internalTeamMembers })
    .from(projectTeam)
    .innerJoin(internalTeamMembers, eq(internalTeamMembers.id, projectTeam.memberId))
    .where(eq(projectTeam.projectId, projectId));
  return repDetailsFrom(teamRows);
}

function repDetailsFrom(team: Array<{ teamRole: keyof typeof repPrefix; member: typeof internalTeamMembers.$inferSelect }>): RepDetails {
  const repDetails: RepDetails = { ...emptyRep };
  for (const { teamRole: role, member: m } of team) {
    const k = repPrefix[role];
    repDetails[`${k}Name`] = m.name;
    repDetails[`${k}ExternalTitle`] = m.externalTitle;
    repDetails[`${k}Phone`] = m.phone;
    repDetails[`${k}Email`] = m.email;
  }
  return repDetails;
}

/** The job and everything its view shows, in one statement (the relations of api/db/schema/job-relations.ts). */
async function readJob(db: Db, projectId: number) {
  return db.query.projects.findFirst({
    where: eq(projects.id, projectId),
    with: {
      company: { columns: { name: true, countryCode: true } },
      roles: { columns: {}, with: { role: { columns: { name: true, sortOrder: true } } } },
      skills: { columns: {}, with: { skill: { columns: { name: true } } } },
      industries: { columns: {}, with: { industry: { columns: { name: true } } } },
      languages: true,
      documents: {
        columns: { id: true },
        with: { blob: { columns: { id: true, fileName: true, contentType: true, size: true } } },
        orderBy: [asc(projectDocuments.createdAt), asc(projectDocuments.id)],
      },
      timelines: { orderBy: [asc(projectTimelines.projectDate), asc(projectTimelines.startTime), asc(projectTimelines.id)] },
      team: { columns: { teamRole: true }, with: { member: true } },
    },
  });
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

type JobRow = NonNullable<Awaited<ReturnType<typeof readJob>>>;

function languagesView(p: JobRow): JobLanguage[] {
  return p.languages
    .map((l) => ({ language: languageNames.get(l.languageId) ?? `Language ${l.languageId}`, proficiency: l.proficiency as JobLanguage['proficiency'] }))
    .sort((a, b) => a.language.localeCompare(b.language));
}

function documentsView(p: JobRow): JobDocument[] {
  return p.documents.map((d) => ({
    documentId: d.id,
    fileName: d.blob.fileName,
    fileTypeName: fileTypeName(d.blob.fileName, d.blob.contentType),
    fileSize: d.blob.size,
    blobId: d.blob.id,
  }));
}

function specificationView(p: JobRow): JobView['projectSpecification'] {
  return {
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
  };
}

function audienceView(p: JobRow): JobView['projectAudience'] {
  return {
    audienceSize: p.audienceSize,
    isAudienceSizeFieldVisible: p.isAudienceSizeFieldVisible,
    description: p.audienceDescription,
    individualContributors: p.individualContributors,
    firstLevelLeaders: p.firstLevelLeaders,
    midLevelLeaders: p.midLevelLeaders,
    executives: p.executives,
  };
}

function timelinesView(p: JobRow): JobView['projectSpecificationTimelines'] {
  return p.timelines.map((t) => ({
    projectDateID: t.id,
    projectDate: t.projectDate,
    projectEndDate: t.projectEndDate,
    startTime: hhmm(t.startTime),
    endTime: hhmm(t.endTime),
    timeZone: t.timeZone,
  }));
}

export async function loadJobView(db: Db, projectId: number): Promise<JobView | null> {
  const p = await readJob(db, projectId);
  if (!p) return null;
  const roleRows = p.roles.map((r) => r.role).sort((a, b) => a.sortOrder - b.sortOrder || byName(a, b));
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
    projectSpecification: specificationView(p),
    projectSkills: p.skills.map((r) => r.skill).sort(byName).map((s) => s.name),
    projectIndustryExperience: p.industries.map((r) => r.industry).sort(byName).map((i) => i.name),
    projectLanguages: languagesView(p),
    projectAudience: audienceView(p),
    projectDocuments: documentsView(p),
    projectSpecificationTimelines: timelinesView(p),
    repDetails: repDetailsFrom(p.team),
    companyName: p.company.name,
    companyCountryName: (p.company.countryCode && countryNames.get(p.company.countryCode)) || null,
    noOfPositions: p.noOfPositions,
  };
}
