/** The company logo's state: checks a chosen picture in the browser, uploads it, removes the uploaded one. */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { Company_DeleteCompanyLogo, Company_UpdateCompanyLogo } from '../../lib/api/operations.gen.ts';
import { readPhoto } from '../photo-crop/photo-file.ts';
import { companyProfileTexts } from '#domain/company-profile-texts.ts';

export function useCompanyLogo(initial: string | null) {
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

  return { logoUrl, chosen, error, done, busy, choose, upload, remove };
}
