/**
 * Portrait-like pictures for the demo's people, drawn without any network or image library: a soft backdrop, the
 * shoulders in a top's colour, a face and hair. Everything but the backdrop follows from the person's name, so one
 * name always gives the same picture. Shapes are sampled 2 × 2 per pixel for smooth edges.
 */
import { encodePng } from './png.ts';

type Rgb = readonly [number, number, number];

const skins: readonly Rgb[] = [
  [247, 215, 190],
  [236, 188, 150],
  [214, 160, 118],
  [176, 120, 84],
  [130, 86, 58],
  [95, 62, 42],
];
const hairs: readonly Rgb[] = [
  [40, 30, 26],
  [74, 50, 36],
  [120, 80, 46],
  [176, 132, 78],
  [150, 150, 150],
  [60, 40, 60],
];
const tops: readonly Rgb[] = [
  [38, 70, 140],
  [30, 110, 100],
  [120, 40, 70],
  [60, 60, 70],
  [180, 110, 40],
  [90, 60, 140],
];

/** FNV-1a: a small, stable hash of the name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

const pick = <T>(list: readonly T[], h: number, shift: number): T => list[(h >>> shift) % list.length] as T;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

const BACKDROP = 0;
const HAIR = 1;
const SKIN = 2;
const SHADE = 3;
const TOP = 4;

/** Which colour one point of the picture takes, in units of the picture's side (0…1). */
function partAt(x: number, y: number, longHair: boolean): number {
  const headCy = 0.42;
  const face = inEllipse(x, y, 0.5, headCy, 0.17, 0.21);
  const hairTop = y < headCy - 0.04 && inEllipse(x, y, 0.5, headCy - 0.06, 0.2, 0.2);
  const shoulders = inEllipse(x, y, 0.5, 1.02, 0.4, 0.3);
  const hairSides = longHair && !face && !shoulders && y < 0.72 && inEllipse(x, y, 0.5, headCy + 0.06, 0.22, 0.3);
  if (hairTop || hairSides) return HAIR;
  if (face) return SKIN;
  if (shoulders) return inEllipse(x, y, 0.5, 0.74, 0.08, 0.06) ? SHADE : TOP;
  if (Math.abs(x - 0.5) < 0.07 && y > headCy && y < 0.76) return SHADE;
  return BACKDROP;
}

/** A square PNG portrait of `size` pixels for the person named, on a backdrop lightened from the given colour. */
export function makePortrait(name: string, backdrop: Rgb, size = 160): Uint8Array {
  const h = hash(name);
  const skin = pick(skins, h, 0);
  const palette: Rgb[] = [[0, 0, 0], pick(hairs, h, 5), skin, mix(skin, [0, 0, 0], 0.12), pick(tops, h, 10)];
  const longHair = ((h >>> 15) & 1) === 1;
  const soft = mix(backdrop, [255, 255, 255], 0.55);
  const pixels = new Uint8Array(size * size * 3);
  const samples = 2;
  const n = samples * samples;
  for (let py = 0; py < size; py++) {
    palette[BACKDROP] = mix(soft, [255, 255, 255], (py / size) * 0.25);
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = palette[partAt((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, longHair)] as Rgb;
          r += colour[0];
          g += colour[1];
          b += colour[2];
        }
      }
      const at = (py * size + px) * 3;
      pixels[at] = Math.round(r / n);
      pixels[at + 1] = Math.round(g / n);
      pixels[at + 2] = Math.round(b / n);
    }
  }
  return encodePng(size, size, pixels);
}
