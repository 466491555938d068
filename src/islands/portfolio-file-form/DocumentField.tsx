/** The file input of the portfolio File tab: PDF, JPG or PNG, replacing the saved one when editing. */
import { limits } from '#domain/constants.ts';
import { portfolioFileAccept } from '#domain/portfolio.ts';
import { formatFileSize } from '#domain/format.ts';
import { FileInput } from '../form-kit/FileInput.tsx';

interface Props {
  savedFileName: string | null;
  error: string | undefined;
  onPick: (file: File | null) => void;
}

export function DocumentField({ savedFileName, error, onPick }: Props) {
  const saved = savedFileName !== null;
  return (
    <div className="field">
      <label htmlFor="portfolio-file">{saved ? 'Replace the file' : 'File'}</label>
      <p className="hint" id="portfolio-file-hint">
        {saved ? `Now: ${savedFileName}. ` : ''}PDF, JPG or PNG, at most {formatFileSize(limits.fileMaxBytes)}.
      </p>
      <FileInput id="portfolio-file" accept={portfolioFileAccept} error={error} onPick={onPick} describedBy="portfolio-file-hint" />
    </div>
  );
}
