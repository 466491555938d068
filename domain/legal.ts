/**
 * Legal documents: the standard agreements talent, agencies and client companies sign, the work
 * documents issued to hired talent, and the signature form (typed full name and consent). Shared with the browser.
 */
import { z } from 'zod';
import { clientLegalDocumentTypes, legalDocumentTypes, workDocumentTypes } from './constants.ts';
import { requiredText } from './text-fields.ts';

export type TalentLegalDocType = (typeof legalDocumentTypes)[number];
export type ClientLegalDocType = (typeof clientLegalDocumentTypes)[number];
export type LegalDocType = TalentLegalDocType | ClientLegalDocType;
export type WorkDocType = (typeof workDocumentTypes)[number];

export const legalLimits = { fullNameMax: 200 } as const;

/** Texts of the legal flows that the specification leaves to us. */
export const legalTexts = {
  fullNameRequired: 'Type your full name to sign.',
  fullNameTooLong: `Your full name should not exceed ${legalLimits.fullNameMax} characters.`,
  consentRequired: 'Tick the box to agree to sign this document electronically.',
  nameMismatch: (expected: string) => `The name you typed does not match the name on your account (${expected}). Type your first and last name as they appear on your account.`,
  unknownDocType: 'Choose one of the legal documents listed for your account.',
  documentNotFound: 'Document not found.',
  notSigned: 'This document has not been signed yet.',
  alreadySigned: (title: string) => `${title} is already signed.`,
  signed: (title: string) => `${title} is signed. Thank you.`,
  talentOnly: 'Legal documents for talent are open to talent and agency members.',
  clientOnly: 'Company agreements are open to contacts of a client company.',
  agencyOwnerSigns: 'Only the owner of the agency can sign the Supplier Agreement.',
  administratorSigns: 'Only an administrator of your company can sign company agreements.',
} as const;

const docTypes = [...legalDocumentTypes, ...clientLegalDocumentTypes] as const;

export const docTypeQuery = z.object({
  docType: z.enum(docTypes, { error: legalTexts.unknownDocType }),
  /** Which signature to show (YYYY-MM-DD or an ISO time); the newest when absent. */
  signedDate: z.string().trim().max(40).optional(),
});

export const signDocTypeQuery = z.object({ doctype: z.enum(docTypes, { error: legalTexts.unknownDocType }) });

export const workDocumentQuery = z.object({ id: z.coerce.number({ error: legalTexts.documentNotFound }).int().positive(legalTexts.documentNotFound) });

export const signatureSchema = z.object({
  fullName: requiredText(legalTexts.fullNameRequired, legalLimits.fullNameMax, legalTexts.fullNameTooLong),
  consent: z.literal(true, { error: legalTexts.consentRequired }),
});
export type Signature = z.infer<typeof signatureSchema>;

/** Case, accents composition and runs of spaces do not matter when comparing a typed name. */
export const normaliseName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

export const sameName = (typed: string, firstName: string, lastName: string) => normaliseName(typed) === normaliseName(`${firstName} ${lastName}`);

/** One entry of a party's legal documents list. */
export const legalDocumentEntry = z.object({
  docType: z.enum(docTypes),
  title: z.string(),
  isSigned: z.boolean(),
  /** ISO time of the newest signature, or null. */
  signedDate: z.string().nullable(),
  /** Whether the caller may sign it (agency owners, company administrators). */
  canSign: z.boolean(),
});
export type LegalDocumentEntry = z.infer<typeof legalDocumentEntry>;

/** The current text of a document, to read before signing; signerName is the name the typed full name must match. */
export const legalDocumentTextAnswer = legalDocumentEntry.extend({ version: z.number().int(), paragraphs: z.array(z.string()), signerName: z.string() });
export type LegalDocumentText = z.infer<typeof legalDocumentTextAnswer>;

/** A signed agreement. */
export const signedLegalDocument = z.object({ message: z.string(), docType: z.enum(docTypes), signedDate: z.string() });

/** An issued work document's amount and signature, as its list and the work order page show them. */
export const issuedDocumentFields = { amount: z.number().nullable(), issuedAt: z.string(), isSigned: z.boolean(), signedDate: z.string().nullable() };

export const workDocumentEntry = z.object({
  id: z.number().int(),
  docType: z.enum(workDocumentTypes),
  title: z.string(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  talentName: z.string(),
  ...issuedDocumentFields,
  signedBy: z.string().nullable(),
  /** Whether the caller may sign it now (the talent, or the agency owner, while unsigned). */
  canSign: z.boolean(),
});
export type WorkDocumentEntry = z.infer<typeof workDocumentEntry>;

export const workDocumentDetailAnswer = workDocumentEntry.extend({ paragraphs: z.array(z.string()), signerName: z.string() });
export type WorkDocumentDetail = z.infer<typeof workDocumentDetailAnswer>;

/** A signed work document. */
export const signedWorkDocument = z.object({ message: z.string(), id: z.number().int(), signedDate: z.string() });

/** Pages of the client agreements, by type. */
export const clientSignPages: Record<ClientLegalDocType, string> = { SOW: '/sign-sow', NDA: '/sign-nda', MSA: '/sign-msa', COC: '/sign-coc' };

/** Where to go after signing: a path of this site only (no other host, no scheme), else the fallback. */
/** The page that signs or accepts a work document of a type. */
export const workSignPage = (docType: WorkDocType) => (docType === 'Travel Fee' ? '/accept-travel-fee' : '/sign-work');
