/** The feedback modal: category and description. */
import { z } from 'zod';
import { feedbackTypes, limits } from './constants.ts';
import { messages } from './messages.ts';
import { requiredText } from './text-fields.ts';

export const feedbackTexts = {
  tooLong: `The feedback should not exceed ${limits.feedbackMax} characters.`,
} as const;

/** The form: one message per field, as shown under each input. */
export const feedbackSchema = z.object({
  feedbackType: z.enum(feedbackTypes, { error: messages.feedback.categoryRequired }),
  feedback: requiredText(messages.feedback.descriptionRequired, limits.feedbackMax, feedbackTexts.tooLong),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * POST /api/Feedback/SendFeedback: the form's rules; when a field is missing the request as a whole
 * answers 'Please fill all the fields' and each field keeps its own message.
 */
export const sendFeedbackSchema = z
  .object({
    feedbackType: z.unknown().optional().meta({ type: 'string', enum: [...feedbackTypes] }),
    feedback: z.unknown().optional().meta({ type: 'string', maxLength: limits.feedbackMax }),
  })
  .transform((value, ctx) => {
    const result = feedbackSchema.safeParse(value);
    if (result.success) return result.data;
    if (isMissing(value.feedbackType) || isMissing(value.feedback)) {
      ctx.addIssue({ code: 'custom', message: messages.feedback.missingField, path: [] });
    }
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
