import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { defangLinks } from '../mail/defang.ts';
import { mailOutbox, notifications, users } from '../db/schema/index.ts';
import { activeAccount, call, linkToken, password, uniqueEmail } from '../testing/test-client.ts';

describe('account notices from the User controller', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const noticesOf = async (email: string) => {
    const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return t.deps.db.select().from(notifications).where(eq(notifications.userId, user?.id ?? 0));
  };
  const mailsTo = (to: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));

  it('a password change leaves an in-app notice and a mail', async () => {
    const { email, session } = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    const newPassword = 'N3w!Passw0rd';
    const res = await call(t.app, 'POST', '/api/User/ChangePassword', { oldPassword: password, newPassword, confirmPassword: newPassword }, { token: session.token });
    expect(res.status).toBe(200);
    expect(await noticesOf(email)).toEqual([expect.objectContaining({ type: 'T', subject: 'Your password was changed', isRead: false })]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain('password was changed');
    expect(mail?.text).toContain('/forgetpassword');
  });

  it('a confirmed e-mail change leaves a notice and tells the address given up', async () => {
    const { email, session } = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const newEmail = uniqueEmail('moved');
    expect((await call(t.app, 'POST', '/api/User/ChangeEmail', { newEmail, password }, { token: session.token })).status).toBe(200);
    expect(await noticesOf(email)).toEqual([]);
    const token = await linkToken(t.deps, newEmail, '/emailverification');
    expect((await call(t.app, 'POST', '/api/User/VerifyEmail', { token })).status).toBe(200);
    expect(await noticesOf(newEmail)).toEqual([expect.objectContaining({ type: 'C', subject: 'Your email address was changed' })]);
    const [toOld] = await mailsTo(email);
    expect(toOld?.subject).toContain('email address was changed');
    // The new address is what the user typed: it is named, not linked.
    expect(toOld?.text).toContain(defangLinks(newEmail));
  });
});
