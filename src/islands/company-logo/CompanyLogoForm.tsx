/**
 * The company logo on /client-profile/company-profile: the administrator picks a JPG or PNG of at most 5 MB; it is
 * checked in the browser as the server checks it (first bytes, size), previewed, and sent with Upload logo. The
 * server's refusal is shown under the field and the chosen file stays chosen. Remove logo takes the uploaded one off.
 */
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { Company_DeleteCompanyLogo, Company_UpdateCompanyLogo } from '../../lib/api/operations.gen.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { readPhoto } from '../photo-crop/photo-file.ts';
import { companyProfileTexts } from '../../domain/company-profile-texts.ts';
import './company-logo.css';

interface Props {
  companyName: string;
  logoUrl: string | null;
}

export default function CompanyLogoForm({ companyName, logoUrl: initial }: Props) {
  const id = useId();
  const [logoUrl, setLogoUrl] = useState(initial);
  const [chosen, setChosen] = useState<{ dataUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    setDone(null);
    setError(null);
    setChosen(null);
    if (!file) return;
    const read = await readPhoto(file);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setChosen({ dataUrl: read.photo.image.src });
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(companyProfileTexts.logoRequired);
      return;
    }
    setBusy(true);
    const res = await api.call(Company_UpdateCompanyLogo, { body: { imageAsBase64String: chosen.dataUrl } });
    setBusy(false);
    if (!res.ok) {
      setError(res.error.errors?.imageAsBase64String?.[0] ?? res.error.message);
      return;
    }
    setLogoUrl(res.data.logoUrl);
    setChosen(null);
    setDone(res.data.message);
    (event.target as HTMLFormElement).reset();
  }

  async function remove() {
    setDone(null);
    setError(null);
    setBusy(true);
    const res = await api.call(Company_DeleteCompanyLogo, {});
    setBusy(false);
    if (!res.ok) {
      setError(res.error.message);
      return;
    }
    setLogoUrl(res.data.logoUrl);
    setDone(res.data.message);
  }

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
        <button type="submit" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload logo'}
        </button>
        {logoUrl && !chosen ? (
          <button type="button" className="secondary" disabled={busy} onClick={() => void remove()}>
            Remove logo
          </button>
        ) : null}
      </div>
    </form>
  );
}
