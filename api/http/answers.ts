/** Answer pieces many controllers share, for the route declarations' `response`. */
import { z } from 'zod';

/** A record id. */
export const id = z.number().int();

/** The confirmation most actions answer with: `{ message }`. */
export const messageAnswer = z.object({ message: z.string() });
