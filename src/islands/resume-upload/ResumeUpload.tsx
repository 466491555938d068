/**
 * The upload form of /profile/resume: one PDF or Word (.docx) file of at most 20 MB, checked in the browser (type by
 * its first bytes, size) and sent to PUT /api/TrainerProfile/UploadResume; the page is then loaded again with the
 * server's notice. A refusal is shown under the field.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { TrainerProfile_UploadResume } from '../../lib/api/operations.gen.ts';
import { limits } from '#domain/constants.ts';
import { resumeFileAccept, resumeFileTypes, resumeTexts } from '#domain/resume.ts';
import { sniffFileType, SNIFF_BYTES } from '#domain/file-type.ts';
import { formatFileSize } from '#domain/format.ts';
import { FileInput } from '../form-kit/FileInput.tsx';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

async function fileProblem(file: File): Promise<string | null> {
  if (file.size > limits.fileMaxBytes) return resumeTexts.tooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffFileType(head, file.name);
  return type && (resumeFileTypes as readonly string[]).includes(type.contentType) ? null : resumeTexts.wrongType;
}

export default function ResumeUpload({ pageHref, replacing }: { pageHref: string; replacing: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = file ? await fileProblem(file) : resumeTexts.chooseFile;
    setError(problem ?? undefined);
    if (problem || !file) return;
    setBusy(true);
    const body = new FormData();
    body.set('formFile', file, file.name);
    const uploaded = await api.call(TrainerProfile_UploadResume, { query: {}, body });
    if (uploaded.ok) {
      window.location.assign(`${pageHref}?notice=${encodeURIComponent(uploaded.data.message)}`);
      return;
    }
    setBusy(false);
    setError(uploaded.error.message);
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="resume-upload-heading">
      <h2 id="resume-upload-heading">{replacing ? 'Replace your resume' : 'Upload your resume'}</h2>
      <div className="field">
        <label htmlFor="resume-file">Resume file</label>
        <p className="hint" id="resume-file-hint">
          PDF or Word (.docx), at most {formatFileSize(limits.fileMaxBytes)}.
        </p>
        <FileInput id="resume-file" accept={resumeFileAccept} error={error} onPick={setFile} />
      </div>
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Uploading…">Upload resume</SubmitButton>
      </div>
    </form>
  );
}
