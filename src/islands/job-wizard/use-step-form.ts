/**
 * conform + zod for one wizard step: validates with the step's schema, saves it (AddProjectDetail on the first step
 * of a new job, UpdateProjectDetail later), keeps typed text in sessionStorage, warns before leaving with unsaved
 * changes, then opens the next step.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { nextStep, stepUrl, type EditableStep } from '../../domain/job-posting.ts';
import { api } from '../../lib/api-client.ts';
import type { BodyOf } from '../../lib/api/operation.ts';
import { Project_AddProjectDetail, Project_UpdateProjectDetail } from '../../lib/api/operations.gen.ts';
import { clearUnsaved, writeUnsaved } from './unsaved-draft.ts';

/** API field paths (languages.0.proficiency) as conform names them (languages[0].proficiency). */
const conformName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

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
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
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

  const [form, fields] = useForm<Input, Output>({
    id: `job-${step}`,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Input>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      const result =
        projectId === null
          ? await api.call(Project_AddProjectDetail, { body: newJob(submission.value) })
          : await api.call(Project_UpdateProjectDetail, { body: toBody(submission.value, projectId) });
      if (!result.ok) {
        setBusy(false);
        const { errors, message } = result.error;
        const fieldErrors = errors && !errors._ && !errors.step ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [conformName(k), v])) : null;
        setLastResult(fieldErrors ? submission.reply({ fieldErrors }) : submission.reply({ formErrors: [message] }));
        return;
      }
      dirty.current = false;
      clearUnsaved(projectId, step);
      const id = projectId ?? ('projectId' in result.data ? result.data.projectId : null);
      if (id === null) return;
      window.location.assign(stepUrl(nextStep(step), id));
    },
  });

  const remember = (event: FormEvent<HTMLFormElement>) => {
    dirty.current = true;
    writeUnsaved(projectId, step, parseWithZod(new FormData(event.currentTarget), { schema }).payload);
  };

  return { form, fields, busy, formProps: { ...getFormProps(form), onInput: remember } };
}
