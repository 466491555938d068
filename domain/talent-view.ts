/**
 * The talent profile as others read it: the candidate view of a client on a job, the talent viewing
 * their own profile, a recruiter holding a shared link, and the public page /talent/{instrId}. Which sections each
 * viewer gets is decided here, once; the API leaves out every section the viewer may not see (decision record 282).
 */
import { profileVisibilities } from './profile-visibility.ts';
import { z } from 'zod';
import { ID_MAX } from './fields.ts';
import { messages } from './messages.ts';
import { reviewItem, reviewTexts } from './reviews.ts';
import { testimonialClient } from './testimonials.ts';
import { educationEntry, portfolioItemEntry, portfolioLinkEntry, profileRoleEntry, workExperienceEntry } from './profile-entries.ts';
import { requiredText } from './text-fields.ts';

export const viewerTypes = ['client', 'talent', 'recruiter', 'public'] as const;
export type ViewerType = (typeof viewerTypes)[number];

/** The sections in their order, with the reviews and the trust badge. */
export const profileSections = [
  'notes',
  'jobs',
  'rate',
  'aboutMe',
  'projectExperiences',
  'supportingDocuments',
  'testimonials',
  'rolesAndSkills',
  'industries',
  'languages',
  'portfolio',
  'courses',
  'certifications',
  'workExperience',
  'education',
  'reviews',
] as const;
export type ProfileSection = (typeof profileSections)[number];

export const sectionTitles: Record<ProfileSection, string> = {
  notes: 'Your Notes',
  jobs: 'Jobs',
  rate: 'Rate',
  aboutMe: 'About Me',
  projectExperiences: 'Project Experiences',
  supportingDocuments: 'Supporting Documents',
  testimonials: 'Testimonials',
  rolesAndSkills: 'Roles & Skills',
  industries: 'Industry Experience',
  languages: 'Languages',
  portfolio: 'Portfolio',
  courses: 'Courses',
  certifications: 'Certifications',
  workExperience: 'Work Experience',
  education: 'Education',
  reviews: 'Reviews',
};

/** The sections about a talent's proposals on the viewer's jobs, not about the talent as such. */
const proposalSections: readonly ProfileSection[] = ['notes', 'jobs', 'rate', 'projectExperiences', 'supportingDocuments'];

/**
 * Who sees what. The client of a job gets everything, with their own private notes and the company's jobs the talent
 * answered. The talent sees their own profile as a client would, without notes and without another company's jobs.
 * A recruiter with a link sees the submission's rate and documents but no notes or jobs (they are no user of the
 * company). The public page shows only what the talent put on the profile for everyone: no rate, no jobs, no
 * documents of a proposal, no project history.
 */
export const sectionsByViewer: Record<ViewerType, readonly ProfileSection[]> = {
  client: profileSections,
  talent: profileSections.filter((s) => s !== 'notes' && s !== 'jobs'),
  recruiter: profileSections.filter((s) => s !== 'notes' && s !== 'jobs'),
  public: profileSections.filter((s) => !proposalSections.includes(s)),
};

/** Work experience and education are hidden for agencies. */
export const agencyHiddenSections: readonly ProfileSection[] = ['workExperience', 'education'];

export function visibleSections(viewer: ViewerType, isAgency: boolean): ProfileSection[] {
  return sectionsByViewer[viewer].filter((s) => !(isAgency && agencyHiddenSections.includes(s)));
}

/** The answer to every failed access, whatever failed. */
export const profileAccessRefused = messages.profile.invalidCredentials;

const refusedId = z.coerce
  .number({ error: profileAccessRefused })
  .int(profileAccessRefused)
  .positive(profileAccessRefused)
  .max(ID_MAX, profileAccessRefused);
const linkHash = requiredText(profileAccessRefused, 200, profileAccessRefused);

/** GetTalentProfile (instrID, optional projectId). Keys are matched case-insensitively, project_id too. */
export const talentProfileQuery = z.object({ instrId: refusedId, projectId: refusedId.optional() });
/** GetFilteredProfile: the profile in the context of the talent's proposal on a job. */
export const filteredProfileQuery = z.object({ projectId: refusedId, instrId: refusedId });
/** The hash variants: a recruiter's shared link of the submission stands in for a session. */
export const talentProfileByHashQuery = filteredProfileQuery.extend({ hash: linkHash });

const dateText = z.string();

export const talentViewSchema = z.object({
  viewer: z.enum(viewerTypes),
  /** The sections this viewer gets, in order; a section not named here is absent from the answer. */
  sections: z.array(z.enum(profileSections)),
  instrId: z.number().int(),
  projectId: z.number().int().nullable(),
  isAgency: z.boolean(),
  profileStatus: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  photoBlobId: z.string().nullable(),
  /** The agency a talent belongs to, shown as "Member of <name>" with its logo; null for an agency or a talent on their own. */
  agency: z.object({ instrId: z.number().int(), name: z.string(), logoBlobId: z.string().nullable() }).nullable(),
  headline: z.string().nullable(),
  trustBadge: z.string().nullable(),
  location: z.object({ city: z.string().nullable(), stateCode: z.string().nullable(), countryCode: z.string().nullable(), timeZone: z.string().nullable() }),
  updatedAt: dateText,
  notes: z.object({ note: z.string(), notesDateUpdated: dateText.nullable() }).optional(),
  jobs: z.array(z.object({ projectId: z.number().int(), title: z.string(), jobStatus: z.string(), proposalStatus: z.string() })).optional(),
  rate: z
    .object({
      roles: z.array(z.object({ roleId: z.number().int(), role: z.string(), rateType: z.string(), rateMin: z.number(), rateMax: z.number() })),
      proposal: z.object({ rateType: z.string().nullable(), ratePrice: z.number(), ratePriceComment: z.string().nullable() }).nullable(),
    })
    .optional(),
  aboutMe: z.string().nullable().optional(),
  projectExperiences: z.array(z.object({ projectId: z.number().int(), title: z.string(), completedAt: dateText.nullable() })).optional(),
  supportingDocuments: z.array(z.object({ documentId: z.number().int(), fileName: z.string(), fileSize: z.number() })).optional(),
  testimonials: z
    .array(
      z.object({
        requestID: z.number().int(),
        ...testimonialClient,
        testimonialResponse: z.string(),
        isResponsePublic: z.boolean(),
        submittedAt: dateText,
      }),
    )
    .optional(),
  profileRoles: z.array(profileRoleEntry).optional(),
  industryExperiences: z.array(z.string()).optional(),
  languages: z.array(z.object({ language: z.string(), proficiency: z.number().int(), proficiencyName: z.string() })).optional(),
  portfolioItems: z.array(portfolioItemEntry).optional(),
  portfolioLinks: z.array(portfolioLinkEntry).optional(),
  portfolioCourses: z
    .array(z.object({ courseID: z.number().int(), title: z.string(), description: z.string().nullable(), courseOutline: z.string().nullable(), thumbnail: z.string().nullable() }))
    .optional(),
  certifications: z
    .array(
      z.object({
        name: z.string(),
        issuingOrganization: z.string().nullable(),
        issueDate: z.string().nullable(),
        expiryDate: z.string().nullable(),
        credentialUrl: z.string().nullable(),
      }),
    )
    .optional(),
  workExperiences: z.array(z.object(workExperienceEntry)).optional(),
  educations: z.array(z.object(educationEntry)).optional(),
  reviews: z.array(reviewItem).optional(),
});
export type TalentView = z.infer<typeof talentViewSchema>;


/** GET /api/TrainerProfile/GetPublicProfile: the public page's data. */
export const publicProfileQuery = z.object({ instrId: z.coerce.number({ error: reviewTexts.talentNotFound }).int().positive().max(ID_MAX) });

export const publicProfileSchema = z.object({
  view: talentViewSchema,
  /** Who the talent shows the profile to; the page tells the talent when visitors do not see it. */
  visibility: z.enum(profileVisibilities),
  /** Not Incomplete (profile status above 0): only such pages are indexed and listed in the sitemap. */
  isComplete: z.boolean(),
  canonicalUrl: z.string(),
  /** The generated preview card (PNG), for og:image and twitter:image. */
  imageUrl: z.string(),
  /** The talent's photo, served to anyone while the profile is public; null without one. */
  photoUrl: z.string().nullable(),
  averageRating: z.number().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfilePath = (instrId: number) => `/talent/${instrId}`;
export const profileCardPath = (instrId: number, version: string) => `/api/TrainerProfile/ProfileCard?instrId=${instrId}&v=${version}`;
export const publicPhotoPath = (blobId: string) => `/api/TrainerProfile/PublicPhoto?id=${blobId}`;

/** The person's name as the page shows it; an agency goes by its company name. */
export function displayName(view: Pick<TalentView, 'isAgency' | 'firstName' | 'lastName' | 'companyName'>): string {
  return view.isAgency && view.companyName ? view.companyName : `${view.firstName} ${view.lastName}`.trim();
}
