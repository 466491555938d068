/**
 * The File tab of the portfolio editor (spec 3 §4, §5, §8): a title, a description of at most 100 characters and a
 * PDF, JPG or PNG of at most 20 MB. The file is checked in the browser (type by its first bytes, size), uploaded to
 * PUT /api/Portfolio/UploadFile, then the item is saved with AddItem (or UpdateItem, where a new file is optional).
 * An optional thumbnail (jpg, jpeg or png, at most 5 MB) travels with the save as base64; without one the server
 * draws it from the file.
 * A refused save keeps every field as typed and shows the server's message under its field.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { Portfolio_AddItem, Portfolio_UpdateItem, Portfolio_UploadFile } from '../../lib/api/operations.gen.ts';
import { limits } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { portfolioFileAccept, portfolioFileTypes, portfolioItemSchema, portfolioLimits } from '../../domain/portfolio.ts';
import { sniffFileType, SNIFF_BYTES } from '../../domain/file-type.ts';
import { formatFileSize } from '../../domain/format.ts';
import { readPicture, pictureAccept, thumbnailHint } from '../../domain/picture-upload.ts';
import { CharCounter } from '../form-kit/CharCounter.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';

interface Saved {
  docID: number;
  title: string;
  description: string;
  blobFileName: string;
  thumbnail: string | null;
}

type Errors = Partial<Record<'title' | 'description' | 'blobId' | 'thumbnail' | 'form', string>>;

async function fileProblem(file: File): Promise<string | null> {
  if (file.size > limits.fileMaxBytes) return messages.portfolio.documentTooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffFileType(head, file.name);
  return type && (portfolioFileTypes as readonly string[]).includes(type.contentType) ? null : messages.portfolio.wrongDocumentType;
}

export default function PortfolioFileForm({ saved, listHref }: { saved: Saved | null; listHref: string }) {
  const [title, setTitle] = useState(saved?.title ?? '');
  const [description, setDescription] = useState(saved?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    const checked = portfolioItemSchema.pick({ title: true, description: true }).safeParse({ title, description });
    if (!checked.success) for (const issue of checked.error.issues) found[issue.path[0] as 'title' | 'description'] ??= issue.message;
    if (!file && !saved) found.blobId = messages.portfolio.itemRequired;
    if (file) {
      const problem = await fileProblem(file);
      if (problem) found.blobId = problem;
    }
    const thumbnail = await readPicture(picture);
    if (!thumbnail.ok) found.thumbnail = thumbnail.message;
    setErrors(found);
    if (Object.keys(found).length || !thumbnail.ok) return;
    const thumbnailBase64 = thumbnail.base64 ? { thumbnailBase64: thumbnail.base64 } : {};
    setBusy(true);
    let blobId: string | undefined;
    if (file) {
      const body = new FormData();
      body.set('formFile', file, file.name);
      const uploaded = await api.call(Portfolio_UploadFile, { query: {}, body });
      if (!uploaded.ok) {
        setBusy(false);
        setErrors({ blobId: uploaded.error.message });
        return;
      }
      blobId = uploaded.data.blobId;
    }
    const result = saved
      ? await api.call(Portfolio_UpdateItem, { body: { docID: saved.docID, title, description, ...(blobId ? { blobId } : {}), ...thumbnailBase64 } })
      : await api.call(Portfolio_AddItem, { body: { title, description, blobId: blobId ?? '', ...thumbnailBase64 } });
    if (result.ok) {
      window.location.assign(`${listHref}?notice=${encodeURIComponent(result.data.message)}`);
      return;
    }
    setBusy(false);
    const fieldErrors = result.error.errors ?? {};
    // A picture the server refuses (type or size) is named under its field.
    const thumbnailRefused = result.status === 413 || result.status === 415 || fieldErrors.imageAsBase64String ? result.error.message : undefined;
    setErrors({
      title: fieldErrors.title?.[0],
      description: fieldErrors.description?.[0],
      blobId: fieldErrors.blobId?.[0],
      thumbnail: thumbnailRefused,
      form: fieldErrors.title || fieldErrors.description || fieldErrors.blobId || thumbnailRefused ? undefined : result.error.message,
    });
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="file-form-heading">
      <h2 id="file-form-heading">{saved ? `Edit ${saved.title}` : 'Add a file'}</h2>
      <ErrorText id="file-form-error" className="form-error">
        {errors.form}
      </ErrorText>
      <div className="field">
        <label htmlFor="portfolio-title">Title</label>
        <input
          id="portfolio-title"
          type="text"
          value={title}
          maxLength={portfolioLimits.titleMax}
          onChange={(e) => setTitle(e.currentTarget.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'portfolio-title-error' : undefined}
        />
        <ErrorText id="portfolio-title-error" className="field-error">
          {errors.title}
        </ErrorText>
      </div>
      <div className="field">
        <label htmlFor="portfolio-description">Description</label>
        <textarea
          id="portfolio-description"
          rows={3}
          value={description}
          maxLength={limits.portfolioDescriptionMax}
          onChange={(e) => setDescription(e.currentTarget.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby="portfolio-description-count"
        />
        <CharCounter id="portfolio-description-count" length={description.length} max={limits.portfolioDescriptionMax} />
        <ErrorText id="portfolio-description-error" className="field-error">
          {errors.description}
        </ErrorText>
      </div>
      <div className="field">
        <label htmlFor="portfolio-file">{saved ? 'Replace the file' : 'File'}</label>
        <p className="hint" id="portfolio-file-hint">
          {saved ? `Now: ${saved.blobFileName}. ` : ''}PDF, JPG or PNG, at most {formatFileSize(limits.fileMaxBytes)}.
        </p>
        <input
          id="portfolio-file"
          type="file"
          accept={portfolioFileAccept}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          aria-invalid={errors.blobId ? true : undefined}
          aria-describedby="portfolio-file-hint"
        />
        <ErrorText id="portfolio-file-error" className="field-error">
          {errors.blobId}
        </ErrorText>
      </div>
      <div className="field">
        <label htmlFor="portfolio-thumbnail">
          {saved?.thumbnail ? 'Replace the thumbnail' : 'Thumbnail'}
          <span className="muted"> (optional)</span>
        </label>
        <p className="hint" id="portfolio-thumbnail-hint">
          {thumbnailHint}
        </p>
        {saved?.thumbnail && <img className="thumb" src={`/api/Blob/Photo?id=${encodeURIComponent(saved.thumbnail)}`} alt="The thumbnail now" width={96} height={60} />}
        <input
          id="portfolio-thumbnail"
          type="file"
          accept={pictureAccept}
          onChange={(e) => setPicture(e.currentTarget.files?.[0] ?? null)}
          aria-invalid={errors.thumbnail ? true : undefined}
          aria-describedby={errors.thumbnail ? 'portfolio-thumbnail-hint portfolio-thumbnail-error' : 'portfolio-thumbnail-hint'}
        />
        <ErrorText id="portfolio-thumbnail-error" className="field-error">
          {errors.thumbnail}
        </ErrorText>
      </div>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : saved ? 'Save changes' : 'Add file'}
        </button>
        <a className="button secondary" href={listHref}>
          Cancel
        </a>
      </div>
    </form>
  );
}
