/** The answers of the Master controller; other controllers reuse them where they hand out the same lists. */
import { z } from 'zod';

/** A country, state or language: `{ code, name }`. */
export const place = z.object({ code: z.string(), name: z.string() });
