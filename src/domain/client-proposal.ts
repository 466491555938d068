/**
 * The talent proposal as a client sees it (spec 2 §3 "Proposal (as viewed)"), the "Jobs of {talent}" summary,
 * My Talent entries and the inputs of the calls behind them. Shared by the API, the pages and the islands.
 */
import { z } from 'zod';
import type { proposalStatuses, RateType } from './constants.ts';

export type ProposalStatus = (typeof proposalStatuses)[number];

const positiveId = (name: string) => z.coerce.number({ error: `${name} is required.` }).int().positive({ error: `${name} is required.` });

export const proposalIdQuery = z.object({ proposalId: positiveId('proposalId') });
export const talentJobsQuery = z.object({ instrId: positiveId('instrId') });
export const matchLogicQuery = z.object({ projectId: positiveId('projectId'), instrId: positiveId('instrId') });
export const addFavoriteBody = z.object({ instrId: positiveId('instrId') });
export const removeFavoriteBody = z.object({ instrID: positiveId('instrID') });

export interface PortfolioLinkView {
  webID: number;
  title: string;
  description: string | null;
  url: string;
  /** 13 video, 1 web link. */
  urlTypeId: number;
  thumbnailBlobId: string | null;
}

export interface PortfolioItemView {
  docID: number;
  title: string;
  description: string | null;
  blobFileName: string;
  fileSize: number;
}

export interface PortfolioCourseView {
  courseID: number;
  title: string;
  description: string | null;
  courseOutline: string | null;
  blobFileName: string | null;
}

export interface SupportingDocumentView {
  documentId: number;
  fileName: string;
  fileTypeName: string;
  fileSize: number;
}

export interface ProjectExample {
  client: string;
  role: string;
  projectName: string;
  description: string;
}

export interface ClientProposalView {
  proposalId: number;
  projectId: number;
  projectTitle: string;
  instrId: number;
  talentName: string;
  talentFirstName: string;
  /** Sanitized rich text. */
  proposalDescription: string;
  /** The job's rate type. */
  rateType: RateType | null;
  ratePrice: number;
  rateNegotiable: boolean;
  ratePriceComment: string | null;
  /** A resume can always be downloaded: the uploaded PDF, or one generated from the profile. */
  hasUploadedResume: boolean;
  thumbnailBlobId: string | null;
  updatedDate: string;
  submittalDate: string;
  /** Who sent it: the talent, or the agency member acting for them. */
  createdBy: string;
  portfolioLinks: PortfolioLinkView[];
  portfolioItems: PortfolioItemView[];
  portfolioCourses: PortfolioCourseView[];
  supportingDocuments: SupportingDocumentView[];
  roles: string[];
  agencyCompanyName: string | null;
  isAgencyProfile: boolean;
  zoneDisplay: string | null;
  /** Profile status 0 Incomplete … 3 Best. */
  instrStatus: number;
  country: string | null;
  isFavorite: boolean;
  status: ProposalStatus;
  projectExamples: ProjectExample[];
  /** True when the viewer may only read: a signed preview link, or a job that is completed. */
  hideOptions: boolean;
}

export interface TalentProjectView {
  projectID: number;
  title: string;
  projectStartDate: string | null;
  roles: string[];
}

/** "Jobs of {talent}": the talent's previous jobs with the viewer's company. */
export interface TalentJobsView {
  instrID: number;
  talentName: string;
  thumbnailBlobId: string | null;
  noOfJobs: number;
  companyName: string;
  lastHiredDate: string | null;
  talentProjects: TalentProjectView[];
}

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

export interface PreviewSubmission {
  proposalId: number;
  projectId: number;
  projectTitle: string;
  talentName: string;
  submittalDate: string;
}

export const previewEntities = ['document', 'resume', 'portfolio', 'course'] as const;
export type PreviewEntity = (typeof previewEntities)[number];

/** GetByEntity: `id` is the proposal; `itemId` the document, portfolio file or course (not for the resume). */
export const previewEntityQuery = z.object({
  entity: z.enum(previewEntities, { error: `entity must be one of ${previewEntities.join(', ')}.` }),
  id: positiveId('id'),
  itemId: z.coerce.number().int().positive().optional(),
  hash: z.string().max(100).optional(),
});

/** Texts of shared preview links (decision 240) that the specification leaves to us. */
export const previewLinkTexts = {
  notShareable: 'A preview link can only be shared for a submission that is not rejected, on an open job.',
  revoked: 'The preview links shared for this submission no longer work.',
} as const;

export const previewDetailsQuery = z.object({ proposalId: positiveId('proposalId'), hash: z.string().max(100).optional() });

/** Project examples shown before "Show all"; jobs shown in the "Jobs of {talent}" preview (spec 2 §9). */
export const projectExamplesShown = 3;
export const talentJobsShown = 5;
