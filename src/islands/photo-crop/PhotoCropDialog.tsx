/**
 * The Crop Photo dialog: the chosen picture in a square canvas; the person drags it or uses the
 * Zoom and position sliders, then keeps the square, which is drawn at most 512 pixels wide and handed back
 * as a data: URL of the same type (png or jpeg).
 */
import { useId } from 'react';
import { cropLimits } from './crop-geometry.ts';
import type { ChosenPhoto } from './photo-file.ts';
import { PREVIEW_SIDE, usePhotoCrop } from './use-photo-crop.ts';
import { CropSlider } from './CropSlider.tsx';
import './photo-crop.css';

interface PhotoCropDialogProps {
  /** The picture to crop; the dialog is open while there is one. */
  photo: ChosenPhoto | null;
  onCancel: () => void;
  onCrop: (dataUrl: string) => void;
  /** The button that keeps the square. */
  confirmLabel?: string;
}

export function PhotoCropDialog({ photo, onCancel, onCrop, confirmLabel = 'Use this photo' }: PhotoCropDialogProps) {
  const id = useId();
  const { dialogRef, canvasRef, view, setView, movable, onPointerDown, onPointerMove, endDrag, crop } = usePhotoCrop(photo, onCrop);
  const sliderOf = { id, view, setView };

  return (
    <dialog
      ref={dialogRef}
      className="photo-crop"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-help`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>Crop Photo</h2>
      <p id={`${id}-help`} className="muted">
        Your photo is shown as a square. Drag the picture or use the sliders to choose what it shows.
      </p>
      <canvas
        ref={canvasRef}
        className="photo-crop-canvas"
        width={PREVIEW_SIDE}
        height={PREVIEW_SIDE}
        role="img"
        aria-label="The square your photo will show"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      <CropSlider {...sliderOf} name="zoom" label="Zoom" min={cropLimits.minZoom} max={cropLimits.maxZoom} step={0.05} disabled={false} />
      <CropSlider {...sliderOf} name="x" label="Horizontal position" min={0} max={100} step={1} disabled={!movable.x} />
      <CropSlider {...sliderOf} name="y" label="Vertical position" min={0} max={100} step={1} disabled={!movable.y} />
      <div className="actions">
        <button type="button" onClick={crop}>
          {confirmLabel}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
