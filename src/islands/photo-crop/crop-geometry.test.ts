import { describe, expect, it } from 'vitest';
import { centred, dragBy, outputSide, room, sourceSquare } from './crop-geometry.ts';

const landscape = { width: 800, height: 400 };
const portrait = { width: 300, height: 900 };

describe('the square crop of a photo', () => {
  it('takes the largest square, centred, at zoom 1', () => {
    expect(sourceSquare(landscape, centred)).toEqual({ sx: 200, sy: 0, side: 400 });
    expect(sourceSquare(portrait, centred)).toEqual({ sx: 0, sy: 300, side: 300 });
  });

  it('moves the square from edge to edge with the positions', () => {
    expect(sourceSquare(landscape, { zoom: 1, x: 0, y: 50 })).toEqual({ sx: 0, sy: 0, side: 400 });
    expect(sourceSquare(landscape, { zoom: 1, x: 100, y: 50 })).toEqual({ sx: 400, sy: 0, side: 400 });
    expect(sourceSquare(portrait, { zoom: 1, x: 50, y: 100 })).toEqual({ sx: 0, sy: 600, side: 300 });
  });

  it('shrinks the square with the zoom and keeps it inside the picture', () => {
    expect(sourceSquare(landscape, { zoom: 2, x: 100, y: 100 })).toEqual({ sx: 600, sy: 200, side: 200 });
    expect(sourceSquare(landscape, { zoom: 9, x: 150, y: -20 })).toEqual({ sx: 700, sy: 0, side: 100 });
  });

  it('knows in which directions the square can move', () => {
    expect(room(landscape, centred)).toEqual({ x: true, y: false });
    expect(room(landscape, { zoom: 2, x: 50, y: 50 })).toEqual({ x: true, y: true });
    expect(room({ width: 500, height: 500 }, centred)).toEqual({ x: false, y: false });
  });

  it('moves the picture with the pointer: dragging right shows more of the left side', () => {
    const dragged = dragBy(landscape, centred, 40, 25, 200);
    // 40 screen pixels on a 200-pixel preview of a 400-pixel square are 80 image pixels of the 400 free ones.
    expect(dragged).toEqual({ zoom: 1, x: 30, y: 50 });
    expect(dragBy(landscape, centred, -1000, 0, 200).x).toBe(100);
  });

  it('makes photos of at most 512 pixels', () => {
    expect(outputSide(sourceSquare(landscape, centred))).toBe(400);
    expect(outputSide(sourceSquare({ width: 4000, height: 3000 }, centred))).toBe(512);
  });
});
