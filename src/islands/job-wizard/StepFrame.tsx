/**
 * Wraps a step's form: after hydration, typed-but-unsaved text from an earlier visit replaces the saved values
 * (the form is mounted again with them) and a notice says so; entering a step of a draft records it as the last
 * visited page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { EditableStep } from '#domain/job-posting.ts';
import { readUnsaved } from './unsaved-draft.ts';
import { markVisited } from './wizard-api.ts';

interface StepFrameProps {
  step: EditableStep;
  projectId: number | null;
  saved: Record<string, unknown>;
  children: (values: Record<string, unknown>) => ReactNode;
}

export function StepFrame({ step, projectId, saved, children }: StepFrameProps) {
  const [restored, setRestored] = useState<Record<string, unknown> | null>(null);

  useEffect(() => {
    setRestored(readUnsaved(projectId, step));
    if (projectId !== null) markVisited(projectId, step);
  }, [projectId, step]);

  return (
    <>
      <div role="status">{restored ? <p className="notice">Your unsaved changes on this step were restored.</p> : null}</div>
      <div key={restored ? 'restored' : 'saved'}>{children(restored ?? saved)}</div>
    </>
  );
}
