import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDeps } from '../testing/test-app.ts';
import { startSmtp } from '../testing/smtp-server.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { enqueueMail } from './outbox.ts';
import { deliverDue, fileInDevMailbox, MAX_ATTEMPTS, retryDelayMs, smtpDeliver, startMailSender } from './sender.ts';

const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Plain body line', html: '<p>HTML body</p>' });

describe('mail sender over SMTP', () => {
  const smtp = startSmtp();
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  beforeAll(async () => {
    ctx = await createTestDeps({ smtpUrl: `smtp://127.0.0.1:${await smtp.listening}`, mailFrom: 'Market <no-reply@market.example>' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.state.refuse = 0;
  });

  it('sends a queued message when NOTIFY wakes it, and records the delivery', async () => {
    const sender = startMailSender(ctx.deps);
    await sender.ready;
    const arrival = smtp.next();
    const id = await enqueueMail(ctx.deps.db, mail('first@example.com'));
    const got = await arrival;
    expect(got.from).toBe('no-reply@market.example');
    expect(got.to).toEqual(['first@example.com']);
    expect(got.raw).toContain('Subject: Hello first@example.com');
    expect(got.raw).toContain('Plain body line');
    expect(got.raw).toContain('<p>HTML body</p>');
    await sender.stop();
    const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ transport: 'smtp', attempts: 1, lastError: null, failedAt: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('retries a refused message with backoff, recording attempts and the last error', async () => {
    const smtpSend = smtpDeliver(ctx.deps, ctx.deps.config.smtpUrl ?? '');
    try {
      const id = await enqueueMail(ctx.deps.db, mail('retry@example.com'));
      smtp.state.refuse = 1;
      expect(await deliverDue(ctx.deps, smtpSend.deliver)).toBe(1);
      const [failed] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(failed).toMatchObject({ sentAt: null, attempts: 1, failedAt: null });
      expect(failed?.lastError).toContain('Mailbox busy');
      expect((failed?.nextAttemptAt.getTime() ?? 0) - ctx.deps.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 5_000);

      expect(await deliverDue(ctx.deps, smtpSend.deliver)).toBe(0);
      ctx.clock.advance(retryDelayMs(1));
      const arrival = smtp.next();
      expect(await deliverDue(ctx.deps, smtpSend.deliver)).toBe(1);
      expect((await arrival).to).toEqual(['retry@example.com']);
      const [sent] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(sent).toMatchObject({ attempts: 2, lastError: null, transport: 'smtp' });
    } finally {
      await smtpSend.close();
    }
  });

  it('gives up after the last attempt', async () => {
    const smtpSend = smtpDeliver(ctx.deps, ctx.deps.config.smtpUrl ?? '');
    try {
      const id = await enqueueMail(ctx.deps.db, mail('never@example.com'));
      await ctx.deps.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(mailOutbox.id, id));
      smtp.state.refuse = 1;
      expect(await deliverDue(ctx.deps, smtpSend.deliver)).toBe(1);
      const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.attempts).toBe(MAX_ATTEMPTS);
      expect(row?.failedAt).toBeInstanceOf(Date);
      ctx.clock.advance(24 * 60 * 60 * 1000);
      expect(await deliverDue(ctx.deps, smtpSend.deliver)).toBe(0);
    } finally {
      await smtpSend.close();
    }
  });

  it('delivers each message once when several senders claim at the same time', async () => {
    const sent: number[] = [];
    const record = async (row: { id: number }) => {
      sent.push(row.id);
    };
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => enqueueMail(ctx.deps.db, mail(`many${i}@example.com`))));
    await Promise.all([deliverDue(ctx.deps, record), deliverDue(ctx.deps, record), deliverDue(ctx.deps, record)]);
    expect([...sent].sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });
});

describe('mail outbox without SMTP', () => {
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  beforeAll(async () => {
    ctx = await createTestDeps();
  });
  afterAll(() => ctx.close());
  afterEach(async () => {
    await ctx.deps.db.delete(mailOutbox);
  });

  it('files messages in the dev mailbox so the sender does not pick them up again', async () => {
    const id = await enqueueMail(ctx.deps.db, mail('dev@example.com'));
    const sender = startMailSender(ctx.deps);
    await sender.ready;
    await sender.stop();
    const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ transport: 'dev-mailbox', attempts: 0, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await fileInDevMailbox(ctx.deps)).toBe(0);
  });

  it('finds a message due the moment it is queued, even within the same millisecond of the clock', async () => {
    const claimed: number[] = [];
    const record = async (row: { id: number }) => {
      claimed.push(row.id);
    };
    for (let round = 0; round < 40; round++) {
      const id = await enqueueMail(ctx.deps.db, mail(`at-once${round}@example.com`));
      expect(await deliverDue(ctx.deps, record)).toBe(1);
      expect(claimed.at(-1)).toBe(id);
    }
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    await ctx.deps.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.com'));
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(await ctx.deps.db.select().from(mailOutbox)).toEqual([]);
  });
});
