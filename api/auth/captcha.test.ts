import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { createTestApp } from '../testing/test-app.ts';
import { activeAccount, call, password, solvedCaptcha } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';
import { messages } from '#domain/messages.ts';

describe('human verification (ALTCHA)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    email = (await activeAccount(t.app, t.deps)).email;
  });
  afterAll(() => t.close());

  const loginWith = (captcha: unknown) => call(t.app, 'POST', '/api/User/login', { email, password, rememberMe: false, captcha });

  it('serves a signed challenge for the altcha widget, not cached, expiring in 10 minutes', async () => {
    const res = await t.app.request('/api/User/Captcha');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    const expiresInSeconds = (challenge.parameters.expiresAt ?? 0) - t.deps.now().getTime() / 1000;
    expect(expiresInSeconds).toBeGreaterThan(590);
    expect(expiresInSeconds).toBeLessThanOrEqual(600);
  });

  it("asks for it: 'Captcha is Required'", async () => {
    const res = await call(t.app, 'POST', '/api/User/login', { email, password });
    expect(res).toMatchObject({ status: 400, body: { message: messages.auth.captchaRequired, errors: { captcha: [messages.auth.captchaRequired] } } });
    expect((await loginWith('')).body.errors).toEqual({ captcha: [messages.auth.captchaRequired] });
  });

  it('refuses garbage and a tampered solution on the captcha field', async () => {
    expect(await loginWith('not base64 json')).toMatchObject({ status: 400, body: { errors: { captcha: [authTexts.captchaInvalid] } } });
    const solved = JSON.parse(Buffer.from(await solvedCaptcha(t.app), 'base64').toString()) as { solution: { derivedKey: string } };
    const key = solved.solution.derivedKey;
    solved.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const tampered = await loginWith(Buffer.from(JSON.stringify(solved)).toString('base64'));
    expect(tampered).toMatchObject({ status: 400, body: { errors: { captcha: [authTexts.captchaInvalid] } } });
  });

  it('refuses a challenge signed with another key', async () => {
    const other = await createTestApp();
    try {
      const foreign = await solvedCaptcha(other.app);
      expect((await loginWith(foreign)).body.errors).toEqual({ captcha: [authTexts.captchaInvalid] });
    } finally {
      await other.close();
    }
  });

  it('accepts a solved challenge once', async () => {
    const captcha = await solvedCaptcha(t.app);
    expect((await loginWith(captcha)).status).toBe(200);
    const again = await loginWith(captcha);
    expect(again).toMatchObject({ status: 400, body: { message: authTexts.captchaUsed, errors: { captcha: [authTexts.captchaUsed] } } });
  });

  it('refuses a challenge older than 10 minutes', async () => {
    const captcha = await solvedCaptcha(t.app);
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await loginWith(captcha)).body.errors).toEqual({ captcha: [authTexts.captchaExpired] });
  });

  it('guards sign-up as well', async () => {
    const body = { accountType: 'talent', firstName: 'A', lastName: 'B', email: 'c@example.com', password, acceptTerms: true };
    const captcha = await solvedCaptcha(t.app);
    expect((await loginWith(captcha)).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/User/signup', { ...body, captcha })).body.errors).toEqual({ captcha: [authTexts.captchaUsed] });
  });
});
