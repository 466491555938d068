/**
 * The crop dialog's state: opens and closes the dialog with the photo, redraws the preview as the view changes,
 * drags the picture with a pointer and draws the kept square (at most 512 pixels) as a data: URL.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { centred, dragBy, outputSide, room, sourceSquare, type CropView } from './crop-geometry.ts';
import type { ChosenPhoto } from './photo-file.ts';
import { drawSquare, sizeOf } from './draw-square.ts';

export const PREVIEW_SIDE = 320;
const JPEG_QUALITY = 0.92;

export function usePhotoCrop(photo: ChosenPhoto | null, onCrop: (dataUrl: string) => void) {
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

  return { dialogRef, canvasRef, view, setView, movable, onPointerDown, onPointerMove, endDrag, crop };
}
