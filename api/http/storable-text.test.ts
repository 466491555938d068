/** Text PostgreSQL cannot store (NUL, lone surrogates) is refused with a clear 400 by every endpoint, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { activeAccount, call, password, solvedCaptcha, uniqueEmail } from '../testing/test-client.ts';
import { storableTextMessage, unstorableTextPath } from '#domain/storable-text.ts';

describe('text the database cannot store', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let talent: string;
  let client: string;
  beforeAll(async () => {
    t = await createTestApp();
    talent = (await activeAccount(t.app, t.deps, { accountType: 'talent' })).session.token;
    client = (await activeAccount(t.app, t.deps, { accountType: 'client' })).session.token;
  });
  afterAll(() => t.close());

  const refused = (answer: { status: number; body: { message?: string; errors?: unknown } }, field: string) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: storableTextMessage, errors: { [field]: [storableTextMessage] } });
  };

  it('refuses NUL and lone surrogates in bodies, signed in or not', async () => {
    refused(await call(t.app, 'POST', '/api/User/ForgotPassword', { email: 'a\u0000b@example.com' }), 'email');
    refused(await call(t.app, 'POST', '/api/User/ForgotPassword', { email: '\uD800ab@example.com' }), 'email');
    refused(await call(t.app, 'POST', '/api/User/login', { email: 'x@example.com', password: 'Str0ng!\u0000', rememberMe: false, captcha: await solvedCaptcha(t.app) }), 'password');
    refused(
      await call(t.app, 'POST', '/api/User/signup', { accountType: 'talent', firstName: 'A\u0000', lastName: 'B', email: uniqueEmail('nul'), password, acceptTerms: true, captcha: await solvedCaptcha(t.app) }),
      'firstName',
    );
    refused(await call(t.app, 'POST', '/api/Feedback/SendFeedback', { feedbackType: 'Other', feedback: 'broken \uDFFF text' }, { token: talent }), 'feedback');
    refused(
      await call(t.app, 'POST', '/api/Company/Create', { name: 'Acme\u0000', website: '', phone: '', countryCode: 'US', stateCode: 'NY', city: 'New York' }, { token: client }),
      'name',
    );
  });

  it('refuses them in query strings', async () => {
    refused(await call(t.app, 'GET', '/api/Company/Search?name=Ac%00me', undefined, { token: client }), 'name');
    refused(await call(t.app, 'GET', '/api/TalentJobCenter/SearchJobs?keyword=train%00ing', undefined, { token: talent }), 'keyword');
  });

  it('keeps text with emoji, accents and every other script', async () => {
    const ok = await call(t.app, 'POST', '/api/Feedback/SendFeedback', { feedbackType: 'Other', feedback: 'Très bien 👍 日本語 עברית' }, { token: talent });
    expect(ok.status).toBe(200);
  });

  it('names the first field with such text, at any depth and in object keys', () => {
    expect(unstorableTextPath({ a: 'ok', b: [{ c: 'x' }, { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(unstorableTextPath({ ['k\u0000']: 'v' })).toBe('_');
    expect(unstorableTextPath('\uD83D')).toBe('_');
    expect(unstorableTextPath({ a: '\uD83D\uDC4D', n: 1, d: new Date(0), z: null })).toBeNull();
  });
});
