/**
 * The proposal being written: the talent (for an agency), the portfolio to pick from and the picks, the uploaded
 * files, and the draft kept per job in localStorage as any of them changes (draft.ts). Also what the API is sent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OwnProposal, PortfolioChoice, PortfolioItemRef } from '#domain/proposal.ts';
import { api } from '../../lib/api-client.ts';
import type { UploadedFile } from '../../lib/upload-with-progress.ts';
import { TalentJobCenter_GetPortfolioItems } from '../../lib/api/operations.gen.ts';
import type { UploadListState } from '../file-upload/UploadList.tsx';
import { saveDraft, type ProposalDraft } from './draft.ts';

interface DraftInput {
  mode: 'submit' | 'edit';
  projectId: number;
  /** The proposal being edited, whose talent's portfolio the page loaded. */
  existing: OwnProposal | null;
  /** An agency member picks the talent; the portfolio follows the pick. */
  agency: boolean;
  portfolio: PortfolioChoice[];
  draft: ProposalDraft;
}

export function useProposalDraft({ mode, projectId, existing, agency, portfolio, draft }: DraftInput) {
  const formRef = useRef<HTMLFormElement>(null);
  const [available, setAvailable] = useState<PortfolioChoice[]>(portfolio);
  const [chosen, setChosen] = useState<PortfolioChoice[]>(draft.portfolio);
  const [uploads, setUploads] = useState<UploadListState>({ files: draft.files, pending: 0, blockedBy: null });
  const [talentId, setTalentId] = useState(draft.instrId);

  /** Keeps what the form holds now, with `change` over it (a value the form does not hold yet). */
  const remember = useCallback(
    (change: Partial<ProposalDraft> = {}) => {
      const data = formRef.current ? new FormData(formRef.current) : null;
      const text = (name: string) => String(data?.get(name) ?? '');
      saveDraft(mode, projectId, {
        instrId: text('instrId'),
        talentProposalDescription: text('talentProposalDescription'),
        rate: text('rate'),
        rateComments: text('rateComments'),
        portfolio: chosen,
        files: uploads.files,
        ...change,
      });
    },
    [mode, projectId, chosen, uploads.files],
  );
  useEffect(() => remember(), [remember]);

  /** The talent whose portfolio `available` holds: the page loaded the one of the proposal being edited. */
  const portfolioOf = useRef(existing ? String(existing.instrId) : '');
  useEffect(() => {
    if (!agency || !talentId || talentId === portfolioOf.current) return;
    portfolioOf.current = talentId;
    let stale = false;
    void api.call(TalentJobCenter_GetPortfolioItems, { query: { instrId: Number(talentId) } }).then((result) => {
      if (!stale) setAvailable(result.ok ? result.data : []);
    });
    return () => {
      stale = true;
    };
  }, [agency, talentId]);

  return {
    formRef,
    remember,
    available,
    chosen,
    uploads,
    talentId,
    onUploads: useCallback((state: UploadListState) => setUploads(state), []),
    /** Another talent: their portfolio, none of it picked yet. */
    chooseTalent: (value: string) => {
      setTalentId(value);
      setChosen([]);
      remember({ instrId: value, portfolio: [] });
    },
    choosePortfolio: (next: PortfolioChoice[]) => {
      setChosen(next);
      remember({ portfolio: next });
    },
  };
}

const refOf = (item: PortfolioChoice): PortfolioItemRef => ({ rowID: item.rowID, tableName: item.tableName });
const sameRef = (a: PortfolioItemRef, b: PortfolioItemRef) => a.rowID === b.rowID && a.tableName === b.tableName;

/** What changes against the proposal being edited (or everything, for a new one): portfolio picks and documents. */
export function proposalChanges(existing: OwnProposal | null, chosen: PortfolioChoice[], files: UploadedFile[]) {
  const picked = chosen.map(refOf);
  const before = existing?.portfolioItems.map(refOf) ?? [];
  const keptDocumentIds = new Set(files.flatMap((f) => (f.documentId === null ? [] : [f.documentId])));
  return {
    ...(existing ? { prevInstrId: existing.instrId } : {}),
    portfolioItemsToBeAdded: picked.filter((p) => !before.some((b) => sameRef(b, p))),
    portfolioItemsToBeDeleted: before.filter((b) => !picked.some((p) => sameRef(b, p))),
    documentBlobIds: files.filter((f) => f.documentId === null).map((f) => f.blobId),
    documentsToBeDeleted: (existing?.supportingDocuments ?? []).filter((d) => !keptDocumentIds.has(d.documentId)).map((d) => d.documentId),
  };
}
