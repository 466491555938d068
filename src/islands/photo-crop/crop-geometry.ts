/**
 * The square crop of a photo: the largest square of the image, made smaller by the zoom and moved by the
 * horizontal and vertical position (0 = left or top edge, 100 = right or bottom edge).
 */
export interface ImageSize {
  width: number;
  height: number;
}

export interface CropView {
  /** 1 shows the largest square; 4 shows a quarter of its side. */
  zoom: number;
  /** Percent of the room to move sideways: 0 left edge, 100 right edge. */
  x: number;
  /** Percent of the room to move up and down: 0 top edge, 100 bottom edge. */
  y: number;
}

export interface SourceSquare {
  sx: number;
  sy: number;
  side: number;
}

export const cropLimits = { minZoom: 1, maxZoom: 4, outputMax: 512 } as const;

export const centred: CropView = { zoom: 1, x: 50, y: 50 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The square of the image (in image pixels) that the view shows. */
export function sourceSquare(image: ImageSize, view: CropView): SourceSquare {
  const zoom = clamp(view.zoom, cropLimits.minZoom, cropLimits.maxZoom);
  const side = Math.min(image.width, image.height) / zoom;
  return {
    sx: ((image.width - side) * clamp(view.x, 0, 100)) / 100,
    sy: ((image.height - side) * clamp(view.y, 0, 100)) / 100,
    side,
  };
}

/** Whether the view can move sideways and up and down at this zoom. */
export function room(image: ImageSize, view: CropView): { x: boolean; y: boolean } {
  const { side } = sourceSquare(image, view);
  return { x: image.width - side > 0.5, y: image.height - side > 0.5 };
}

/**
 * The view after dragging the picture by (dx, dy) screen pixels on a preview `viewSide` pixels wide: the
 * picture follows the pointer, so the square moves the other way.
 */
export function dragBy(image: ImageSize, view: CropView, dx: number, dy: number, viewSide: number): CropView {
  const { side } = sourceSquare(image, view);
  const perScreenPixel = side / viewSide;
  const moved = (position: number, delta: number, extent: number) => {
    const free = extent - side;
    return free > 0 ? clamp(position - ((delta * perScreenPixel) / free) * 100, 0, 100) : position;
  };
  return { zoom: view.zoom, x: moved(view.x, dx, image.width), y: moved(view.y, dy, image.height) };
}

/** The side of the cropped photo: the source square's, at most `cropLimits.outputMax` pixels. */
export function outputSide(square: SourceSquare): number {
  return Math.max(1, Math.round(Math.min(square.side, cropLimits.outputMax)));
}
