/**
 * The photo of My information: the saved one (GET /api/Blob/Photo), a file picker (png or jpeg up to 5 MB),
 * the Crop Photo dialog, and the cropped square as base64 in the form's imageAsBase64String field.
 */
import { lazy, Suspense } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { usePhotoChoice } from './use-photo-choice.ts';
import './photo-field.css';

/** The crop dialog loads with the first picture chosen, not with the page. */
const PhotoCropDialog = lazy(() => import('../photo-crop/PhotoCropDialog.tsx').then((module) => ({ default: module.PhotoCropDialog })));

interface PhotoFieldProps {
  field: FieldMetadata<string>;
  /** The saved photo's blob id, or null. */
  photoId: string | null;
  /** Called once the cropped square is in the form's field (a photo form then sends it at once). */
  onCropped?: () => void;
  /** The crop dialog's button: what happens to the square. */
  cropLabel?: string;
}

export function PhotoField({ field, photoId, onCropped, cropLabel = 'Use this photo' }: PhotoFieldProps) {
  const { inputRef, chosen, cropping, cropped, problem, choose, close, keep } = usePhotoChoice(photoId, onCropped);
  const hintId = `${field.id}-hint`;

  const shown = cropped ?? (photoId ? `/api/Blob/Photo?id=${encodeURIComponent(photoId)}` : null);
  const error = problem ?? field.errors?.[0];

  return (
    <div className="field photo-field">
      <span className="photo-field-label">Photo</span>
      <div className="photo-field-row">
        {shown ? (
          <img className="photo-field-image" src={shown} alt={cropped ? 'Your new photo, not saved yet' : 'Your photo'} width={96} height={96} />
        ) : (
          <span className="photo-field-image photo-field-empty">No photo yet</span>
        )}
        <div className="photo-field-controls">
          <input
            ref={inputRef}
            id={field.id}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            aria-describedby={error ? `${hintId} ${field.errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event)}
          />
          <label htmlFor={field.id} className="button secondary">
            {shown ? 'Choose another photo' : 'Choose a photo'}
          </label>
          <p id={hintId} className="hint">
            A jpg, jpeg or png file of at most 5 MB; you crop it to a square.{cropped && !onCropped ? ' Save to keep the new photo.' : ''}
          </p>
        </div>
      </div>
      <input type="hidden" name={field.name} value={cropped ?? ''} />
      <ErrorText id={field.errorId} className="field-error">
        {error}
      </ErrorText>
      {cropping && (
        <Suspense fallback={null}>
          <PhotoCropDialog
            photo={chosen}
            confirmLabel={cropLabel}
            onCancel={close}
            onCrop={keep}
          />
        </Suspense>
      )}
    </div>
  );
}
