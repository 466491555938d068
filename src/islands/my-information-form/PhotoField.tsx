/**
 * The photo of My information: the saved one (GET /api/Blob/Photo), a file picker (png or jpeg up to 5 MB),
 * the Crop Photo dialog, and the cropped square as base64 in the form's imageAsBase64String field.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import { readPhoto, type ChosenPhoto } from '../photo-crop/photo-file.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const [cropping, setCropping] = useState(false);
  const [cropped, setCropped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = `${field.id}-hint`;

  // A saved photo replaces the cropped one.
  useEffect(() => setCropped(null), [photoId]);
  // The square is in the hidden field once rendered: only then may the form send it.
  useEffect(() => {
    if (cropped) onCropped?.();
  }, [cropped, onCropped]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setProblem(null);
    const reading = await readPhoto(file);
    if (reading.ok) {
      setCropping(true);
      setChosen(reading.photo);
    } else {
      setProblem(reading.message);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function close() {
    setChosen(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  }

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
            onCrop={(dataUrl) => {
              setCropped(dataUrl);
              close();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
