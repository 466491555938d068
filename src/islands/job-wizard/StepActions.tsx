/** The step's buttons: Back to the previous step (its typed text is kept) and Save and continue. */
import { previousStep, stepUrl, type EditableStep } from '#domain/job-posting.ts';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

interface StepActionsProps {
  step: EditableStep;
  projectId: number | null;
  busy: boolean;
}

export function StepActions({ step, projectId, busy }: StepActionsProps) {
  const back = previousStep(step);
  return (
    <div className="actions">
      {back && projectId !== null ? (
        <a className="button secondary" href={stepUrl(back, projectId)}>
          Back
        </a>
      ) : (
        <a className="button secondary" href="/client-profile-job/create-new-job">
          Back
        </a>
      )}
      <SubmitButton busy={busy} busyLabel="Saving…">Save and continue</SubmitButton>
    </div>
  );
}
