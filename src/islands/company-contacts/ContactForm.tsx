/**
 * The Company Contact form: add a contact (an invitation is sent) or edit one, through the shared form hook with
 * the API's own schema. Name and e-mail stay as they are once the contact is active or inactive: shown, not sent
 * as typed (the form posts them unchanged). Loaded when the dialog opens (ContactDialog.tsx), so the contacts page
 * does not ship the form library until it is used; the first field takes the focus once it is there.
 */
import { useEffect, useRef } from 'react';
import { getFormProps, type FieldMetadata } from '@conform-to/react';
import { api } from '../../lib/api-client.ts';
import { Contact_Post, Contact_Put } from '../../lib/api/operations.gen.ts';
import { companyContactSchema } from '#domain/company-contacts.ts';
import { identityLocked } from '#domain/company-contact-rules.ts';
import { webRoles } from '#domain/constants.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { SelectField } from '../form-kit/SelectField.tsx';
import { TextField } from '../form-kit/TextField.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import type { ContactDraft } from './contact-draft.ts';

const accessLevels = [
  { value: String(webRoles.administrator), label: 'Administrator' },
  { value: String(webRoles.standardUser), label: 'Standard User' },
] as const;

/** A field the contact's status fixes: shown disabled, its value sent as it is. */
function LockedField({ field, label, value, type = 'text' }: { field: FieldMetadata<string>; label: string; value: string; type?: 'text' | 'email' }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input id={field.id} type={type} value={value} disabled readOnly />
      <input type="hidden" name={field.name} value={value} />
    </div>
  );
}

interface ContactFormProps {
  draft: ContactDraft;
  productName: string;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

export function ContactForm({ draft, productName, onCancel, onSaved }: ContactFormProps) {
  const locked = draft.status ? identityLocked(draft.status) : false;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input:not([disabled]):not([type=hidden]), select')?.focus(), []);
  const { form, fields, busy } = useApiForm({
    id: `company-contact-${draft.contactID ?? 'new'}`,
    schema: companyContactSchema,
    shouldValidate: 'onSubmit',
    defaultValue: { firstName: draft.firstName, lastName: draft.lastName, email: draft.email, webRole: draft.webRole === null ? '' : String(draft.webRole) },
    send: (value) => {
      const body = { ...value, webRole: value.webRole ?? null };
      return draft.contactID === null ? api.call(Contact_Post, { body }) : api.call(Contact_Put, { body: { ...body, contactID: draft.contactID } });
    },
    onSuccess: (data) => onSaved(data.message),
  });
  const text = (name: 'firstName' | 'lastName' | 'email', label: string, type: 'text' | 'email' = 'text') =>
    locked ? (
      <LockedField field={fields[name]} label={label} value={draft[name]} type={type} />
    ) : (
      <TextField field={fields[name]} label={label} type={type} autoComplete="off" />
    );
  return (
    <form ref={formRef} {...getFormProps(form)} className="stack" noValidate>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      {text('firstName', 'First name')}
      {text('lastName', 'Last name')}
      {text('email', 'Email address', 'email')}
      <SelectField field={fields.webRole as FieldMetadata<string>} label={`${productName} Access Level`} placeholder="Select an access level" options={accessLevels} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {draft.contactID === null ? 'Send invitation' : 'Save'}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
