/**
 * The mail sender: delivers the outbox. With SMTP_URL it sends through nodemailer, retrying with
 * exponential backoff; without it, messages are filed in the dev mailbox. Several instances may run:
 * each claims due messages with FOR UPDATE SKIP LOCKED and a lease, so a message goes out once. nodemailer is loaded
 * only with SMTP_URL, when the first message goes out (decision record 302).
 */
import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Deps } from '../deps.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { MAIL_CHANNEL } from './outbox.ts';
import { startNotifiedWorker } from '../db/notified-worker.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type Deliver = (mail: OutboxRow) => Promise<void>;

export interface MailSender {
  /** Resolves once the sender listens for new mail. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export const MAX_ATTEMPTS = 8;
const BATCH = 20;
const LEASE_MS = 5 * 60_000;
const POLL_MS = 15_000;

/** 30 s after the first failure, doubling up to 1 hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Files every unsent message in the dev mailbox (no SMTP configured). */
export async function fileInDevMailbox(deps: Deps): Promise<number> {
  const rows = await deps.db
    .update(mailOutbox)
    .set({ sentAt: deps.now(), transport: 'dev-mailbox' })
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Claims up to one batch of due messages and delivers each; returns how many were claimed. */
export async function deliverDue(deps: Deps, deliver: Deliver): Promise<number> {
  const now = deps.now();
  const due = deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();

  for (const mail of claimed) {
    try {
      await deliver(mail);
      await deps.db
        .update(mailOutbox)
        .set({ sentAt: deps.now(), transport: 'smtp', lastError: null })
        .where(sql`${mailOutbox.id} = ${mail.id}`);
    } catch (error) {
      const failedAt = deps.now();
      const gaveUp = mail.attempts >= MAX_ATTEMPTS;
      deps.log.warn('mail.send_failed', { id: mail.id, attempts: mail.attempts, gaveUp, error: errorText(error) });
      await deps.db
        .update(mailOutbox)
        .set({
          lastError: errorText(error),
          ...(gaveUp ? { failedAt } : { nextAttemptAt: new Date(failedAt.getTime() + retryDelayMs(mail.attempts)) }),
        })
        .where(sql`${mailOutbox.id} = ${mail.id}`);
    }
  }
  return claimed.length;
}

/** Delivers through an SMTP relay (nodemailer). */
export function smtpDeliver(deps: Deps, smtpUrl: string) {
  let transport: Promise<Transporter> | undefined;
  const deliver: Deliver = async (mail) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (await transport).sendMail({ from: deps.config.mailFrom, to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {} });
  };
  return { deliver, close: async () => (await transport)?.close() };
}

/** Starts delivering: at once, on every NOTIFY from enqueueMail, and on a timer for retries. */
export function startMailSender(deps: Deps): MailSender {
  const smtp = deps.config.smtpUrl ? smtpDeliver(deps, deps.config.smtpUrl) : null;
  const worker = startNotifiedWorker(deps, {
    channel: MAIL_CHANNEL,
    pollMs: POLL_MS,
    failure: 'mail.sender_failed',
    work: async (stopped) => {
      if (!smtp) {
        await fileInDevMailbox(deps);
        return;
      }
      let claimed = BATCH;
      while (!stopped() && claimed === BATCH) claimed = await deliverDue(deps, smtp.deliver);
    },
  });
  return {
    ready: worker.ready,
    stop: async () => {
      await worker.stop();
      await smtp?.close();
    },
  };
}
