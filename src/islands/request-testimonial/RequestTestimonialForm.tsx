/**
 * The Request a Testimonial form: client first and last name, company, job title, project, e-mail,
 * the confirm e-mail that appears once the e-mail has been edited, and an optional message with a counter up to 3000.
 * It is a plain POST form first: without script the page receives it (and every field shows, the confirmation
 * included); with script it is checked as it is typed and sent to RequestTestimonial. 'Invalid email' from the
 * server shows on the e-mail field; any other refusal above the form.
 */
import { useEffect, useState } from 'react';
import { getFormProps, getInputProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { testimonialLimits, testimonialRequestSchema } from '#domain/testimonials.ts';
import { api } from '../../lib/api-client.ts';
import { Testimonial_RequestTestimonial } from '../../lib/api/operations.gen.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export interface SentRequest {
  clientFirstName: string;
  clientLastName: string;
  email: string;
}

interface RequestTestimonialFormProps {
  /** For an agency owner asking on behalf of one of the agency's talent. */
  instrId?: number | undefined;
  /** The server's answer to a post made without script: what was typed, and the refusal. */
  lastResult?: SubmissionResult<string[]> | undefined;
  onSent: (sent: SentRequest) => void;
}

function Text({ field, label, type = 'text', autoComplete, max, optional = false }: { field: FieldMetadata<string>; label: string; type?: 'text' | 'email'; autoComplete: string; max: number; optional?: boolean }) {
  const { key, ...input } = getInputProps(field, { type });
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {optional && <span className="muted"> (optional)</span>}
      </label>
      <input key={key} {...input} autoComplete={autoComplete} maxLength={max} />
      <ErrorText id={field.errorId} className="field-error">
        {field.errors?.[0]}
      </ErrorText>
    </div>
  );
}

export function RequestTestimonialForm({ instrId, lastResult: serverResult, onSent }: RequestTestimonialFormProps) {
  const [scripted, setScripted] = useState(false);
  const typedMessage = serverResult?.initialValue?.requestMessage;
  const [length, setLength] = useState(typeof typedMessage === 'string' ? typedMessage.length : 0);
  const [emailEdited, setEmailEdited] = useState(Boolean(serverResult?.initialValue?.email));
  useEffect(() => setScripted(true), []);
  const { form, fields, busy } = useApiForm({
    id: 'request-testimonial',
    schema: testimonialRequestSchema,
    lastResult: serverResult,
    send: (body) => api.call(Testimonial_RequestTestimonial, { body }),
    onSuccess: (_data, { value }) => onSent({ clientFirstName: value.clientFirstName, clientLastName: value.clientLastName, email: value.email }),
  });
  const counterId = `${fields.requestMessage.id}-counter`;
  const { key: messageKey, ...message } = getTextareaProps(fields.requestMessage, { ariaDescribedBy: counterId });
  const { key: emailKey, ...email } = getInputProps(fields.email, { type: 'email' });
  const showConfirm = !scripted || emailEdited;
  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-label="Request a Testimonial" noValidate>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      {instrId ? <input type="hidden" name="instrId" value={instrId} /> : null}
      <div className="pair">
        <Text field={fields.clientFirstName} label="Client first name" autoComplete="off" max={testimonialLimits.nameMax} />
        <Text field={fields.clientLastName} label="Client last name" autoComplete="off" max={testimonialLimits.nameMax} />
      </div>
      <div className="pair">
        <Text field={fields.companyName} label="Client company name" autoComplete="off" max={testimonialLimits.companyMax} />
        <Text field={fields.jobTitle} label="Client job title" autoComplete="off" max={testimonialLimits.jobTitleMax} />
      </div>
      <Text field={fields.projectName} label="Project name" autoComplete="off" max={testimonialLimits.projectMax} />
      <div className="field">
        <label htmlFor={fields.email.id}>Client email</label>
        <input key={emailKey} {...email} autoComplete="off" maxLength={testimonialLimits.emailMax} onInput={() => setEmailEdited(true)} />
        <ErrorText id={fields.email.errorId} className="field-error">
          {fields.email.errors?.[0]}
        </ErrorText>
      </div>
      {showConfirm ? <Text field={fields.confirmEmail} label="Confirm client email" type="email" autoComplete="off" max={testimonialLimits.emailMax} /> : null}
      <div className="field">
        <label htmlFor={fields.requestMessage.id}>
          Message<span className="muted"> (optional)</span>
        </label>
        <textarea key={messageKey} {...message} rows={6} maxLength={testimonialLimits.messageMax} onInput={(e) => setLength(e.currentTarget.value.length)} />
        <p id={counterId} className="counter">
          {length}/{testimonialLimits.messageMax}
          <span className="visually-hidden"> characters</span>
        </p>
        <ErrorText id={fields.requestMessage.errorId} className="field-error">
          {fields.requestMessage.errors?.[0]}
        </ErrorText>
      </div>
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Sending…">Send request</SubmitButton>
      </div>
    </form>
  );
}
