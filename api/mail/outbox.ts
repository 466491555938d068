/** Every e-mail is written to the outbox first (inside the caller's transaction when given one), then sent by the sender. */
import { notify, type Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export const MAIL_CHANNEL = 'mail_outbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, such as List-Unsubscribe (RFC 2369, 8058). */
  headers?: Record<string, string>;
}

/**
 * Queues one message and wakes the senders (the NOTIFY is delivered when the transaction commits). The message is due
 * at once by this process's clock, in whole milliseconds as the sender reads it: the database's own now() is finer and
 * may lie a fraction of a millisecond ahead, which left a message just queued waiting for the next poll.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? null, nextAttemptAt: new Date() })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail outbox did not return the new message.');
  await notify(db, MAIL_CHANNEL, String(row.id));
  return row.id;
}
