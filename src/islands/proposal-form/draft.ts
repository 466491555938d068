/** The proposal being written, kept in localStorage per job so a reload or a failed submit loses nothing. */
import type { PortfolioChoice } from '#domain/proposal.ts';
import type { UploadedFile } from '../../lib/upload-with-progress.ts';

export interface ProposalDraft {
  instrId: string;
  talentProposalDescription: string;
  rate: string;
  rateComments: string;
  portfolio: PortfolioChoice[];
  /** Files already on the server (staged uploads and, when editing, the proposal's documents). */
  files: UploadedFile[];
}

const keyOf = (mode: 'submit' | 'edit', projectId: number) => `proposal-draft:${mode}:${projectId}`;

export function readDraft(mode: 'submit' | 'edit', projectId: number): ProposalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(mode, projectId));
    return raw ? (JSON.parse(raw) as ProposalDraft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(mode: 'submit' | 'edit', projectId: number, draft: ProposalDraft): void {
  try {
    window.localStorage.setItem(keyOf(mode, projectId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the draft.
  }
}

export function clearDraft(mode: 'submit' | 'edit', projectId: number): void {
  try {
    window.localStorage.removeItem(keyOf(mode, projectId));
  } catch {
    // Nothing to clear.
  }
}
