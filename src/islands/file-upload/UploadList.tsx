/**
 * Supporting documents: chosen files are checked in the browser (type by their first bytes,
 * 20 MB, at most maxFiles), then uploaded with a progress bar each: new → uploading (percent) → done. An oversize
 * or wrong-type file stays flagged in the list and blocks until it is removed. Uploads start at once
 * (uploadOnSelect, the job wizard) or when the form calls `uploadPending` through the handle (the proposal form).
 */
import { useId, type Ref } from 'react';
import { acceptedExtensions } from '#domain/file-type.ts';
import { limits } from '#domain/constants.ts';
import type { UploadedFile, UploadTarget } from '../../lib/upload-with-progress.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useUploadRows, type UploadListHandle, type UploadListState } from './use-upload-rows.ts';
import { UploadRow } from './UploadRow.tsx';
import './upload-list.css';

export type { UploadListHandle, UploadListState };

export interface UploadListProps {
  target: UploadTarget;
  label?: string;
  maxFiles?: number;
  initialFiles?: readonly UploadedFile[];
  uploadOnSelect?: boolean;
  onChange?: (state: UploadListState) => void;
  handle?: Ref<UploadListHandle>;
}

export function UploadList({ target, label = 'Supporting Documents', maxFiles = limits.supportingDocumentsMax, initialFiles = [], uploadOnSelect = false, onChange, handle }: UploadListProps) {
  const { rows, listError, choose, remove } = useUploadRows({ target, maxFiles, initialFiles, uploadOnSelect, onChange, handle });
  const inputId = useId();
  const errorId = `${inputId}-error`;

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
            <UploadRow key={row.key} row={row} onRemove={remove} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
