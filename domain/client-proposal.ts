/**
 * The talent proposal as a client sees it, the "Jobs of {talent}" summary,
 * My Talent entries and the inputs of the calls behind them. Shared by the API, the pages and the islands.
 */
import { z } from 'zod';
import { proposalStatuses, rateTypes } from './constants.ts';
import { documentFields } from './job-view.ts';
import { requiredId } from './required-id.ts';
import { portfolioItemEntry } from './profile-entries.ts';

export type ProposalStatus = (typeof proposalStatuses)[number];

export const proposalIdQuery = z.object({ proposalId: requiredId('proposalId') });
export const talentJobsQuery = z.object({ instrId: requiredId('instrId') });
export const matchLogicQuery = z.object({ projectId: requiredId('projectId'), instrId: requiredId('instrId') });
export const addFavoriteBody = z.object({ instrId: requiredId('instrId') });
export const removeFavoriteBody = z.object({ instrID: requiredId('instrID') });

const id = z.number().int();

export const portfolioLinkViewSchema = z.object({
  webID: id,
  title: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  /** 13 video, 1 web link. */
  urlTypeId: id,
  thumbnailBlobId: z.string().nullable(),
});

/** A portfolio item of a proposal, as the profile reads it without its thumbnail. */
export const portfolioItemViewSchema = portfolioItemEntry.omit({ thumbnail: true });

export const portfolioCourseViewSchema = z.object({
  courseID: id,
  title: z.string(),
  description: z.string().nullable(),
  courseOutline: z.string().nullable(),
  blobFileName: z.string().nullable(),
});

export const supportingDocumentViewSchema = z.object(documentFields);

export const projectExampleSchema = z.object({
  client: z.string(),
  role: z.string(),
  projectName: z.string(),
  description: z.string(),
});
export type ProjectExample = z.infer<typeof projectExampleSchema>;

export const clientProposalViewSchema = z.object({
  proposalId: id,
  projectId: id,
  projectTitle: z.string(),
  instrId: id,
  talentName: z.string(),
  talentFirstName: z.string(),
  /** Sanitized rich text. */
  proposalDescription: z.string(),
  /** The job's rate type. */
  rateType: z.enum(rateTypes).nullable(),
  ratePrice: z.number(),
  rateNegotiable: z.boolean(),
  ratePriceComment: z.string().nullable(),
  /** A resume can always be downloaded: the uploaded PDF, or one generated from the profile. */
  hasUploadedResume: z.boolean(),
  thumbnailBlobId: z.string().nullable(),
  updatedDate: z.string(),
  submittalDate: z.string(),
  /** Who sent it: the talent, or the agency member acting for them. */
  createdBy: z.string(),
  portfolioLinks: z.array(portfolioLinkViewSchema),
  portfolioItems: z.array(portfolioItemViewSchema),
  portfolioCourses: z.array(portfolioCourseViewSchema),
  supportingDocuments: z.array(supportingDocumentViewSchema),
  roles: z.array(z.string()),
  agencyCompanyName: z.string().nullable(),
  isAgencyProfile: z.boolean(),
  zoneDisplay: z.string().nullable(),
  /** Profile status 0 Incomplete … 3 Best. */
  instrStatus: id,
  country: z.string().nullable(),
  isFavorite: z.boolean(),
  status: z.enum(proposalStatuses),
  projectExamples: z.array(projectExampleSchema),
  /** True when the viewer may only read: a signed preview link, or a job that is completed. */
  hideOptions: z.boolean(),
});
export type ClientProposalView = z.infer<typeof clientProposalViewSchema>;

/** "Jobs of {talent}": the talent's previous jobs with the viewer's company. */
export const talentJobsViewSchema = z.object({
  instrID: id,
  talentName: z.string(),
  thumbnailBlobId: z.string().nullable(),
  noOfJobs: id,
  companyName: z.string(),
  lastHiredDate: z.string().nullable(),
  talentProjects: z.array(z.object({ projectID: id, title: z.string(), projectStartDate: z.string().nullable(), roles: z.array(z.string()) })),
});
export type TalentJobsView = z.infer<typeof talentJobsViewSchema>;

/** A My Talent entry: a favorite, hired on one of the company's jobs, or both. */
export interface MyTalentEntry {
  instrId: number;
  firstName: string;
  lastName: string;
  thumbnailBlobId: string | null;
  roles: string[];
  isFavorite: boolean;
  isHired: boolean;
}

export const previewSubmissionSchema = z.object({
  proposalId: id,
  projectId: id,
  projectTitle: z.string(),
  talentName: z.string(),
  submittalDate: z.string(),
});
export type PreviewSubmission = z.infer<typeof previewSubmissionSchema>;

export const previewEntities = ['document', 'resume', 'portfolio', 'course'] as const;
export type PreviewEntity = (typeof previewEntities)[number];

/** GetByEntity: `id` is the proposal; `itemId` the document, portfolio file or course (not for the resume). */
export const previewEntityQuery = z.object({
  entity: z.enum(previewEntities, { error: `entity must be one of ${previewEntities.join(', ')}.` }),
  id: requiredId('id'),
  itemId: z.coerce.number().int().positive().optional(),
  hash: z.string().max(100).optional(),
});

/** Texts of shared preview links (decision 240) that the specification leaves to us. */
export const previewLinkTexts = {
  notShareable: 'A preview link can only be shared for a submission that is not rejected, on an open job.',
  revoked: 'The preview links shared for this submission no longer work.',
} as const;

export const previewDetailsQuery = z.object({ proposalId: requiredId('proposalId'), hash: z.string().max(100).optional() });

/** Project examples shown before "Show all". */
export const projectExamplesShown = 3;
