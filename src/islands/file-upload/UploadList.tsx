/**
 * Supporting documents (spec 2 §4, §5): chosen files are checked in the browser (type by their first bytes,
 * 20 MB, at most maxFiles), then uploaded with a progress bar each: new → uploading (percent) → done. An oversize
 * or wrong-type file stays flagged in the list and blocks until it is removed. Uploads start at once
 * (uploadOnSelect, the job wizard) or when the form calls `uploadPending` through the handle (the proposal form).
 */
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { acceptedExtensions, sniffFileType, SNIFF_BYTES } from '../../domain/file-type.ts';
import { limits } from '../../domain/constants.ts';
import { formatFileSize } from '../../domain/format.ts';
import { messages } from '../../domain/messages.ts';
import { uploadWithProgress, type UploadedFile, type UploadTarget } from '../../lib/upload-with-progress.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import './upload-list.css';

type RowStatus = 'new' | 'uploading' | 'done' | 'refused' | 'failed';

interface Row {
  key: string;
  name: string;
  size: number;
  status: RowStatus;
  percent: number;
  error?: string | undefined;
  file?: File;
  uploaded?: UploadedFile;
}

export interface UploadListState {
  /** Files stored on the server, in list order. */
  files: UploadedFile[];
  /** Files chosen but not uploaded yet. */
  pending: number;
  /** The message of the first oversize or wrong-type file in the list; while there is one the form must not be submitted. */
  blockedBy: string | null;
}

export interface UploadListHandle {
  /** Uploads every file not uploaded yet; the stored files, or null when one of them failed. */
  uploadPending(): Promise<UploadedFile[] | null>;
}

export interface UploadListProps {
  target: UploadTarget;
  label?: string;
  maxFiles?: number;
  initialFiles?: readonly UploadedFile[];
  uploadOnSelect?: boolean;
  onChange?: (state: UploadListState) => void;
  handle?: Ref<UploadListHandle>;
}

let rowKeys = 0;
const rowOf = (uploaded: UploadedFile): Row => ({
  key: `file-${(rowKeys += 1)}`,
  name: uploaded.fileName,
  size: uploaded.fileSize,
  status: 'done',
  percent: 100,
  uploaded,
});

async function checkFile(file: File): Promise<string | null> {
  if (file.size > limits.fileMaxBytes) return messages.proposal.fileTooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffFileType(head, file.name) ? null : messages.proposal.fileTypeNotAllowed;
}

export function UploadList({ target, label = 'Supporting Documents', maxFiles = limits.supportingDocumentsMax, initialFiles = [], uploadOnSelect = false, onChange, handle }: UploadListProps) {
  const [rows, setRows] = useState<Row[]>(() => initialFiles.map(rowOf));
  const [listError, setListError] = useState<string | null>(null);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const update = (key: string, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  useEffect(() => {
    onChange?.({
      files: rows.flatMap((row) => (row.uploaded ? [row.uploaded] : [])),
      pending: rows.filter((row) => row.status === 'new' || row.status === 'uploading' || row.status === 'failed').length,
      blockedBy: rows.find((row) => row.status === 'refused')?.error ?? null,
    });
  }, [rows, onChange]);

  async function upload(row: Row): Promise<UploadedFile | null> {
    if (!row.file) return row.uploaded ?? null;
    update(row.key, { status: 'uploading', percent: 0, error: undefined });
    const result = await uploadWithProgress(row.file, target, (percent) => update(row.key, { percent }));
    if (result.ok) {
      update(row.key, { status: 'done', percent: 100, uploaded: result.data });
      return result.data;
    }
    const refused = result.status === 413 || result.status === 415;
    update(row.key, { status: refused ? 'refused' : 'failed', error: result.error.message });
    return null;
  }

  async function uploadPending(): Promise<UploadedFile[] | null> {
    const results = await Promise.all(rowsRef.current.map((row) => (row.status === 'done' ? row.uploaded ?? null : row.status === 'refused' ? null : upload(row))));
    return results.every((r) => r !== null) ? (results as UploadedFile[]) : null;
  }

  useImperativeHandle(handle, () => ({ uploadPending }));

  async function choose(list: FileList | null) {
    if (!list || list.length === 0) return;
    const chosen = [...list];
    const room = maxFiles - rowsRef.current.length;
    setListError(chosen.length > room ? messages.proposal.maxDocuments : null);
    const added: Row[] = [];
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const error = await checkFile(file);
      added.push({ key: `file-${(rowKeys += 1)}`, name: file.name, size: file.size, status: error ? 'refused' : 'new', percent: 0, file, ...(error ? { error } : {}) });
    }
    setRows((current) => [...current, ...added]);
    if (uploadOnSelect) for (const row of added) if (row.status === 'new') void upload(row);
  }

  function remove(key: string) {
    setRows((current) => current.filter((row) => row.key !== key));
    setListError(null);
  }

  return (
    <div className="upload-list">
      <label htmlFor={inputId}>{label}</label>
      <p className="hint" id={`${inputId}-hint`}>
        Up to {maxFiles} files of at most 20 MB each: png, jpeg, jpg, gif, pdf, docx, pptx, xls, xlsx, ppt, txt, csv.
      </p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={acceptedExtensions}
        aria-describedby={`${inputId}-hint ${errorId}`}
        onChange={(event) => {
          const input = event.currentTarget;
          void choose(input.files).then(() => {
            input.value = '';
          });
        }}
      />
      <ErrorText id={errorId} className="field-error">
        {listError}
      </ErrorText>
      {rows.length > 0 ? (
        <ul className="upload-rows" aria-label="Chosen files">
          {rows.map((row) => (
            <li key={row.key} className={`upload-row ${row.status}`}>
              <span className="upload-name">{row.name}</span>
              <span className="upload-size">{formatFileSize(row.size)}</span>
              {row.status === 'uploading' ? (
                <progress max={100} value={row.percent} aria-label={`Uploading ${row.name}`}>
                  {row.percent}%
                </progress>
              ) : null}
              <span className="upload-status">{statusText(row)}</span>
              <button type="button" className="secondary" onClick={() => remove(row.key)} disabled={row.status === 'uploading'}>
                Remove<span className="visually-hidden"> {row.name}</span>
              </button>
              {row.error ? (
                <p className="field-error upload-error" role="alert">
                  {row.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function statusText(row: Row): string {
  if (row.status === 'uploading') return `${row.percent}%`;
  if (row.status === 'done') return 'Uploaded';
  if (row.status === 'new') return 'Ready to upload';
  return '';
}
