/**
 * The dev mailbox: outside production and with no SMTP_URL, the mail the product sends is read here (by people
 * on this machine and by end-to-end tests). Mounted only when enabled (mount.ts); loopback clients only.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { route } from '../contract/route.ts';
import { visitor } from '../access/people.ts';
import { notFound } from '../http/errors.ts';
import { isLoopback } from '../http/loopback.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { email, positiveId } from '#domain/fields.ts';
import { listedMail, mailAnswer } from './answers.ts';

const LIST_LIMIT = 100;
/** Answers as if the mailbox did not exist unless it is on and the client is on this machine. */
const requireMailbox = (deps: Deps, ip: string) => {
  if (!deps.config.devMailbox || !isLoopback(ip)) throw notFound('Not found.');
};

export const devMailboxRoutes = [
  route({
    method: 'get',
    path: '/api/DevMailbox/Messages',
    summary: 'Mail in the dev mailbox, newest first (only without SMTP): { id, to, subject, createdAt }[]',
    access: visitor,
    query: z.object({ to: z.optional(email) }),
    response: z.array(listedMail),
    handler: async ({ deps, query, ip }) => {
      requireMailbox(deps, ip);
      return deps.db
        .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
        .from(mailOutbox)
        .where(query.to ? eq(sql`lower(${mailOutbox.toAddress})`, query.to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(LIST_LIMIT);
    },
  }),
  route({
    method: 'get',
    path: '/api/DevMailbox/Message',
    summary: 'One message of the dev mailbox (only without SMTP): { id, to, subject, text, html, createdAt }',
    access: visitor,
    query: z.object({ id: positiveId }),
    response: mailAnswer,
    handler: async ({ deps, query, ip }) => {
      requireMailbox(deps, ip);
      const [message] = await deps.db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, query.id));
      if (!message) throw notFound('No such message.');
      return message;
    },
  }),
];
