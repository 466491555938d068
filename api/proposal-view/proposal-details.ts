/** Loads the client's view of one proposal; callers check access first. */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  blobs,
  courses,
  favorites,
  instructorRoles,
  instructors,
  portfolioDocuments,
  portfolioLinks,
  projectRoles,
  projects,
  proposalDocuments,
  proposalPortfolioItems,
  proposals,
  roles,
  users,
  companies,
  workExperiences,
} from '../db/schema/index.ts';
import { sanitizeHtml } from '../html/sanitize.ts';
import { countries } from '../master/data/countries.ts';
import type { ClientProposalView, ProjectExample } from '#domain/client-proposal.ts';
import type { ProjectRow, ProposalRow } from '../access/client-proposal.ts';

const countryName = (code: string | null) => (code ? (countries.find((c) => c.code === code)?.name ?? code) : null);
const fileTypeName = (fileName: string) => fileName.split('.').pop()?.toUpperCase() ?? '';
const plainText = (html: string | null) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

export async function talentRoleNames(db: Db, instrId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(eq(instructorRoles.instrId, instrId))
    .orderBy(asc(instructorRoles.id));
  return rows.map((r) => r.name);
}

export async function jobRoleNames(db: Db, projectIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!projectIds.length) return out;
  const rows = await db
    .select({ projectId: projectRoles.projectId, name: roles.name })
    .from(projectRoles)
    .innerJoin(roles, eq(roles.id, projectRoles.roleId))
    .where(inArray(projectRoles.projectId, projectIds));
  for (const r of rows) out.set(r.projectId, [...(out.get(r.projectId) ?? []), r.name]);
  return out;
}

/** Previous marketplace jobs the talent was hired for, then the work history of the profile. */
async function projectExamples(db: Db, instrId: number, excludeProjectId: number): Promise<ProjectExample[]> {
  const hired = await db
    .select({ id: projects.id, title: projects.title, description: projects.description, client: companies.name })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(proposals.instrId, instrId), eq(proposals.status, 'Hired'), ne(projects.id, excludeProjectId)))
    .orderBy(desc(proposals.updatedAt));
  const jobRoles = await jobRoleNames(db, hired.map((h) => h.id));
  const work = await db
    .select()
    .from(workExperiences)
    .where(eq(workExperiences.instrId, instrId))
    .orderBy(desc(workExperiences.startDate));
  return [
    ...hired.map((h) => ({ client: h.client, role: (jobRoles.get(h.id) ?? []).join(', '), projectName: h.title, description: plainText(h.description) })),
    ...work.map((w) => ({ client: w.companyName, role: w.jobTitle, projectName: w.jobTitle, description: plainText(w.description) })),
  ];
}

async function portfolioPicks(db: Db, proposalId: number) {
  const picks = await db.select().from(proposalPortfolioItems).where(eq(proposalPortfolioItems.proposalId, proposalId));
  const ids = (pick: 'linkId' | 'courseId' | 'documentId') => picks.flatMap((p) => (p[pick] === null ? [] : [p[pick]]));
  const linkIds = ids('linkId');
  const courseIds = ids('courseId');
  const documentIds = ids('documentId');
  const links = linkIds.length ? await db.select().from(portfolioLinks).where(inArray(portfolioLinks.id, linkIds)) : [];
  const courseRows = courseIds.length
    ? await db
        .select({ course: courses, blobFileName: blobs.fileName })
        .from(courses)
        .leftJoin(blobs, eq(blobs.id, courses.blobId))
        .where(inArray(courses.id, courseIds))
    : [];
  const docs = documentIds.length
    ? await db
        .select({ doc: portfolioDocuments, fileName: blobs.fileName, size: blobs.size })
        .from(portfolioDocuments)
        .innerJoin(blobs, eq(blobs.id, portfolioDocuments.blobId))
        .where(inArray(portfolioDocuments.id, documentIds))
    : [];
  return {
    portfolioLinks: links.map((l) => ({
      webID: l.id,
      title: l.title,
      description: l.description,
      url: l.url,
      urlTypeId: l.urlTypeId,
      thumbnailBlobId: l.thumbnailBlobId,
    })),
    portfolioItems: docs.map(({ doc, fileName, size }) => ({ docID: doc.id, title: doc.title, description: doc.description, blobFileName: fileName, fileSize: size })),
    portfolioCourses: courseRows.map(({ course, blobFileName }) => ({
      courseID: course.id,
      title: course.title,
      description: course.description,
      courseOutline: course.courseOutline,
      blobFileName,
    })),
  };
}

export async function loadClientProposalView(
  db: Db,
  found: { proposal: ProposalRow; project: ProjectRow },
  options: { companyId: number; readOnly: boolean },
): Promise<ClientProposalView> {
  const { proposal, project } = found;
  const [talent] = await db.select().from(instructors).where(eq(instructors.id, proposal.instrId));
  if (!talent) throw new Error(`Proposal ${proposal.id} names a missing talent.`);
  const [agency] = talent.agencyId ? await db.select().from(instructors).where(eq(instructors.id, talent.agencyId)) : [];
  const [sender] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, proposal.submittedByUserId));
  const documents = await db
    .select({ id: proposalDocuments.id, fileName: blobs.fileName, size: blobs.size })
    .from(proposalDocuments)
    .innerJoin(blobs, eq(blobs.id, proposalDocuments.blobId))
    .where(eq(proposalDocuments.proposalId, proposal.id))
    .orderBy(asc(proposalDocuments.id));
  const [favorite] = await db
    .select({ instrId: favorites.instrId })
    .from(favorites)
    .where(and(eq(favorites.companyId, options.companyId), eq(favorites.instrId, talent.id)));
  const agencyCompanyName = agency ? (agency.companyName ?? `${agency.firstName} ${agency.lastName}`) : null;
  return {
    proposalId: proposal.id,
    projectId: project.id,
    projectTitle: project.title,
    instrId: talent.id,
    talentName: `${talent.firstName} ${talent.lastName}`,
    talentFirstName: talent.firstName,
    proposalDescription: sanitizeHtml(proposal.description),
    rateType: project.rateType,
    ratePrice: proposal.rate,
    rateNegotiable: project.rateNegotiable,
    ratePriceComment: proposal.rateComments,
    hasUploadedResume: talent.resumeBlobId !== null,
    thumbnailBlobId: talent.thumbnailBlobId,
    updatedDate: proposal.updatedAt.toISOString(),
    submittalDate: proposal.submittedAt.toISOString(),
    createdBy: sender ? `${sender.firstName} ${sender.lastName}` : '',
    ...(await portfolioPicks(db, proposal.id)),
    supportingDocuments: documents.map((d) => ({ documentId: d.id, fileName: d.fileName, fileTypeName: fileTypeName(d.fileName), fileSize: d.size })),
    roles: await talentRoleNames(db, talent.id),
    agencyCompanyName,
    isAgencyProfile: talent.isAgency || agency !== undefined,
    zoneDisplay: talent.timeZone,
    instrStatus: talent.profileStatus,
    country: countryName(talent.countryCode),
    isFavorite: favorite !== undefined,
    status: proposal.status,
    projectExamples: await projectExamples(db, talent.id, project.id),
    hideOptions: options.readOnly || project.status === 'completed',
  };
}
