/**
 * The File tab of the portfolio editor: a title, a description of at most 100 characters and a
 * PDF, JPG or PNG of at most 20 MB. The file is checked in the browser (type by its first bytes, size), uploaded to
 * PUT /api/Portfolio/UploadFile, then the item is saved with AddItem (or UpdateItem, where a new file is optional).
 * An optional thumbnail (jpg, jpeg or png, at most 5 MB) travels with the save as base64; without one the server
 * draws it from the file.
 * A refused save keeps every field as typed and shows the server's message under its field.
 */
import { limits } from '#domain/constants.ts';
import { portfolioLimits } from '#domain/portfolio.ts';
import { CharCounter } from '../form-kit/CharCounter.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { usePortfolioFileSave, type Saved } from './use-portfolio-file-save.ts';
import { DocumentField } from './DocumentField.tsx';
import { ThumbnailField } from './ThumbnailField.tsx';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export default function PortfolioFileForm({ saved, listHref }: { saved: Saved | null; listHref: string }) {
  const { title, setTitle, description, setDescription, setFile, setPicture, errors, busy, submit } = usePortfolioFileSave(saved, listHref);

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
      <DocumentField savedFileName={saved?.blobFileName ?? null} error={errors.blobId} onPick={setFile} />
      <ThumbnailField savedThumbnail={saved?.thumbnail ?? null} error={errors.thumbnail} onPick={setPicture} />
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Saving…">{saved ? 'Save changes' : 'Add file'}</SubmitButton>
        <a className="button secondary" href={listHref}>
          Cancel
        </a>
      </div>
    </form>
  );
}
