/** The dev mailbox: with no SMTP_URL, the mail the product sends is read here (by people and by end-to-end tests). */
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { visitor } from '../access/people.ts';
import { notFound } from '../http/errors.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { email, positiveId } from '../../src/domain/fields.ts';

const LIST_LIMIT = 100;
const mailboxOff = 'The dev mailbox is off: mail is sent through SMTP.';
const requireMailbox = (deps: Deps) => {
  if (deps.config.smtpUrl) throw notFound(mailboxOff);
};

export const devMailboxRoutes = [
  route({
    method: 'get',
    path: '/api/DevMailbox/Messages',
    summary: 'Mail in the dev mailbox, newest first (only without SMTP): { id, to, subject, createdAt }[]',
    access: visitor,
    query: z.object({ to: email.optional() }),
    handler: async ({ deps, query }) => {
      requireMailbox(deps);
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
    handler: async ({ deps, query }) => {
      requireMailbox(deps);
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
