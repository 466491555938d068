/**
 * The company logo on /client-profile/company-profile: the administrator picks a JPG or PNG of at most 5 MB; it is
 * checked in the browser as the server checks it (first bytes, size), previewed, and sent with Upload logo. The
 * server's refusal is shown under the field and the chosen file stays chosen. Remove logo takes the uploaded one off.
 */
import { useId } from 'react';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useCompanyLogo } from './use-company-logo.ts';
import './company-logo.css';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

interface Props {
  companyName: string;
  logoUrl: string | null;
}

export default function CompanyLogoForm({ companyName, logoUrl: initial }: Props) {
  const id = useId();
  const { logoUrl, chosen, error, done, busy, choose, upload, remove } = useCompanyLogo(initial);

  const preview = chosen?.dataUrl ?? logoUrl;
  return (
    <form className="card stack company-logo-form" aria-labelledby={`${id}-title`} onSubmit={(e) => void upload(e)} noValidate>
      <h2 id={`${id}-title`}>Logo</h2>
      <div className="company-logo-preview">
        {preview ? <img src={preview} alt={chosen ? 'The chosen logo, not uploaded yet' : `${companyName} logo`} /> : <p className="muted">No logo yet.</p>}
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>Logo file</label>
        <p className="hint" id={`${id}-hint`}>
          A JPG or PNG file of at most 5 MB. It shows on your public job posts.
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg"
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => void choose(e.currentTarget.files?.[0])}
        />
      </div>
      <ErrorText id={`${id}-error`} className="field-error">
        {error}
      </ErrorText>
      <div role="status">{done ? <p className="notice">{done}</p> : null}</div>
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Uploading…">Upload logo</SubmitButton>
        {logoUrl && !chosen ? (
          <button type="button" className="secondary" disabled={busy} onClick={() => void remove()}>
            Remove logo
          </button>
        ) : null}
      </div>
    </form>
  );
}
