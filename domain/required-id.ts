/** The id a query or body names, read from text or a number: missing, not whole or not positive, "<name> is required.". */
import { z } from 'zod';

export const requiredId = (name: string) => z.coerce.number({ error: `${name} is required.` }).int().positive({ error: `${name} is required.` });
