/** One chosen file: name, size, progress while uploading, status, Remove and the reason it was refused or failed. */
import { formatFileSize } from '#domain/format.ts';
import type { Row } from './use-upload-rows.ts';

export function UploadRow({ row, onRemove }: { row: Row; onRemove: (key: string) => void }) {
  return (
    <li className={`upload-row ${row.status}`}>
      <span className="upload-name">{row.name}</span>
      <span className="upload-size">{formatFileSize(row.size)}</span>
      {row.status === 'uploading' ? (
        <progress max={100} value={row.percent} aria-label={`Uploading ${row.name}`}>
          {row.percent}%
        </progress>
      ) : null}
      <span className="upload-status">{statusText(row)}</span>
      <button type="button" className="secondary" onClick={() => onRemove(row.key)} disabled={row.status === 'uploading'}>
        Remove<span className="visually-hidden"> {row.name}</span>
      </button>
      {row.error ? (
        <p className="field-error upload-error" role="alert">
          {row.error}
        </p>
      ) : null}
    </li>
  );
}

function statusText(row: Row): string {
  if (row.status === 'uploading') return `${row.percent}%`;
  if (row.status === 'done') return 'Uploaded';
  if (row.status === 'new') return 'Ready to upload';
  return '';
}
