/**
 * My information of a talent: a photo cropped to a square, saved on its own as soon as it is
 * cropped (PhotoForm), then nickname, first and last name, country and state, saved with POST /api/MyInformation/Post;
 * what was typed stays in the form when the save fails.
 */
import { useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { knownLocation, myInformationSchema, type MyInformationInput } from '#domain/account.ts';
import { api } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { MyInformation_Post, type MyInformation_Get } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { LocationFields, useLocation } from '../form-kit/LocationFields.tsx';
import { PhotoForm } from './PhotoForm.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { replyToFailedSave } from './save-reply.ts';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export type TalentInformation = AnswerOf<typeof MyInformation_Get>;

/** The form's fields as the page holds them: text. */
type MyInformationFields = {
  nickName: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  stateCode: string;
};

export default function TalentInformationForm({ information }: { information: TalentInformation }) {
  const [photoId, setPhotoId] = useState(information.thumbnailBlobId);
  const location = useLocation(information.countries, information.countryCode, information.states);

  const { form, fields, busy, notice } = useApiForm<MyInformationFields, MyInformationInput, AnswerOf<typeof MyInformation_Post>>({
    id: 'my-information',
    schema: myInformationSchema.check(knownLocation(location.lists)),
    defaultValue: {
      nickName: information.nickName ?? '',
      firstName: information.firstName,
      lastName: information.lastName,
      countryCode: information.countryCode ?? '',
      stateCode: information.stateCode ?? '',
    },
    send: (body) => api.call(MyInformation_Post, { body }),
    onSuccess(data, { notify }) {
      notify(data.message);
    },
    replyToError: replyToFailedSave,
  });

  return (
    <div className="stack my-information">
    <PhotoForm instrId={information.instrId} photoId={photoId} onSaved={(saved) => setPhotoId(saved.thumbnailBlobId)} />
    <form {...getFormProps(form)} method="post" className="stack" aria-labelledby="my-information-title" data-unsaved-warning>
      <h2 id="my-information-title">Profile details</h2>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <input type="hidden" name="instrId" value={information.instrId} />
      <TextField field={fields.nickName} label="Nickname" autoComplete="nickname" />
      <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
      <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
      <LocationFields location={location} fields={fields} form={form} />
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Saving…">Save</SubmitButton>
      </div>
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
    </form>
    </div>
  );
}
