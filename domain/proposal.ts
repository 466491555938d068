/**
 * The proposal form and payload: description, rate, rate comment, portfolio picks, supporting
 * documents, and for agency members the talent the proposal is for. One schema for the island and the API.
 */
import { z } from 'zod';
import { limits } from './constants.ts';
import { fileFields } from './job-view.ts';
import { messages } from './messages.ts';
import { requiredText } from './text-fields.ts';

export const portfolioTables = ['InstrURLs', 'InstrCourses', 'InstrDocuments'] as const;
export type PortfolioTable = (typeof portfolioTables)[number];

export const proposalTexts = {
  descriptionTooLong: `The description should not exceed ${limits.proposalDescriptionMax} characters.`,
  rateFormat: `Enter the rate with at most ${limits.rateInputMax} characters and 2 decimals.`,
  rateCommentTooLong: `The rate comment should not exceed ${limits.rateCommentMax} characters.`,
  duplicate: 'A proposal for this talent has already been submitted on this job.',
  noProposal: 'There is no proposal of this talent on this job.',
  portfolioNotOwned: 'Choose portfolio items of the talent the proposal is for.',
  documentNotStaged: 'A supporting document was not found. Please upload it again.',
  documentTwice: 'The same supporting document was added twice. Remove the copy and submit again.',
  documentDeleted: 'Document deleted',
  notYourself: 'A talent can only submit proposals for themself.',
} as const;

const RATE_PATTERN = /^\d+(\.\d{1,2})?$/;

/** An amount in US Dollars as typed: at most 10 characters, digits with at most 2 decimals, above zero. One message per value. */
export function dollarInput(aboveZero: string, format: string) {
  return z
    .union([z.string(), z.number()], { error: aboveZero })
    .transform((v) => String(v).trim())
    .superRefine((v, ctx) => {
      const digits = /^[\d.]+$/.test(v);
      if (v.length > limits.rateInputMax || (digits && !RATE_PATTERN.test(v))) ctx.addIssue({ code: 'custom', message: format, continue: false });
      else if (!RATE_PATTERN.test(v) || Number(v) <= 0) ctx.addIssue({ code: 'custom', message: aboveZero, continue: false });
    })
    .transform(Number);
}

/** The proposal's rate. */
export const rateInput = dollarInput(messages.proposal.rateAboveZero, proposalTexts.rateFormat);

export const portfolioItemRef = z.object({
  rowID: z.coerce.number().int().positive(),
  tableName: z.enum(portfolioTables),
});
export type PortfolioItemRef = z.infer<typeof portfolioItemRef>;

const talentId = z.coerce.number({ error: messages.proposal.selectTalent }).int().positive({ error: messages.proposal.selectTalent });

/** The fields a person fills in (conform parses the form with this one). */
export const proposalFormSchema = z.object({
  instrId: talentId.optional(),
  talentProposalDescription: requiredText(messages.proposal.descriptionRequired, limits.proposalDescriptionMax, proposalTexts.descriptionTooLong),
  rate: rateInput,
  rateComments: z
    .string()
    .trim()
    .max(limits.rateCommentMax, proposalTexts.rateCommentTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
/** The form of an agency member: the talent the proposal is for must be chosen. */
export const agencyProposalFormSchema = proposalFormSchema.extend({ instrId: talentId });

const documentCount = (ids: readonly unknown[]) => ids.length <= limits.supportingDocumentsMax;

/** POST /api/TalentJobCenter/SubmitProposal and PUT /api/TalentJobCenter/EditProposal. */
export const proposalPayloadSchema = proposalFormSchema.extend({
  projectId: z.coerce.number({ error: messages.job.notFound }).int().positive({ error: messages.job.notFound }),
  prevInstrId: z.coerce.number().int().positive().nullish(),
  portfolioItemsToBeAdded: z.array(portfolioItemRef).max(100).default([]),
  portfolioItemsToBeDeleted: z.array(portfolioItemRef).max(100).default([]),
  /** Staged uploads (PUT /api/Blob/UploadDocument?entityType=Proposal) to attach. */
  documentBlobIds: z
    .array(z.uuid())
    .refine(documentCount, messages.proposal.maxDocuments)
    .refine((ids) => new Set(ids).size === ids.length, proposalTexts.documentTwice)
    .default([]),
  /** Supporting documents already on the proposal to remove (documentId). */
  documentsToBeDeleted: z.array(z.coerce.number().int().positive()).max(limits.supportingDocumentsMax).default([]),
});

export const proposalQuery = z.object({
  projectId: z.coerce.number({ error: messages.job.notFound }).int().positive({ error: messages.job.notFound }),
  instrId: z.coerce.number().int().positive().optional(),
});

export const proposalDocumentQuery = z.object({ documentId: z.coerce.number().int().positive() });

export const portfolioItemsQuery = z.object({ instrId: z.coerce.number().int().positive().optional() });

const id = z.number().int();

/** A portfolio entry offered by the picker. */
export const portfolioChoiceSchema = z.object({
  rowID: id,
  tableName: z.enum(portfolioTables),
  title: z.string(),
  description: z.string().nullable(),
});
export type PortfolioChoice = z.infer<typeof portfolioChoiceSchema>;

/** A supporting document as the edit form lists it: the blob it downloads from follows its id. */
export const proposalDocumentViewSchema = z.object({ documentId: id, blobId: z.string(), ...fileFields });
export type ProposalDocumentView = z.infer<typeof proposalDocumentViewSchema>;

/** GET /api/TalentJobCenter/GetProposal: the caller's proposal on a job, as the edit form needs it. */
export const ownProposalSchema = z.object({
  proposalId: id,
  projectId: id,
  instrId: id,
  talentName: z.string(),
  talentProposalDescription: z.string(),
  rate: z.number(),
  rateComments: z.string().nullable(),
  status: z.string(),
  submittalDate: z.string(),
  updatedDate: z.string(),
  portfolioItems: z.array(portfolioChoiceSchema),
  supportingDocuments: z.array(proposalDocumentViewSchema),
});
export type OwnProposal = z.infer<typeof ownProposalSchema>;

/** The picker's keyword search: titles starting with the text first, then titles containing it. */
export function searchPortfolio<T extends { title: string }>(items: readonly T[], keyword: string): T[] {
  const text = keyword.trim().toLowerCase();
  const starts = items.filter((item) => item.title.toLowerCase().startsWith(text));
  const contains = items.filter((item) => !item.title.toLowerCase().startsWith(text) && item.title.toLowerCase().includes(text));
  return [...starts, ...contains];
}

/** Decimal text of a stored rate for the input (2 decimals, no trailing zeros beyond them). */
export const rateText = (rate: number) => rate.toFixed(2);
