/**
 * The proposal form (spec 2 §2, §4, §5): the agency member's talent, description (counter /500), rate (10
 * characters, 2 decimals), rate comment, portfolio picks and supporting documents. Submit validates, uploads the
 * new files with a progress bar each, sends the proposal, then shows "Your proposal was submitted!" whose Ok leads
 * to /jobcenter/3. Refusals (ICA, profile status, Supplier Agreement) are error toasts, headed by a link to the
 * step that lifts them. The draft is kept per job in localStorage until the proposal is sent.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { limits } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { agencyProposalFormSchema, proposalFormSchema, rateText, type OwnProposal, type PortfolioChoice, type PortfolioItemRef } from '../../domain/proposal.ts';
import { api, type ApiResult } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import {
  TalentJobCenter_EditProposal,
  TalentJobCenter_GetPortfolioItems,
  TalentJobCenter_SubmitProposal,
  type ManageTalents_GetAgencyTalents,
} from '../../lib/api/operations.gen.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { UploadList, type UploadListHandle, type UploadListState } from '../file-upload/UploadList.tsx';
import { CharCounter } from '../form-kit/CharCounter.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { clearDraft, readDraft, saveDraft, type ProposalDraft } from './draft.ts';
import { PortfolioPicker } from './PortfolioPicker.tsx';
import './proposal-form.css';

export type AgencyTalentOption = AnswerOf<typeof ManageTalents_GetAgencyTalents>[number];

export interface ProposalFormProps {
  mode: 'submit' | 'edit';
  projectId: number;
  cancelHref: string;
  /** The agency's talent who may be proposed; null for a talent proposing themself. */
  agencyTalents: AgencyTalentOption[] | null;
  /** The portfolio of the talent the form starts with. */
  portfolio: PortfolioChoice[];
  existing: OwnProposal | null;
  /** The first step still missing before a proposal can be sent (the page lists them all); a refusal's toast links to it. */
  nextStep: { label: string; href: string | null } | null;
  crash: CrashLinks;
}

const RATE_TYPING = /^\d*(\.\d{0,2})?$/;

const UPLOAD_FAILED = 'A supporting document could not be uploaded. Please try again.';
const refOf = (item: PortfolioChoice): PortfolioItemRef => ({ rowID: item.rowID, tableName: item.tableName });
const sameRef = (a: PortfolioItemRef, b: PortfolioItemRef) => a.rowID === b.rowID && a.tableName === b.tableName;

function startingDraft(existing: OwnProposal | null): ProposalDraft {
  return {
    instrId: existing ? String(existing.instrId) : '',
    talentProposalDescription: existing?.talentProposalDescription ?? '',
    rate: existing ? rateText(existing.rate) : '',
    rateComments: existing?.rateComments ?? '',
    portfolio: existing?.portfolioItems ?? [],
    files: existing?.supportingDocuments ?? [],
  };
}

export default function ProposalForm(props: ProposalFormProps) {
  const [draft, setDraft] = useState<ProposalDraft | null>(null);
  useEffect(() => setDraft(readDraft(props.mode, props.projectId) ?? startingDraft(props.existing)), [props.mode, props.projectId, props.existing]);
  return (
    <CrashBoundary links={props.crash}>
      {draft ? <ProposalFields {...props} draft={draft} /> : <p className="muted">Loading the proposal form…</p>}
    </CrashBoundary>
  );
}

function ProposalFields({ mode, projectId, cancelHref, agencyTalents, portfolio: initialPortfolio, existing, nextStep, draft }: ProposalFormProps & { draft: ProposalDraft }) {
  const [done, setDone] = useState(false);
  const [length, setLength] = useState(draft.talentProposalDescription.length);
  const [commentLength, setCommentLength] = useState(draft.rateComments.length);
  const lastRate = useRef(draft.rate);
  const [available, setAvailable] = useState<PortfolioChoice[]>(initialPortfolio);
  const [chosen, setChosen] = useState<PortfolioChoice[]>(draft.portfolio);
  const [uploads, setUploads] = useState<UploadListState>({ files: draft.files, pending: 0, blockedBy: null });
  const uploadHandle = useRef<UploadListHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [talentId, setTalentId] = useState(draft.instrId);

  const remember = useCallback(
    (change: Partial<ProposalDraft> = {}) => {
      const form = formRef.current;
      const data = form ? new FormData(form) : null;
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

  /** The talent whose portfolio `available` holds: the page loaded the one of the proposal being edited. */
  const portfolioOf = useRef(existing ? String(existing.instrId) : '');
  useEffect(() => {
    if (!agencyTalents || !talentId || talentId === portfolioOf.current) return;
    portfolioOf.current = talentId;
    let stale = false;
    void api.call(TalentJobCenter_GetPortfolioItems, { query: { instrId: Number(talentId) } }).then((result) => {
      if (!stale) setAvailable(result.ok ? result.data : []);
    });
    return () => {
      stale = true;
    };
  }, [agencyTalents, talentId]);

  const onUploads = useCallback((state: UploadListState) => setUploads(state), []);
  useEffect(() => remember(), [remember]);

  const { form, fields, busy } = useApiForm({
    id: `proposal-${projectId}`,
    shouldValidate: 'onSubmit',
    defaultValue: { instrId: draft.instrId, talentProposalDescription: draft.talentProposalDescription, rate: draft.rate, rateComments: draft.rateComments },
    schema: agencyTalents ? agencyProposalFormSchema : proposalFormSchema,
    blockedBy: () => uploads.blockedBy,
    async send(value): Promise<ApiResult<unknown>> {
      const files = await uploadHandle.current?.uploadPending();
      if (!files) return { ok: false, status: 0, error: { message: UPLOAD_FAILED } };
      const picked = chosen.map(refOf);
      const before = existing?.portfolioItems.map(refOf) ?? [];
      const keptDocumentIds = new Set(files.flatMap((f) => (f.documentId === null ? [] : [f.documentId])));
      const payload = {
        projectId,
        ...value,
        ...(existing ? { prevInstrId: existing.instrId } : {}),
        portfolioItemsToBeAdded: picked.filter((p) => !before.some((b) => sameRef(b, p))),
        portfolioItemsToBeDeleted: before.filter((b) => !picked.some((p) => sameRef(b, p))),
        documentBlobIds: files.filter((f) => f.documentId === null).map((f) => f.blobId),
        documentsToBeDeleted: (existing?.supportingDocuments ?? []).filter((d) => !keptDocumentIds.has(d.documentId)).map((d) => d.documentId),
      };
      return api.call(mode === 'edit' ? TalentJobCenter_EditProposal : TalentJobCenter_SubmitProposal, { body: payload });
    },
    onSuccess() {
      clearDraft(mode, projectId);
      setDone(true);
    },
    // Refusals show as a toast; a refused field also shows under its field.
    replyToError: (submission, error, status) => (status === 400 && error.errors ? replyWithError(submission, error) : submission.reply()),
    onError: (error, status) =>
      showToast({
        tone: 'error',
        text: error.message,
        ms: toastDurations.proposal,
        ...(status === 403 && nextStep?.href ? { title: nextStep.label, href: nextStep.href } : {}),
      }),
  });

  const counterId = `${fields.talentProposalDescription.id}-counter`;
  const { key: descriptionKey, ...description } = getTextareaProps(fields.talentProposalDescription, { ariaDescribedBy: counterId });
  const commentCounterId = `${fields.rateComments.id}-counter`;
  const { key: commentKey, ...comment } = getTextareaProps(fields.rateComments, { ariaDescribedBy: commentCounterId });
  const { key: rateKey, ...rateProps } = getInputProps(fields.rate, { type: 'text' });
  const { key: talentKey, ...talentSelect } = getSelectProps(fields.instrId);

  return (
    <>
      <form
        {...getFormProps(form)}
        ref={formRef}
        method="post"
        className="stack proposal-form"
        aria-label={mode === 'edit' ? 'Edit Proposal' : 'Your Proposal'}
        noValidate
        onInput={(event: FormEvent<HTMLFormElement>) => {
          if ((event.target as HTMLElement).closest('.upload-list')) return;
          remember();
        }}
      >
        <ErrorText id={form.errorId} className="form-error">
          {form.errors?.[0]}
        </ErrorText>
        {agencyTalents ? (
          <section className="card stack" aria-labelledby="proposal-agency-title">
            <h2 id="proposal-agency-title">Agency Member</h2>
            <div className="field">
              <label htmlFor={fields.instrId.id}>Talent</label>
              <select
                key={talentKey}
                {...talentSelect}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTalentId(value);
                  setChosen([]);
                  remember({ instrId: value, portfolio: [] });
                }}
              >
                <option value="">Select a talent</option>
                {agencyTalents.map((t) => (
                  <option key={t.instrId} value={t.instrId}>
                    {t.firstName} {t.lastName}
                    {t.isYou ? ' (You)' : ''}
                  </option>
                ))}
              </select>
              <ErrorText id={fields.instrId.errorId} className="field-error">
                {fields.instrId.errors?.[0]}
              </ErrorText>
            </div>
          </section>
        ) : null}
        <section className="card stack" aria-labelledby="proposal-information-title">
          <h2 id="proposal-information-title">Proposal Information</h2>
          <div className="field">
            <label htmlFor={fields.talentProposalDescription.id}>Description</label>
            <textarea
              key={descriptionKey}
              {...description}
              rows={6}
              maxLength={limits.proposalDescriptionMax}
              onInput={(e) => setLength(e.currentTarget.value.length)}
            />
            <CharCounter id={counterId} length={length} max={limits.proposalDescriptionMax} />
            <ErrorText id={fields.talentProposalDescription.errorId} className="field-error">
              {fields.talentProposalDescription.errors?.[0]}
            </ErrorText>
          </div>
          <PortfolioPicker
            available={available}
            chosen={chosen}
            onChange={(next) => {
              setChosen(next);
              remember({ portfolio: next });
            }}
            disabled={Boolean(agencyTalents) && !talentId}
          />
        </section>
        <section className="card stack" aria-labelledby="proposal-terms-title">
          <h2 id="proposal-terms-title">Terms</h2>
          <div className="field">
            <label htmlFor={fields.rate.id}>Rate (US Dollars)</label>
            <input
              key={rateKey}
              {...rateProps}
              inputMode="decimal"
              autoComplete="off"
              maxLength={limits.rateInputMax}
              onInput={(e) => {
                const input = e.currentTarget;
                if (RATE_TYPING.test(input.value.trim())) lastRate.current = input.value;
                else input.value = lastRate.current;
              }}
            />
            <ErrorText id={fields.rate.errorId} className="field-error">
              {fields.rate.errors?.[0]}
            </ErrorText>
          </div>
          <div className="field">
            <label htmlFor={fields.rateComments.id}>Rate comment (optional)</label>
            <textarea key={commentKey} {...comment} rows={3} maxLength={limits.rateCommentMax} onInput={(e) => setCommentLength(e.currentTarget.value.length)} />
            <CharCounter id={commentCounterId} length={commentLength} max={limits.rateCommentMax} />
            <ErrorText id={fields.rateComments.errorId} className="field-error">
              {fields.rateComments.errors?.[0]}
            </ErrorText>
          </div>
        </section>
        <section className="card stack" aria-labelledby="proposal-documents-title">
          <h2 id="proposal-documents-title">Supporting Documents</h2>
          <UploadList
            target={{ entityType: 'Proposal', entityId: projectId }}
            label="Add supporting documents"
            initialFiles={draft.files}
            onChange={onUploads}
            handle={uploadHandle}
          />
        </section>
        <div className="actions">
          <a className="button secondary" href={cancelHref}>
            Cancel
          </a>
          <button type="submit" disabled={busy}>
            {busy ? 'Submitting…' : 'Submit Proposal'}
          </button>
        </div>
      </form>
      <Dialog open={done} title={messages.job.submitted} dismissable={false}>
        <p>
          <button type="button" autoFocus onClick={() => window.location.assign('/jobcenter/3')}>
            Ok
          </button>
        </p>
      </Dialog>
    </>
  );
}
