/**
 * The first page of a PDF drawn as a PNG (decision record 289), with pdf.js and the canvas it draws on in Node
 * (@napi-rs/canvas, which pdfjs-dist brings). The page is scaled to fit the thumbnail box. Scripts in the PDF never
 * run, fonts are drawn from the package's own standard fonts, and a file that cannot be read, or takes too long,
 * answers undefined so the item is kept without a thumbnail.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const RENDER_TIMEOUT_MS = 10_000;
const require = createRequire(import.meta.url);
const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfFirstPage(bytes: Uint8Array, box: { width: number; height: number }): Promise<Buffer | undefined> {
  const [pdfjs, { createCanvas }] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]);
  const task = pdfjs.getDocument({ data: bytes, enableXfa: false, standardFontDataUrl, verbosity: 0 });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS);
  });
  const render = async () => {
    const page = await (await task.promise).getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(box.width / natural.width, box.height / natural.height) });
    const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return canvas.toBuffer('image/png');
  };
  try {
    return await Promise.race([render(), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
}
