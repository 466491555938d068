/**
 * The trust badges part of /profile/certifications: the badge clients see and how each is earned; the document of a
 * certification (PDF, JPG or PNG, 20 MB, checked in the browser by its first bytes and size) uploaded to
 * PUT /api/Certification/UploadDocument; and for CT and CID the state of the latest request (waiting, approved, not
 * approved) with the form that asks for the badge by pointing at a certification that has its document.
 */
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { Certification_UploadDocument, TrustBadge_Request } from '../../lib/api/operations.gen.ts';
import { limits, trustBadges } from '#domain/constants.ts';
import { badgeEarnedBy } from '#domain/trust-badge.ts';
import { badgeRequestTexts, badgeSteps, certificationDocumentAccept, certificationDocumentTypes, certifiedBadges, type CertifiedBadge } from '#domain/badge-request-texts.ts';
import type { BadgeRequests } from '#domain/badge-requests.ts';
import { sniffFileType, SNIFF_BYTES } from '#domain/file-type.ts';
import { formatDate, formatFileSize } from '#domain/format.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import './trust-badge.css';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

async function fileProblem(file: File | null): Promise<string | null> {
  if (!file) return badgeRequestTexts.chooseFile;
  if (file.size > limits.fileMaxBytes) return badgeRequestTexts.tooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffFileType(head, file.name);
  return type && (certificationDocumentTypes as readonly string[]).includes(type.contentType) ? null : badgeRequestTexts.wrongType;
}

type Request = BadgeRequests['requests'][CertifiedBadge];

/** Where a badge's latest request stands, in a sentence. */
function stateOf(request: Request, held: boolean): string {
  if (!request) return 'Not asked for yet.';
  const on = (iso: string | null) => (iso ? formatDate(iso) : '');
  const evidence = request.certificationName ? ` with “${request.certificationName}”` : '';
  if (request.status === 'pending') return `Waiting for review since ${on(request.requestedAt)}${evidence}.`;
  if (request.status === 'approved') return held ? `Approved on ${on(request.decidedAt)}${evidence}: clients see it.` : `Approved on ${on(request.decidedAt)}, but no longer shown: ask again.`;
  return `Not approved on ${on(request.decidedAt)}${evidence}. Check that the document is readable and current, then ask again.`;
}

export default function TrustBadgeSection({ initial }: { initial: BadgeRequests }) {
  const [state, setState] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const withDocument = state.certifications.filter((c) => c.documentName);
  const holds = (kind: CertifiedBadge) => state.badge === kind || state.badge === 'CTCID';

  const saved = (answer: BadgeRequests & { message: string }) => {
    const { message, ...next } = answer;
    setState(next);
    setNotice(message);
  };

  return (
    <section className="card stack" aria-labelledby="trust-badges-heading">
      <h2 id="trust-badges-heading">Trust badges</h2>
      <p>
        {state.badge ? (
          <>
            Your badge: <strong>{state.badge}</strong>, {trustBadges[state.badge]}. {badgeEarnedBy[state.badge]}
          </>
        ) : (
          'You have no trust badge yet.'
        )}
      </p>
      <p className="muted">Clients see a certified badge (CT, CID) only once the support team has checked its evidence and approved it.</p>
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      <DocumentUpload certifications={state.certifications} onSaved={saved} />
      {certifiedBadges.map((kind) => (
        <BadgeRequest key={kind} kind={kind} request={state.requests[kind]} held={holds(kind)} hasDesignerRole={state.hasDesignerRole} certifications={withDocument} onSaved={saved} />
      ))}
    </section>
  );
}

type Saved = (answer: BadgeRequests & { message: string }) => void;

interface CertificationChoiceProps {
  id: string;
  label: string;
  certifications: BadgeRequests['certifications'];
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}

/** A certification of the profile to pick, by name. */
function CertificationChoice({ id, label, certifications, value, onChange, describedBy }: CertificationChoiceProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-describedby={describedBy}>
        {certifications.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function DocumentUpload({ certifications, onSaved }: { certifications: BadgeRequests['certifications']; onSaved: Saved }) {
  const id = useId();
  const [certificationId, setCertificationId] = useState(String(certifications[0]?.id ?? ''));
  const [file, setFile] = useState<File | null>(null);
  /** A new key empties the file field after an upload. */
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (certifications.length === 0) {
    return <p className="muted">Add a certification below; then upload its document here to ask for a badge with it.</p>;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = await fileProblem(file);
    setError(problem ?? undefined);
    if (problem || !file) return;
    setBusy(true);
    const body = new FormData();
    body.set('formFile', file, file.name);
    const uploaded = await api.call(Certification_UploadDocument, { query: { id: Number(certificationId) }, body });
    setBusy(false);
    if (uploaded.ok) {
      onSaved(uploaded.data);
      setFile(null);
      setFileKey((key) => key + 1);
    } else setError(uploaded.error.message);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Certification documents</h3>
      <ul className="documents">
        {certifications.map((c) => (
          <li key={c.id}>
            {c.name}: <span className={c.documentName ? '' : 'muted'}>{c.documentName ?? 'no document yet'}</span>
          </li>
        ))}
      </ul>
      <CertificationChoice id={`${id}-certification`} label="Certification" certifications={certifications} value={certificationId} onChange={setCertificationId} />
      <div className="field">
        <label htmlFor={`${id}-file`}>Certification document</label>
        <p className="hint" id={`${id}-hint`}>
          PDF, JPG or PNG, at most {formatFileSize(limits.fileMaxBytes)}. It replaces the certification’s document before.
        </p>
        <input
          key={fileKey}
          id={`${id}-file`}
          type="file"
          accept={certificationDocumentAccept}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <ErrorText id={`${id}-error`} className="field-error">
          {error}
        </ErrorText>
      </div>
      <div className="actions">
        <button type="submit" className="secondary" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload document'}
        </button>
      </div>
    </form>
  );
}

interface BadgeRequestProps {
  kind: CertifiedBadge;
  request: Request;
  held: boolean;
  hasDesignerRole: boolean;
  certifications: BadgeRequests['certifications'];
  onSaved: Saved;
}

function BadgeRequest({ kind, request, held, hasDesignerRole, certifications, onSaved }: BadgeRequestProps) {
  const id = useId();
  const [certificationId, setCertificationId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const chosen = certificationId || String(certifications[0]?.id ?? '');
  const open = request?.status !== 'pending' && !held;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const sent = await api.call(TrustBadge_Request, { query: {}, body: { kind, certificationId: Number(chosen) } });
    setBusy(false);
    if (sent.ok) {
      setError(undefined);
      onSaved(sent.data);
    } else setError(sent.error.errors?.certificationId?.[0] ?? sent.error.message);
  }

  let form = null;
  if (open && kind === 'CID' && !hasDesignerRole) {
    form = (
      <p className="muted">
        {badgeRequestTexts.designerRoleMissing} <a href="/profile/roles">Add a role</a>
      </p>
    );
  } else if (open && certifications.length === 0) {
    form = <p className="muted">Upload the document of a certification above to ask for this badge.</p>;
  } else if (open) {
    form = (
      <form className="request" onSubmit={submit} noValidate aria-label={`Ask for the ${kind} badge`}>
        <CertificationChoice id={`${id}-certification`} label={`Certification for ${kind}`} certifications={certifications} value={chosen} onChange={setCertificationId} describedBy={`${id}-error`} />
        <SubmitButton busy={busy} busyLabel="Sending…">{`Ask for the ${kind} badge`}</SubmitButton>
        <ErrorText id={`${id}-error`} className="form-error">
          {error}
        </ErrorText>
      </form>
    );
  }

  return (
    <article className="badge-request stack" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        {kind}: {trustBadges[kind]}
      </h3>
      <p>{badgeSteps[kind]}</p>
      <p className="badge-state">
        <strong>Status:</strong> {stateOf(request, held)}
      </p>
      {form}
    </article>
  );
}
