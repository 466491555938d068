/**
 * The one submit path of a form island: conform validates with the shared zod schema, `send` calls the typed client,
 * the button is pending while the call runs, and a refusal becomes conform's reply (field errors under their
 * fields, otherwise the message above the form) with what was typed kept. `onSuccess` says what comes next.
 */
import { useState } from 'react';
import { useForm, type DefaultValue, type Submission, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { $ZodType } from 'zod/v4/core';
import type { ApiError, ApiResult } from '../../lib/api-client.ts';
import { replyWithError } from './reply.ts';

/**
 * What the form does after a successful answer: nothing said keeps what was typed and clears the errors; 'reset'
 * empties the form; 'leave' keeps the button pending while the page goes elsewhere; a form error shows above the form.
 */
export type AfterSuccess = void | 'reset' | 'leave' | { formError: string };

export interface SuccessContext<Output> {
  /** The submitted values, as the schema gave them. */
  value: Output;
  /** Shows a message in the form's status line until the next submit. */
  notify: (message: string) => void;
}

export interface ApiFormOptions<Input extends Record<string, unknown>, Output, Answer> {
  id: string;
  /** The shared schema; its input names the fields (a form whose schema takes any input names them as type arguments). */
  schema: $ZodType<Output, Input> | $ZodType<Output, unknown>;
  /** The API call for valid values. */
  send: (value: Output) => Promise<ApiResult<Answer>>;
  onSuccess?: (data: Answer, context: SuccessContext<Output>) => AfterSuccess | Promise<AfterSuccess>;
  /** Called with every refusal, after the reply is shown (a new captcha, a linked message). */
  onError?: (error: ApiError, status: number) => void;
  /** Turns a refusal into the reply; field errors under their fields, otherwise the message above the form by default. */
  replyToError?: (submission: Submission<Output>, error: ApiError, status: number) => SubmissionResult<string[]>;
  /** Refuses before anything is sent (an upload still in progress): the message shows above the form. */
  blockedBy?: () => string | null;
  defaultValue?: Record<string, unknown>;
  /** The server's reply to a post made without script. */
  lastResult?: SubmissionResult<string[]> | undefined;
  shouldValidate?: 'onSubmit' | 'onBlur' | 'onInput';
}

export function useApiForm<Input extends Record<string, unknown>, Output, Answer>(options: ApiFormOptions<Input, Output, Answer>) {
  const { id, schema, send, onSuccess, onError, replyToError = replyWithError, blockedBy, defaultValue, shouldValidate = 'onBlur' } = options;
  const [lastResult, setLastResult] = useState(options.lastResult);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const [form, fields] = useForm<Input, Output>({
    id,
    lastResult,
    ...(defaultValue ? { defaultValue: defaultValue as DefaultValue<Input> } : {}),
    shouldValidate,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const blocked = blockedBy?.();
      if (blocked) {
        setLastResult(submission.reply({ formErrors: [blocked] }));
        return;
      }
      setBusy(true);
      setNotice(null);
      const result = await send(submission.value);
      if (!result.ok) {
        setBusy(false);
        setLastResult(replyToError(submission, result.error, result.status));
        onError?.(result.error, result.status);
        return;
      }
      const next = await onSuccess?.(result.data, { value: submission.value, notify: setNotice });
      if (next === 'leave') return;
      setBusy(false);
      if (next === 'reset') setLastResult(submission.reply({ resetForm: true }));
      else if (next) setLastResult(submission.reply({ formErrors: [next.formError] }));
      else setLastResult(submission.reply());
    },
  });

  return { form, fields, busy, notice };
}
