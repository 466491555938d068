/** The optional thumbnail of a portfolio file, showing the saved one when editing. */
import { pictureAccept, thumbnailHint } from '#domain/picture-upload.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';

interface Props {
  savedThumbnail: string | null;
  error: string | undefined;
  onPick: (file: File | null) => void;
}

export function ThumbnailField({ savedThumbnail, error, onPick }: Props) {
  return (
    <div className="field">
      <label htmlFor="portfolio-thumbnail">
        {savedThumbnail ? 'Replace the thumbnail' : 'Thumbnail'}
        <span className="muted"> (optional)</span>
      </label>
      <p className="hint" id="portfolio-thumbnail-hint">
        {thumbnailHint}
      </p>
      {savedThumbnail && <img className="thumb" src={`/api/Blob/Photo?id=${encodeURIComponent(savedThumbnail)}`} alt="The thumbnail now" width={96} height={60} />}
      <input
        id="portfolio-thumbnail"
        type="file"
        accept={pictureAccept}
        onChange={(e) => onPick(e.currentTarget.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'portfolio-thumbnail-hint portfolio-thumbnail-error' : 'portfolio-thumbnail-hint'}
      />
      <ErrorText id="portfolio-thumbnail-error" className="field-error">
        {error}
      </ErrorText>
    </div>
  );
}
