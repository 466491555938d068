/** The Feedback controller: the feedback modal's send. Stored, and mailed to support. */
import { route } from '../contract/route.ts';
import { signedIn } from '../access/people.ts';
import { unauthorized } from '../http/errors.ts';
import { consumeRateLimit, type RateLimit } from '../http/rate-limit.ts';
import { loadAccount } from '../auth/account.ts';
import { feedback } from '../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { authTexts } from '#domain/auth.ts';
import { sendFeedbackSchema } from '#domain/feedback.ts';
import { messages } from '#domain/messages.ts';
import { feedbackMail } from './feedback-mail.ts';
import { messageAnswer } from '../http/answers.ts';

/** Enough for a person, not for a script flooding the support mailbox. */
export const feedbackPerUser: RateLimit = { name: 'feedback:user', max: 5 };

const PAGE_URL_MAX = 2000;

const pageUrlOf = (header: string | undefined) =>
  header && header.length <= PAGE_URL_MAX && URL.canParse(header) ? header : null;

export const feedbackRoutes = [
  route({
    method: 'post',
    path: '/api/Feedback/SendFeedback',
    summary: 'Send feedback { feedbackType: Technical | Suggestions | Other, feedback (up to 500 characters) }: stored and mailed to support',
    access: signedIn,
    body: sendFeedbackSchema,
    response: messageAnswer,
    handler: async ({ c, deps, body, user }) => {
      await consumeRateLimit(deps, feedbackPerUser, String(user.userId));
      const account = await loadAccount(deps.db, user.userId);
      if (!account) throw unauthorized(authTexts.sessionEnded);
      const pageUrl = pageUrlOf(c.req.header('x-page-url'));
      const sentAt = deps.now();
      await deps.db.transaction(async (tx) => {
        await tx.insert(feedback).values({ userId: user.userId, ...body, pageUrl, createdAt: sentAt });
        await enqueueMail(
          tx,
          feedbackMail({ to: deps.config.supportEmail, productName: deps.config.productName, feedback: body, account, pageUrl, sentAt }),
        );
      });
      return { message: messages.shell.feedbackReceived };
    },
  }),
];
