/**
 * The files pages (decision record 150): /project/files/{projectId} lists a job's documents; /documents/{tabId}
 * lists the caller's documents in three tabs: 1 job documents, 2 proposal documents, 3 signed agreements.
 */
import { z } from 'zod';

export const documentTabs = [
  { id: 1, label: 'Job Documents' },
  { id: 2, label: 'Proposal Documents' },
  { id: 3, label: 'Signed Agreements' },
] as const;
export type DocumentTabId = (typeof documentTabs)[number]['id'];

export const documentTab = (id: number) => documentTabs.find((tab) => tab.id === id);

export const filesTexts = {
  tabInvalid: 'tabId must be 1 or 2.',
  noJobDocuments: 'There are no job documents yet.',
  noProposalDocuments: 'There are no proposal documents yet.',
  noAgreements: 'There are no signed agreements yet.',
} as const;

export const projectFilesQuery = z.object({ projectId: z.coerce.number().int().positive() });
export const myDocumentsQuery = z.object({ tabId: z.coerce.number({ error: filesTexts.tabInvalid }).pipe(z.union([z.literal(1), z.literal(2)], { error: filesTexts.tabInvalid })) });

/** One file of a list, with where it downloads from. */
export const fileEntry = z.object({
  documentId: z.number().int(),
  entity: z.enum(['project', 'proposal']),
  fileName: z.string(),
  fileTypeName: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  /** The talent of a proposal document. */
  talentName: z.string().nullable(),
});
export type FileEntry = z.infer<typeof fileEntry>;

export const downloadHref = (entry: Pick<FileEntry, 'documentId' | 'entity'>) => `/api/Blob/Document?documentId=${entry.documentId}&entity=${entry.entity}`;

/** A job's documents. */
export const projectFilesAnswer = z.object({ projectId: z.number().int(), title: z.string(), files: z.array(fileEntry) });
export type ProjectFiles = z.infer<typeof projectFilesAnswer>;
