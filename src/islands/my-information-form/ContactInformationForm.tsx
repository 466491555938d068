/**
 * A client contact's own information: first and last name, nickname, phone, job title, department
 * and a photo cropped to a square. Saved with POST /api/Contact/UpdateMyInformation; what was typed stays in
 * the form when the save fails.
 */
import { useMemo, useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { contactInformationSchema, knownDepartment, type ContactInformationInput } from '#domain/account.ts';
import { api } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { Contact_UpdateMyInformation, type Contact_GetMyinformation } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { SelectField } from '../form-kit/SelectField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { PhotoField } from './PhotoField.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { replyToFailedSave } from './save-reply.ts';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export type ContactInformation = AnswerOf<typeof Contact_GetMyinformation>;

type ContactInformationFields = {
  firstName: string;
  lastName: string;
  nickName: string;
  phone: string;
  jobTitle: string;
  departmentId: string;
  imageAsBase64String: string;
};

export default function ContactInformationForm({ information }: { information: ContactInformation }) {
  const [photoId, setPhotoId] = useState(information.thumbnailBlobId);
  const schema = useMemo(
    () => contactInformationSchema.check(knownDepartment(new Set(information.departments.map((d) => d.id)))),
    [information.departments],
  );

  const { form, fields, busy, notice } = useApiForm<ContactInformationFields, ContactInformationInput, AnswerOf<typeof Contact_UpdateMyInformation>>({
    id: 'contact-information',
    schema,
    defaultValue: {
      firstName: information.firstName,
      lastName: information.lastName,
      nickName: information.nickName ?? '',
      phone: information.phone ?? '',
      jobTitle: information.jobTitle ?? '',
      departmentId: information.departmentId === null ? '' : String(information.departmentId),
    },
    send: (body) => api.call(Contact_UpdateMyInformation, { body }),
    onSuccess(data, { notify }) {
      setPhotoId(data.thumbnailBlobId);
      notify(data.message);
    },
    replyToError: replyToFailedSave,
  });

  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-labelledby="contact-information-title">
      <h2 id="contact-information-title">Contact details</h2>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <PhotoField field={fields.imageAsBase64String} photoId={photoId} />
      <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
      <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
      <TextField field={fields.nickName} label="Nickname" autoComplete="nickname" />
      <TextField field={fields.phone} label="Phone" autoComplete="tel" />
      <TextField field={fields.jobTitle} label="Job title" autoComplete="organization-title" />
      <SelectField
        field={fields.departmentId}
        label="Department"
        placeholder="Choose a department"
        options={information.departments.map((d) => ({ value: String(d.id), label: d.name }))}
      />
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Saving…">Save</SubmitButton>
      </div>
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
    </form>
  );
}
