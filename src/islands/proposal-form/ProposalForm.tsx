/**
 * The proposal form: the agency member's talent, description (counter /500), rate (10
 * characters, 2 decimals), rate comment, portfolio picks and supporting documents. Submit validates, uploads the
 * new files with a progress bar each, sends the proposal, then shows "Your proposal was submitted!" whose Ok leads
 * to /jobcenter/3. Refusals (ICA, profile status, Supplier Agreement) are error toasts, headed by a link to the
 * step that lifts them. The draft is kept per job in localStorage until the proposal is sent.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getFormProps, getInputProps, type FieldMetadata } from '@conform-to/react';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { agencyProposalFormSchema, proposalFormSchema, rateText, type OwnProposal, type PortfolioChoice } from '#domain/proposal.ts';
import { api, type ApiResult } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { TalentJobCenter_EditProposal, TalentJobCenter_SubmitProposal, type ManageTalents_GetAgencyTalents } from '../../lib/api/operations.gen.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { UploadList, type UploadListHandle } from '../file-upload/UploadList.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';
import { SelectField } from '../form-kit/SelectField.tsx';
import { TextAreaField } from '../form-kit/TextAreaField.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { clearDraft, readDraft, type ProposalDraft } from './draft.ts';
import { PortfolioPicker } from './PortfolioPicker.tsx';
import { proposalChanges, useProposalDraft } from './use-proposal-draft.ts';
import './proposal-form.css';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

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

function ProposalFields({ mode, projectId, cancelHref, agencyTalents, portfolio, existing, nextStep, draft }: ProposalFormProps & { draft: ProposalDraft }) {
  const [done, setDone] = useState(false);
  const state = useProposalDraft({ mode, projectId, existing, agency: Boolean(agencyTalents), portfolio, draft });
  const uploadHandle = useRef<UploadListHandle>(null);

  const { form, fields, busy } = useApiForm({
    id: `proposal-${projectId}`,
    shouldValidate: 'onSubmit',
    defaultValue: { instrId: draft.instrId, talentProposalDescription: draft.talentProposalDescription, rate: draft.rate, rateComments: draft.rateComments },
    schema: agencyTalents ? agencyProposalFormSchema : proposalFormSchema,
    blockedBy: () => state.uploads.blockedBy,
    async send(value): Promise<ApiResult<unknown>> {
      const files = await uploadHandle.current?.uploadPending();
      if (!files) return { ok: false, status: 0, error: { message: UPLOAD_FAILED } };
      const body = { projectId, ...value, ...proposalChanges(existing, state.chosen, files) };
      return api.call(mode === 'edit' ? TalentJobCenter_EditProposal : TalentJobCenter_SubmitProposal, { body });
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

  return (
    <>
      <form
        {...getFormProps(form)}
        ref={state.formRef}
        method="post"
        className="stack proposal-form"
        aria-label={mode === 'edit' ? 'Edit Proposal' : 'Your Proposal'}
        noValidate
        onInput={(event: FormEvent<HTMLFormElement>) => {
          if ((event.target as HTMLElement).closest('.upload-list')) return;
          state.remember();
        }}
      >
        <ErrorText id={form.errorId} className="form-error">
          {form.errors?.[0]}
        </ErrorText>
        {agencyTalents ? <TalentSection field={fields.instrId as FieldMetadata<string>} talents={agencyTalents} onChoose={state.chooseTalent} /> : null}
        <InformationSection
          field={fields.talentProposalDescription}
          picker={{ available: state.available, chosen: state.chosen, onChange: state.choosePortfolio, disabled: Boolean(agencyTalents) && !state.talentId }}
        />
        <TermsSection rate={fields.rate} comment={fields.rateComments} startRate={draft.rate} />
        <section className="card stack" aria-labelledby="proposal-documents-title">
          <h2 id="proposal-documents-title">Supporting Documents</h2>
          <UploadList target={{ entityType: 'Proposal', entityId: projectId }} label="Add supporting documents" initialFiles={draft.files} onChange={state.onUploads} handle={uploadHandle} />
        </section>
        <div className="actions">
          <a className="button secondary" href={cancelHref}>
            Cancel
          </a>
          <SubmitButton busy={busy} busyLabel="Submitting…">Submit Proposal</SubmitButton>
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

type Field = Parameters<typeof getInputProps>[0];

function TalentSection({ field, talents, onChoose }: { field: FieldMetadata<string>; talents: AgencyTalentOption[]; onChoose: (instrId: string) => void }) {
  const options = talents.map((t) => ({ value: String(t.instrId), label: `${t.firstName} ${t.lastName}${t.isYou ? ' (You)' : ''}` }));
  return (
    <section className="card stack" aria-labelledby="proposal-agency-title">
      <h2 id="proposal-agency-title">Agency Member</h2>
      <SelectField field={field} label="Talent" placeholder="Select a talent" options={options} onChange={(event) => onChoose(event.currentTarget.value)} />
    </section>
  );
}

function InformationSection({ field, picker }: { field: Field; picker: Parameters<typeof PortfolioPicker>[0] }) {
  return (
    <section className="card stack" aria-labelledby="proposal-information-title">
      <h2 id="proposal-information-title">Proposal Information</h2>
      <TextAreaField field={field} label="Description" maxLength={limits.proposalDescriptionMax} rows={6} />
      <PortfolioPicker {...picker} />
    </section>
  );
}

function TermsSection({ rate, comment, startRate }: { rate: Field; comment: Field; startRate: string }) {
  const lastRate = useRef(startRate);
  const { key: rateKey, ...rateProps } = getInputProps(rate, { type: 'text' });
  return (
    <section className="card stack" aria-labelledby="proposal-terms-title">
      <h2 id="proposal-terms-title">Terms</h2>
      <div className="field">
        <label htmlFor={rate.id}>Rate (US Dollars)</label>
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
        <ErrorText id={rate.errorId} className="field-error">
          {rate.errors?.[0]}
        </ErrorText>
      </div>
      <TextAreaField field={comment} label="Rate comment (optional)" maxLength={limits.rateCommentMax} rows={3} />
    </section>
  );
}
