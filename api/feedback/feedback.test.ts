import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { feedback, mailOutbox } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { feedbackTexts } from '#domain/feedback.ts';
import { clientAccount, request, talentAccount } from '../notification/test-accounts.ts';
import { enterFreshWindow } from '../testing/test-client.ts';
import { feedbackPerUser } from './routes.ts';
import { defangLinks } from '../mail/defang.ts';

describe('POST /api/Feedback/SendFeedback', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ supportEmail: 'support@market.example' });
  });
  afterAll(() => t.close());

  const send = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    request(t.app, 'POST', '/api/Feedback/SendFeedback', { body, headers, ...(token ? { token } : {}) });
  const supportMails = () => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'support@market.example')).orderBy(desc(mailOutbox.id));

  it('answers the spec’s messages for missing and invalid fields', async () => {
    const talent = await talentAccount(t.deps);
    expect(await send(talent.token, {})).toEqual({
      status: 400,
      body: {
        message: messages.feedback.missingField,
        errors: { _: [messages.feedback.missingField], feedbackType: [messages.feedback.categoryRequired], feedback: [messages.feedback.descriptionRequired] },
      },
    });
    expect(await send(talent.token, { feedbackType: 'Technical', feedback: '   ' })).toMatchObject({
      status: 400,
      body: { message: messages.feedback.missingField, errors: { feedback: [messages.feedback.descriptionRequired] } },
    });
    expect(await send(talent.token, { feedbackType: '', feedback: 'Hello' })).toMatchObject({
      status: 400,
      body: { message: messages.feedback.missingField, errors: { feedbackType: [messages.feedback.categoryRequired] } },
    });
    expect(await send(talent.token, { feedbackType: 'Praise', feedback: 'Hello' })).toMatchObject({
      status: 400,
      body: { message: messages.feedback.categoryRequired },
    });
    expect(await send(talent.token, { feedbackType: 'Other', feedback: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { message: feedbackTexts.tooLong, errors: { feedback: [feedbackTexts.tooLong] } },
    });
    expect((await send(talent.token, { feedbackType: 'Other', feedback: 'x'.repeat(500) })).status).toBe(200);
    expect((await send(undefined, { feedbackType: 'Other', feedback: 'Hello' })).status).toBe(401);
  });

  it('stores the feedback and mails support who sent it, from which page', async () => {
    const client = await clientAccount(t.deps);
    const text = 'The <b>search</b> could remember my filters & sort.';
    const res = await send(client.token, { feedbackType: 'Suggestions', feedback: `  ${text}  ` }, { 'x-page-url': 'https://market.example/client-dashboard' });
    expect(res).toEqual({ status: 200, body: { message: messages.shell.feedbackReceived } });
    const [row] = await t.deps.db.select().from(feedback).where(eq(feedback.userId, client.userId));
    expect(row).toMatchObject({ feedbackType: 'Suggestions', feedback: text, pageUrl: 'https://market.example/client-dashboard' });
    const [mail] = await supportMails();
    expect(mail?.subject).toContain('(Suggestions)');
    // What the user sent, the page address included, reaches support with no live link.
    expect(mail?.text).toContain(defangLinks(client.email));
    expect(mail?.text).toContain(`contactId ${client.contactId}`);
    expect(mail?.text).toContain('Page: market[.]example/client-dashboard');
    expect(mail?.text).toContain(text);
    expect(mail?.html).toContain('The &lt;b&gt;search&lt;/b&gt; could remember my filters &amp; sort.');
    expect(mail?.html).not.toContain('<b>search');
  });

  it('limits how often one user sends', async () => {
    const talent = await talentAccount(t.deps);
    enterFreshWindow(t.clock);
    for (let i = 0; i < feedbackPerUser.max; i += 1) {
      expect((await send(talent.token, { feedbackType: 'Other', feedback: `note ${i}` })).status).toBe(200);
    }
    expect((await send(talent.token, { feedbackType: 'Other', feedback: 'one more' })).status).toBe(429);
  });
});
