import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { createRecordingLogger } from '../testing/recording-logger.ts';
import { activeAccount, call, enterFreshWindow, login, password } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';

const wrong = 'Wr0ng!Pass';

describe('one limit for every password check (login, ChangePassword, ChangeEmail)', () => {
  const log = createRecordingLogger();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, { log });
  });
  afterAll(() => t.close());

  const changeEmail = (token: string, pw: string) => call(t.app, 'POST', '/api/User/ChangeEmail', { newEmail: `new.${Date.now()}@example.com`, password: pw }, { token });
  const changePassword = (token: string, pw: string) =>
    call(t.app, 'POST', '/api/User/ChangePassword', { oldPassword: pw, newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' }, { token });
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

  it('verifies at most 5 of 20 wrong passwords sent at once; the right one is then refused with 429 until its Retry-After has passed', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    enterFreshWindow(t.clock);
    const verifiedBefore = log.fieldsOf('auth.password_failed').length;
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(t.app, email, { password: wrong, ip: '203.0.113.9' })));
    expect(statuses(burst)).toEqual([...Array<number>(5).fill(400), ...Array<number>(15).fill(429)]);
    expect(burst.filter((a) => a.status === 400).every((a) => a.body.message === authTexts.invalidCredentials)).toBe(true);
    expect(log.fieldsOf('auth.password_failed').length - verifiedBefore).toBe(5);

    const right = await login(t.app, email, { ip: '203.0.113.9' });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(Number(right.headers.get('retry-after')) * 1000);
    expect((await login(t.app, email)).status).toBe(200);
  });

  it('gives the slot of a right password back: logging in often is never locked out', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    enterFreshWindow(t.clock);
    for (let i = 0; i < 4; i++) expect((await login(t.app, email, { password: wrong })).status).toBe(400);
    for (let i = 0; i < 6; i++) expect((await login(t.app, email)).status).toBe(200);
    expect((await login(t.app, email, { password: wrong })).status).toBe(400);
    expect((await login(t.app, email)).status).toBe(429);
  });

  it('limits ChangeEmail like login: 15 wrong passwords at once verify 5, and the right one is then refused with 429', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    enterFreshWindow(t.clock);
    const burst = await Promise.all(Array.from({ length: 15 }, () => changeEmail(s.token, wrong)));
    expect(statuses(burst)).toEqual([...Array<number>(5).fill(400), ...Array<number>(10).fill(429)]);
    const refused = await changeEmail(s.token, password);
    expect(refused.status).toBe(429);
    t.clock.advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await changeEmail(s.token, password)).status).toBe(200);
  });

  it('counts failures of login, ChangePassword and ChangeEmail together for one account', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    enterFreshWindow(t.clock);
    expect((await changePassword(s.token, wrong)).status).toBe(400);
    expect((await changePassword(s.token, wrong)).status).toBe(400);
    expect((await changeEmail(s.token, wrong)).status).toBe(400);
    expect((await changeEmail(s.token, wrong)).status).toBe(400);
    expect((await login(t.app, email, { password: wrong })).status).toBe(400);
    expect((await login(t.app, email)).status).toBe(429);
    expect((await changePassword(s.token, password)).status).toBe(429);
    expect((await changeEmail(s.token, password)).status).toBe(429);
  });
});
