/**
 * The Crop Photo dialog (spec 3 §2): the chosen picture in a square canvas; the person drags it or uses the
 * Zoom and position sliders, then keeps the square, which is drawn at most 512 pixels wide and handed back
 * as a data: URL of the same type (png or jpeg).
 */
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { centred, cropLimits, dragBy, outputSide, room, sourceSquare, type CropView } from './crop-geometry.ts';
import type { ChosenPhoto } from './photo-file.ts';
import './photo-crop.css';

interface PhotoCropDialogProps {
  /** The picture to crop; the dialog is open while there is one. */
  photo: ChosenPhoto | null;
  onCancel: () => void;
  onCrop: (dataUrl: string) => void;
  /** The button that keeps the square. */
  confirmLabel?: string;
}

const PREVIEW_SIDE = 320;
const JPEG_QUALITY = 0.92;

function sizeOf(image: HTMLImageElement) {
  return { width: image.naturalWidth, height: image.naturalHeight };
}

function drawSquare(canvas: HTMLCanvasElement, image: HTMLImageElement, view: CropView, side: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const square = sourceSquare(sizeOf(image), view);
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, side, side);
  context.drawImage(image, square.sx, square.sy, square.side, square.side, 0, 0, side, side);
}

export function PhotoCropDialog({ photo, onCancel, onCrop, confirmLabel = 'Use this photo' }: PhotoCropDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  const [view, setView] = useState<CropView>(centred);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (photo && !dialog.open) {
      setView(centred);
      dialog.showModal();
    } else if (!photo && dialog.open) {
      dialog.close();
    }
  }, [photo]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (photo && canvas) drawSquare(canvas, photo.image, view, PREVIEW_SIDE);
  }, [photo, view]);

  const size = photo ? sizeOf(photo.image) : { width: 1, height: 1 };
  const movable = room(size, view);

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const from = dragFrom.current;
    if (!from || !photo) return;
    const shownSide = event.currentTarget.getBoundingClientRect().width || PREVIEW_SIDE;
    dragFrom.current = { x: event.clientX, y: event.clientY };
    setView((current) => dragBy(size, current, event.clientX - from.x, event.clientY - from.y, shownSide));
  }

  function endDrag() {
    dragFrom.current = null;
  }

  function crop() {
    if (!photo) return;
    const side = outputSide(sourceSquare(size, view));
    const output = document.createElement('canvas');
    output.width = side;
    output.height = side;
    drawSquare(output, photo.image, view, side);
    onCrop(output.toDataURL(photo.type, JPEG_QUALITY));
  }

  const slider = (name: keyof CropView, label: string, min: number, max: number, step: number, disabled: boolean) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={view[name]}
        disabled={disabled}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          setView((current) => ({ ...current, [name]: value }));
        }}
      />
    </div>
  );

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
      {slider('zoom', 'Zoom', cropLimits.minZoom, cropLimits.maxZoom, 0.05, false)}
      {slider('x', 'Horizontal position', 0, 100, 1, !movable.x)}
      {slider('y', 'Vertical position', 0, 100, 1, !movable.y)}
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
