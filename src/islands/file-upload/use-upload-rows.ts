/**
 * The rows of the supporting documents list: checks chosen files in the browser (type by their first bytes, size,
 * count), uploads them with progress, reports the list's state to the form and uploads what is pending on request.
 */
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { sniffFileType, SNIFF_BYTES } from '#domain/file-type.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { uploadWithProgress, type UploadedFile, type UploadTarget } from '../../lib/upload-with-progress.ts';

export type RowStatus = 'new' | 'uploading' | 'done' | 'refused' | 'failed';

export interface Row {
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

interface Options {
  target: UploadTarget;
  maxFiles: number;
  initialFiles: readonly UploadedFile[];
  uploadOnSelect: boolean;
  onChange: ((state: UploadListState) => void) | undefined;
  handle: Ref<UploadListHandle> | undefined;
}

export function useUploadRows({ target, maxFiles, initialFiles, uploadOnSelect, onChange, handle }: Options) {
  const [rows, setRows] = useState<Row[]>(() => initialFiles.map(rowOf));
  const [listError, setListError] = useState<string | null>(null);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
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

  return { rows, listError, choose, remove };
}
