/**
 * Portrait-like pictures for the demo's people, drawn without any network or image library: a soft backdrop, the
 * shoulders in a top's colour, a face and hair. Everything but the backdrop follows from the person's name, so one
 * name always gives the same picture. Shapes are sampled 3 × 3 per pixel for smooth edges.
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

interface Look {
  backdrop: Rgb;
  skin: Rgb;
  hair: Rgb;
  top: Rgb;
  longHair: boolean;
}

/** The colour of one point of the picture, in units of the picture's side (0…1). */
function colourAt(x: number, y: number, look: Look): Rgb {
  const headCy = 0.42;
  const face = inEllipse(x, y, 0.5, headCy, 0.17, 0.21);
  const hairTop = inEllipse(x, y, 0.5, headCy - 0.06, 0.2, 0.2) && y < headCy - 0.04;
  const hairSides = look.longHair && inEllipse(x, y, 0.5, headCy + 0.06, 0.22, 0.3) && !face && y < 0.72;
  const shoulders = inEllipse(x, y, 0.5, 1.02, 0.4, 0.3);
  const neck = Math.abs(x - 0.5) < 0.07 && y > headCy && y < 0.76;
  if (hairTop || (hairSides && !shoulders)) return look.hair;
  if (face) return look.skin;
  if (shoulders) return inEllipse(x, y, 0.5, 0.74, 0.08, 0.06) ? mix(look.skin, [0, 0, 0], 0.12) : look.top;
  if (neck) return mix(look.skin, [0, 0, 0], 0.12);
  return mix(look.backdrop, [255, 255, 255], y * 0.25);
}

/** A square PNG portrait of `size` pixels for the person named, on a backdrop lightened from the given colour. */
export function makePortrait(name: string, backdrop: Rgb, size = 192): Uint8Array {
  const h = hash(name);
  const look: Look = {
    backdrop: mix(backdrop, [255, 255, 255], 0.55),
    skin: pick(skins, h, 0),
    hair: pick(hairs, h, 5),
    top: pick(tops, h, 10),
    longHair: ((h >>> 15) & 1) === 1,
  };
  const pixels = new Uint8Array(size * size * 3);
  const samples = 3;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const [cr, cg, cb] = colourAt((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, look);
          r += cr;
          g += cg;
          b += cb;
        }
      }
      const n = samples * samples;
      pixels.set([Math.round(r / n), Math.round(g / n), Math.round(b / n)], (py * size + px) * 3);
    }
  }
  return encodePng(size, size, pixels);
}
