/**
 * The one read of a talent profile for viewers: the candidate view of a client, the talent's own
 * view, a recruiter's link and the public page /talent/{instrId}. The profile is read in one relational query; what
 * a viewer may not see is never read into the answer (sections of domain/talent-view.ts).
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blobs, instructors, projects, proposalDocuments, proposalPortfolioItems, proposals, talentNotes } from '../db/schema/index.ts';
import { languages as languageList } from '../master/data/languages.ts';
import { proficiencies } from '#domain/constants.ts';
import { visibleSections, type ProfileSection, type TalentView, type ViewerType } from '#domain/talent-view.ts';
import type { ProposalRow } from '../access/profile-viewer.ts';
import { reviewsOf } from '../review/queries.ts';
import { fieldsNamed } from '../db/row-values.ts';

const languageNames = new Map(languageList.map((l) => [l.id, l.name]));

export interface ViewContext {
  viewer: ViewerType;
  instrId: number;
  /** The user reading, for their private notes (client). */
  userId?: number | undefined;
  /** The job and the talent's proposal on it, when the profile is read for a job. */
  projectId?: number | null | undefined;
  proposal?: ProposalRow | null | undefined;
  /** GetFilteredProfile: the portfolio is the one the proposal picked. */
  filtered?: boolean | undefined;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function readProfile(db: Db, instrId: number) {
  return db.query.instructors.findFirst({
    where: (t, { eq: equals }) => equals(t.id, instrId),
    with: {
      roles: { with: { role: true, skills: { with: { skill: true } } } },
      languages: true,
      industries: { with: { industry: true } },
      portfolioDocuments: { with: { blob: true }, orderBy: (t) => asc(t.id) },
      portfolioLinks: { orderBy: (t) => asc(t.id) },
      courses: { orderBy: (t) => asc(t.id) },
      certifications: { orderBy: (t) => [desc(t.issueDate), asc(t.id)] },
      workExperiences: { orderBy: (t) => [desc(t.isCurrent), desc(t.startDate), asc(t.id)] },
      educations: { orderBy: (t) => [desc(t.endYear), asc(t.id)] },
      testimonialRequests: { with: { testimonial: true }, orderBy: (t) => desc(t.createdAt) },
    },
  });
}
type Profile = NonNullable<Awaited<ReturnType<typeof readProfile>>>;

async function proposalPicks(db: Db, proposalId: number) {
  const rows = await db.select().from(proposalPortfolioItems).where(eq(proposalPortfolioItems.proposalId, proposalId));
  return {
    documents: new Set(rows.flatMap((r) => (r.documentId === null ? [] : [r.documentId]))),
    links: new Set(rows.flatMap((r) => (r.linkId === null ? [] : [r.linkId]))),
    courses: new Set(rows.flatMap((r) => (r.courseId === null ? [] : [r.courseId]))),
  };
}

async function notesOf(db: Db, ctx: ViewContext): Promise<TalentView['notes']> {
  if (ctx.userId === undefined || !ctx.projectId) return { note: '', notesDateUpdated: null };
  const [row] = await db
    .select({ note: talentNotes.note, updatedAt: talentNotes.updatedAt })
    .from(talentNotes)
    .where(and(eq(talentNotes.authorUserId, ctx.userId), eq(talentNotes.instrId, ctx.instrId), eq(talentNotes.projectId, ctx.projectId)));
  return { note: row?.note ?? '', notesDateUpdated: iso(row?.updatedAt ?? null) };
}

/** The jobs of the client's company the talent answered (the company is the job's, which the viewer may see). */
async function jobsOf(db: Db, ctx: ViewContext): Promise<TalentView['jobs']> {
  if (!ctx.projectId) return [];
  const [job] = await db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, ctx.projectId));
  if (!job) return [];
  const rows = await db
    .select({ projectId: projects.id, title: projects.title, jobStatus: projects.status, proposalStatus: proposals.status })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(and(eq(proposals.instrId, ctx.instrId), eq(projects.companyId, job.companyId)))
    .orderBy(desc(proposals.submittedAt));
  return rows;
}

async function projectExperiencesOf(db: Db, instrId: number): Promise<TalentView['projectExperiences']> {
  const rows = await db
    .select({ projectId: projects.id, title: projects.title, completedAt: projects.completedAt })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(and(eq(proposals.instrId, instrId), eq(proposals.status, 'Hired'), eq(projects.status, 'completed'), isNotNull(projects.completedAt)))
    .orderBy(desc(projects.completedAt));
  return rows.map((r) => ({ ...r, completedAt: iso(r.completedAt) }));
}

async function supportingDocumentsOf(db: Db, proposal: ProposalRow | null | undefined): Promise<TalentView['supportingDocuments']> {
  if (!proposal) return [];
  return db
    .select({ documentId: proposalDocuments.id, fileName: blobs.fileName, fileSize: blobs.size })
    .from(proposalDocuments)
    .innerJoin(blobs, eq(blobs.id, proposalDocuments.blobId))
    .where(eq(proposalDocuments.proposalId, proposal.id))
    .orderBy(asc(proposalDocuments.id));
}

function rateOf(profile: Profile, proposal: ProposalRow | null | undefined, projectRateType: string | null): TalentView['rate'] {
  return {
    roles: profile.roles
      .map((r) => ({ roleId: r.roleId, role: r.role.name, rateType: r.rateType, rateMin: r.rateMin, rateMax: r.rateMax, sortOrder: r.role.sortOrder }))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.role.localeCompare(b.role))
      .map(({ sortOrder: _sortOrder, ...rest }) => rest),
    proposal: proposal ? { rateType: projectRateType, ratePrice: proposal.rate, ratePriceComment: proposal.rateComments } : null,
  };
}

function profileRolesOf(profile: Profile, viewer: ViewerType): TalentView['profileRoles'] {
  return [...profile.roles]
    .sort((a, b) => a.role.sortOrder - b.role.sortOrder || a.role.name.localeCompare(b.role.name))
    .map((r) => ({
      myRole: { roleId: r.roleId, role: r.role.name, startYear: r.startYear },
      mySkills: r.skills
        // A skill a talent added is seen by that talent alone until it is approved into the catalogue.
        .filter((s) => viewer === 'talent' || s.skill.isApproved)
        .map((s) => ({ skillId: s.skillId, skill: s.skill.name, isUnapprovedSkill: !s.skill.isApproved }))
        .sort((a, b) => a.skill.localeCompare(b.skill)),
    }));
}

/** The agency a talent belongs to, with its name and logo (the photo of the agency's own profile). */
async function agencyOf(db: Db, profile: Profile): Promise<TalentView['agency']> {
  if (profile.isAgency || profile.agencyId === null) return null;
  const [agency] = await db
    .select({ instrId: instructors.id, companyName: instructors.companyName, firstName: instructors.firstName, lastName: instructors.lastName, logoBlobId: instructors.thumbnailBlobId })
    .from(instructors)
    .where(eq(instructors.id, profile.agencyId));
  if (!agency) return null;
  return { instrId: agency.instrId, name: agency.companyName ?? `${agency.firstName} ${agency.lastName}`.trim(), logoBlobId: agency.logoBlobId };
}

/** The testimonials the viewer may read: the talent sees all, others the ones made public. */
function testimonialsOf(profile: Profile, ownerReads: boolean): NonNullable<TalentView['testimonials']> {
  return profile.testimonialRequests.flatMap((r) =>
    r.testimonial && (ownerReads || r.testimonial.isResponsePublic)
      ? [
          {
            requestID: r.id,
            clientFirstName: r.clientFirstName,
            clientLastName: r.clientLastName,
            jobTitle: r.jobTitle,
            companyName: r.companyName,
            testimonialResponse: r.testimonial.testimonialResponse,
            isResponsePublic: r.testimonial.isResponsePublic,
            submittedAt: r.testimonial.submittedAt.toISOString(),
          },
        ]
      : [],
  );
}

function languagesOf(profile: Profile): NonNullable<TalentView['languages']> {
  return profile.languages
    .map((l) => ({
      language: languageNames.get(l.languageId) ?? '',
      proficiency: l.proficiency,
      proficiencyName: proficiencies[l.proficiency as keyof typeof proficiencies] ?? '',
    }))
    .sort((a, b) => a.language.localeCompare(b.language));
}

type Picks = Awaited<ReturnType<typeof proposalPicks>> | null;

/** The portfolio documents; with a proposal's picks, only those it picked. */
function portfolioItemsOf(profile: Profile, picks: Picks): NonNullable<TalentView['portfolioItems']> {
  return profile.portfolioDocuments
    .filter((d) => !picks || picks.documents.has(d.id))
    .map((d) => ({ docID: d.id, title: d.title, description: d.description, thumbnail: d.thumbnailBlobId, blobFileName: d.blob.fileName, fileSize: d.blob.size }));
}

function portfolioLinksOf(profile: Profile, picks: Picks): NonNullable<TalentView['portfolioLinks']> {
  return profile.portfolioLinks
    .filter((l) => !picks || picks.links.has(l.id))
    .map((l) => ({ webID: l.id, title: l.title, url: l.url, description: l.description, urlTypeId: l.urlTypeId, thumbnail: l.thumbnailBlobId }));
}

function coursesOf(profile: Profile, picks: Picks): NonNullable<TalentView['portfolioCourses']> {
  return profile.courses
    .filter((c) => !picks || picks.courses.has(c.id))
    .map((c) => ({ courseID: c.id, title: c.title, description: c.description, courseOutline: c.courseOutline, thumbnail: c.thumbnailBlobId }));
}

/** The fields of the career lists a viewer sees. */
const certificationFields = ['name', 'issuingOrganization', 'issueDate', 'expiryDate', 'credentialUrl'] as const;
const workExperienceFields = ['companyName', 'jobTitle', 'location', 'startDate', 'endDate', 'isCurrent', 'description'] as const;
const educationFields = ['institution', 'degree', 'fieldOfStudy', 'startYear', 'endYear', 'description'] as const;

/** The profile as the viewer may see it, or null when there is no such talent. */
export async function loadProfileView(db: Db, ctx: ViewContext): Promise<TalentView | null> {
  const profile = await readProfile(db, ctx.instrId);
  if (!profile) return null;
  const sections = visibleSections(ctx.viewer, profile.isAgency);
  const has = (s: ProfileSection) => sections.includes(s);
  const picks = ctx.filtered && ctx.proposal ? await proposalPicks(db, ctx.proposal.id) : null;
  const [project] = ctx.projectId ? await db.select({ rateType: projects.rateType }).from(projects).where(eq(projects.id, ctx.projectId)) : [];
  const [agency, notes, jobs, projectExperiences, supportingDocuments, reviews] = await Promise.all([
    agencyOf(db, profile),
    has('notes') ? notesOf(db, ctx) : undefined,
    has('jobs') ? jobsOf(db, ctx) : undefined,
    has('projectExperiences') ? projectExperiencesOf(db, ctx.instrId) : undefined,
    has('supportingDocuments') ? supportingDocumentsOf(db, ctx.proposal) : undefined,
    has('reviews') ? reviewsOf(db, ctx.instrId) : undefined,
  ]);
  const view: TalentView = {
    viewer: ctx.viewer,
    sections,
    instrId: profile.id,
    projectId: ctx.projectId ?? null,
    isAgency: profile.isAgency,
    profileStatus: profile.profileStatus,
    firstName: profile.firstName,
    lastName: profile.lastName,
    companyName: profile.companyName,
    photoBlobId: profile.thumbnailBlobId,
    agency,
    headline: profile.headline,
    trustBadge: profile.trustBadge,
    location: { city: profile.city, stateCode: profile.stateCode, countryCode: profile.countryCode, timeZone: profile.timeZone },
    updatedAt: profile.updatedAt.toISOString(),
  };
  if (notes) view.notes = notes;
  if (jobs) view.jobs = jobs;
  if (has('rate')) view.rate = rateOf(profile, ctx.proposal, project?.rateType ?? null);
  if (has('aboutMe')) view.aboutMe = profile.aboutMe;
  if (projectExperiences) view.projectExperiences = projectExperiences;
  if (supportingDocuments) view.supportingDocuments = supportingDocuments;
  if (has('testimonials')) view.testimonials = testimonialsOf(profile, ctx.viewer === 'talent');
  if (has('rolesAndSkills')) view.profileRoles = profileRolesOf(profile, ctx.viewer);
  if (has('industries')) view.industryExperiences = profile.industries.map((i) => i.industry.name).sort((a, b) => a.localeCompare(b));
  if (has('languages')) view.languages = languagesOf(profile);
  if (has('portfolio')) {
    view.portfolioItems = portfolioItemsOf(profile, picks);
    view.portfolioLinks = portfolioLinksOf(profile, picks);
  }
  if (has('courses')) view.portfolioCourses = coursesOf(profile, picks);
  if (has('certifications')) view.certifications = profile.certifications.map((c) => fieldsNamed(c, certificationFields));
  if (has('workExperience')) view.workExperiences = profile.workExperiences.map((w) => fieldsNamed(w, workExperienceFields));
  if (has('education')) view.educations = profile.educations.map((e) => fieldsNamed(e, educationFields));
  if (reviews) view.reviews = reviews;
  return view;
}
