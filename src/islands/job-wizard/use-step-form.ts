/**
 * conform + zod for one wizard step: validates with the step's schema, saves it (AddProjectDetail on the first step
 * of a new job, UpdateProjectDetail later), keeps typed text in sessionStorage, warns before leaving with unsaved
 * changes, then opens the next step.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { getFormProps, type Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { nextStep, stepUrl, type EditableStep } from '#domain/job-posting.ts';
import { api, type ApiError } from '../../lib/api-client.ts';
import type { BodyOf } from '../../lib/api/operation.ts';
import { Project_AddProjectDetail, Project_UpdateProjectDetail } from '../../lib/api/operations.gen.ts';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { clearUnsaved, writeUnsaved } from './unsaved-draft.ts';

/** API field paths (languages.0.proficiency) as conform names them (languages[0].proficiency). */
const conformName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** A refusal with errors by field goes under the fields; one about the step or the whole form above the form. */
function replyToStepError<Output>(submission: Submission<Output>, { errors, message }: ApiError) {
  if (!errors || errors._ || errors.step) return submission.reply({ formErrors: [message] });
  return submission.reply({ fieldErrors: Object.fromEntries(Object.entries(errors).map(([name, texts]) => [conformName(name), texts])) });
}

/** What UpdateProjectDetail takes: one step's fields with the job and the step's name. */
export type StepBody = BodyOf<typeof Project_UpdateProjectDetail>;
export type NewJobBody = BodyOf<typeof Project_AddProjectDetail>;

interface StepFormOptions<Input extends Record<string, unknown>, Output> {
  step: EditableStep;
  /** The step's values as UpdateProjectDetail takes them (each step names itself, so the body type is checked). */
  toBody: (value: Output, projectId: number) => StepBody;
  /** The first step of a new job: its values as AddProjectDetail takes them. */
  toNewJob?: (value: Output) => NewJobBody;
  projectId: number | null;
  schema: z.ZodType<Output, Input>;
  /** Saved or restored values as the form holds them (strings, arrays of strings). */
  defaultValue: Record<string, unknown>;
}

export function useStepForm<Input extends Record<string, unknown>, Output extends Record<string, unknown>>({
  step,
  toBody,
  toNewJob,
  projectId,
  schema,
  defaultValue,
}: StepFormOptions<Input, Output>) {
  const dirty = useRef(false);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const newJob = (value: Output): NewJobBody => {
    if (!toNewJob) throw new Error(`The ${step} step cannot start a new job.`);
    return toNewJob(value);
  };

  const { form, fields, busy } = useApiForm<Input, Output, { projectId: number } | { message: string }>({
    id: `job-${step}`,
    schema,
    defaultValue,
    send: (value) =>
      projectId === null
        ? api.call(Project_AddProjectDetail, { body: newJob(value) })
        : api.call(Project_UpdateProjectDetail, { body: toBody(value, projectId) }),
    replyToError: replyToStepError,
    onSuccess(data) {
      dirty.current = false;
      clearUnsaved(projectId, step);
      const id = projectId ?? ('projectId' in data ? data.projectId : null);
      if (id !== null) window.location.assign(stepUrl(nextStep(step), id));
      return 'leave';
    },
  });

  const remember = (event: FormEvent<HTMLFormElement>) => {
    dirty.current = true;
    writeUnsaved(projectId, step, parseWithZod(new FormData(event.currentTarget), { schema }).payload);
  };

  return { form, fields, busy, formProps: { ...getFormProps(form), onInput: remember } };
}
