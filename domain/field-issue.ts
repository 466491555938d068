/** A rule between the fields of a form breaks: its message goes under the one field the form shows it beside. */
import type { z } from 'zod';

export function fieldIssue(ctx: z.RefinementCtx, field: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [field], message });
}
