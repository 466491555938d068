/** The answers of the DevMailbox controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { id } from '../http/answers.ts';

/** A message as the mailbox lists it. */
export const listedMail = z.object({ id, to: z.string(), subject: z.string(), createdAt: z.string() });

/** One message with its bodies. */
export const mailAnswer = listedMail.extend({ text: z.string(), html: z.string() });
