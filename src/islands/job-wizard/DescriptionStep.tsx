/** Step 6, description: what the job is about (plain text, line breaks kept) and the documents posted with it. */
import { useCallback, useRef, useState } from 'react';
import { stepForms } from '#domain/job-posting.ts';
import { jobPostingLimits } from '#domain/job-posting-texts.ts';
import { UploadList, type UploadListState } from '../file-upload/UploadList.tsx';
import type { UploadedFile } from '../../lib/upload-with-progress.ts';
import { TextAreaField } from '../form-kit/TextAreaField.tsx';
import { FormErrors } from './FormErrors.tsx';
import { StepActions } from './StepActions.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './use-step-form.ts';
import { api } from '../../lib/api-client.ts';
import { Project_DeleteProjectDocument } from '../../lib/api/operations.gen.ts';

interface DescriptionStepProps {
  projectId: number;
  saved: Record<string, unknown>;
  documents: UploadedFile[];
}

export default function DescriptionStep(props: DescriptionStepProps) {
  return (
    <StepFrame step="job-description" projectId={props.projectId} saved={props.saved}>
      {(values) => <DescriptionForm {...props} values={values} />}
    </StepFrame>
  );
}

function DescriptionForm({ projectId, values, documents }: DescriptionStepProps & { values: Record<string, unknown> }) {
  const { form, fields, busy, formProps } = useStepForm({ step: 'job-description', toBody: (value, id) => ({ ...value, projectId: id, step: 'job-description' }), projectId, schema: stepForms['job-description'], defaultValue: values });
  const [removal, setRemoval] = useState<string | null>(null);
  const attached = useRef(new Set(documents.flatMap((d) => (d.documentId === null ? [] : [d.documentId]))));
  const onFilesChange = useCallback(
    (state: UploadListState) => {
      const now = new Set(state.files.flatMap((f) => (f.documentId === null ? [] : [f.documentId])));
      for (const documentId of attached.current) {
        if (now.has(documentId)) continue;
        void api.call(Project_DeleteProjectDocument, { query: { projectId, documentId } }).then((result) =>
          setRemoval(result.ok ? result.data.message : result.error.message),
        );
      }
      attached.current = now;
    },
    [projectId],
  );
  const length = typeof fields.description.value === 'string' ? fields.description.value.length : 0;
  return (
    <form {...formProps} method="post" className="stack" aria-labelledby="step-title">
      <FormErrors form={form} />
      <TextAreaField field={fields.description} label="Job description" rows={10} maxLength={jobPostingLimits.descriptionMax} />
      <p className="hint" aria-live="polite">
        {length.toLocaleString('en-US')} of {jobPostingLimits.descriptionMax.toLocaleString('en-US')} characters
      </p>
      <UploadList target={{ entityType: 'Project', entityId: projectId, isJobPostDoc: true }} label="Job documents" initialFiles={documents} uploadOnSelect onChange={onFilesChange} />
      <div role="status">{removal ? <p className="hint">{removal}</p> : null}</div>
      <StepActions step="job-description" projectId={projectId} busy={busy} />
    </form>
  );
}
