/**
 * The profile photo as a form of its own: choosing a picture opens the Crop Photo dialog, and "Save photo" there sends
 * the square at once (POST /api/MyInformation/UpdatePhoto), so the photo never waits on, or is lost to, another field
 * of My information. A refusal shows under the photo.
 */
import { useCallback, useRef } from 'react';
import { getFormProps } from '@conform-to/react';
import { myPhotoSchema, type MyPhotoInput } from '#domain/account.ts';
import { api } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { MyInformation_UpdatePhoto } from '../../lib/api/operations.gen.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { PhotoField } from './PhotoField.tsx';
import { replyToFailedSave } from './save-reply.ts';

type Saved = AnswerOf<typeof MyInformation_UpdatePhoto>;

interface PhotoFormProps {
  instrId: number;
  photoId: string | null;
  onSaved: (saved: Saved) => void;
}

export function PhotoForm({ instrId, photoId, onSaved }: PhotoFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, busy, notice } = useApiForm<{ imageAsBase64String: string }, MyPhotoInput, Saved>({
    id: 'my-photo',
    shouldValidate: 'onSubmit',
    schema: myPhotoSchema,
    send: (body) => api.call(MyInformation_UpdatePhoto, { body }),
    onSuccess(data, { notify }) {
      onSaved(data);
      notify(data.message);
    },
    replyToError: replyToFailedSave,
  });
  const send = useCallback(() => formRef.current?.requestSubmit(), []);

  return (
    <form {...getFormProps(form)} ref={formRef} method="post" className="stack" aria-labelledby="my-photo-title">
      <h2 id="my-photo-title">Photo</h2>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <input type="hidden" name="instrId" value={instrId} />
      <PhotoField field={fields.imageAsBase64String} photoId={photoId} onCropped={send} cropLabel="Save photo" />
      <div role="status">{busy ? <p className="muted">Saving your photo…</p> : notice ? <p className="notice">{notice}</p> : null}</div>
    </form>
  );
}
