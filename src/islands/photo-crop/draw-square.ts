/** Draws the chosen square of a picture onto a canvas of the given side. */
import { sourceSquare, type CropView } from './crop-geometry.ts';

export function sizeOf(image: HTMLImageElement) {
  return { width: image.naturalWidth, height: image.naturalHeight };
}

export function drawSquare(canvas: HTMLCanvasElement, image: HTMLImageElement, view: CropView, side: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const square = sourceSquare(sizeOf(image), view);
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, side, side);
  context.drawImage(image, square.sx, square.sy, square.side, square.side, 0, 0, side, side);
}
