/** The optional thumbnail of a portfolio file, showing the saved one when editing. */
import { pictureAccept, thumbnailHint } from '#domain/picture-upload.ts';
import { FileInput } from '../form-kit/FileInput.tsx';

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
      <FileInput id="portfolio-thumbnail" accept={pictureAccept} error={error} onPick={onPick} />
    </div>
  );
}
