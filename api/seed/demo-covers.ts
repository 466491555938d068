/**
 * Thumbnails for the demo's portfolio, drawn without any network or image library (320 × 200 PNG): a document's
 * first page, a video's frame with a play button, a web page in a browser window, each on the given colour.
 */
import { encodePng } from './png.ts';

type Rgb = readonly [number, number, number];
export type CoverKind = 'document' | 'video' | 'link';

const WIDTH = 320;
const HEIGHT = 200;
const white: Rgb = [255, 255, 255];
const line: Rgb = [214, 218, 226];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const inBox = (x: number, y: number, left: number, top: number, right: number, bottom: number) => x >= left && x < right && y >= top && y < bottom;

/** Grey text lines inside a box, each a little shorter than the one before. */
const textLine = (x: number, y: number, left: number, top: number, width: number) =>
  [0, 1, 2, 3].some((i) => inBox(x, y, left, top + i * 16, left + width - i * 18, top + i * 16 + 7));

function documentAt(x: number, y: number, colour: Rgb): Rgb {
  if (!inBox(x, y, 90, 16, 230, 200)) return mix(colour, white, 0.7);
  if (inBox(x, y, 90, 16, 230, 60)) return colour;
  return textLine(x, y, 104, 80, 112) ? line : white;
}

function videoAt(x: number, y: number, colour: Rgb): Rgb {
  const dx = x - WIDTH / 2;
  const dy = y - HEIGHT / 2;
  if (dx * dx + dy * dy <= 30 * 30) {
    const inTriangle = dx > -10 && dx < 16 && Math.abs(dy) < (16 - dx) * 0.6;
    return inTriangle ? colour : white;
  }
  return mix(colour, [0, 0, 0], 0.15 + (y / HEIGHT) * 0.3);
}

function linkAt(x: number, y: number, colour: Rgb): Rgb {
  if (!inBox(x, y, 30, 24, 290, 200)) return mix(colour, white, 0.75);
  if (inBox(x, y, 30, 24, 290, 44)) return [0, 1, 2].some((i) => (x - 44 - i * 14) ** 2 + (y - 34) ** 2 <= 16) ? white : mix(colour, [0, 0, 0], 0.2);
  if (inBox(x, y, 46, 60, 170, 120)) return mix(colour, white, 0.35);
  return textLine(x, y, 186, 62, 90) || textLine(x, y, 46, 136, 220) ? line : white;
}

const painters: Record<CoverKind, (x: number, y: number, colour: Rgb) => Rgb> = { document: documentAt, video: videoAt, link: linkAt };

export function makeCover(kind: CoverKind, colour: Rgb): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3);
  const paint = painters[kind];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = paint(x + 0.5, y + 0.5, colour);
      const at = (y * WIDTH + x) * 3;
      pixels[at] = Math.round(r);
      pixels[at + 1] = Math.round(g);
      pixels[at + 2] = Math.round(b);
    }
  }
  return encodePng(WIDTH, HEIGHT, pixels);
}
