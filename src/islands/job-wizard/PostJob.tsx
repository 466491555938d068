/** The review step's "Post job" button: publishes the draft, or names the step still to finish with a link to it. */
import { useEffect, useState } from 'react';
import { postingSteps, stepLabels, stepUrl, type PostingStep } from '#domain/job-posting.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { api } from '../../lib/api-client.ts';
import { Project_PublishProject } from '../../lib/api/operations.gen.ts';
import { markVisited } from './wizard-api.ts';

const isStep = (value: string | undefined): value is PostingStep => postingSteps.some((s) => s === value);

export default function PostJob({ projectId }: { projectId: number }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; step: PostingStep | null } | null>(null);

  useEffect(() => markVisited(projectId, 'review'), [projectId]);

  async function post() {
    setBusy(true);
    setRefusal(null);
    const result = await api.call(Project_PublishProject, { body: { projectId } });
    if (result.ok) {
      window.location.assign(`/client-job/job-entity/1/${projectId}`);
      return;
    }
    setBusy(false);
    const step = result.error.errors?.step?.[0];
    setRefusal({ message: result.error.message, step: isStep(step) ? step : null });
  }

  return (
    <div className="stack">
      <ErrorText id="post-job-error" className="form-error">
        {refusal ? (
          <>
            {refusal.message}{' '}
            {refusal.step ? <a href={stepUrl(refusal.step, projectId)}>Go to {stepLabels[refusal.step]}</a> : null}
          </>
        ) : null}
      </ErrorText>
      <div className="actions">
        <a className="button secondary" href={stepUrl('job-description', projectId)}>
          Back
        </a>
        <button type="button" onClick={() => void post()} disabled={busy} aria-describedby="post-job-error">
          {busy ? 'Posting…' : 'Post job'}
        </button>
      </div>
    </div>
  );
}
