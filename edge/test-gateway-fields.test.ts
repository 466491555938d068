import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { createTestDeps } from '#api/testing/test-app.ts';
import { createRecordingLogger } from '#api/testing/recording-logger.ts';
import { purposeSecret } from '#api/auth/secrets.ts';
import { hostedFieldTexts, readToken } from '#api/payments/gateway/test-cards.ts';
import { TEST_TOKEN_PURPOSE } from '#api/payments/gateway/test-gateway.ts';
import type { EdgeApp } from './app.ts';
import { testEdge } from './test-edge.ts';
import { inProcessApi } from './api-transport.ts';

describe('the test gateway’s hosted fields, served by the edge apart from our pages', () => {
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  let edge: EdgeApp;
  const log = createRecordingLogger();
  const edgeFor = (gateway: 'test' | 'paytrace') =>
    testEdge(ctx.deps, inProcessApi(createApp(ctx.deps)), { config: { ...ctx.deps.config, payments: { ...ctx.deps.config.payments, gateway } }, log });
  beforeAll(async () => {
    ctx = await createTestDeps();
    edge = edgeFor('test');
  });
  afterAll(() => ctx.close());

  const tokens = (card: Record<string, string>) =>
    edge.request('http://localhost/test-gateway/tokens', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: JSON.stringify(card) });

  it('serves the fields page with a policy of its own: framed by our pages only, its own script, sending only to itself', async () => {
    const page = await edge.request('http://localhost/test-gateway/fields');
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<label for="number">Card number</label>');
    expect((await edge.request('http://localhost/test-gateway/fields.js')).headers.get('content-type')).toContain('text/javascript');
    // Our own pages still refuse to be framed.
    expect((await edge.request('http://localhost/api/Master/Countries')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // With PayTrace, the test gateway is not there at all.
    expect((await edgeFor('paytrace').request('http://localhost/test-gateway/fields')).status).not.toBe(200);
  });

  it('turns a test card into a one-time token that holds no card number, and says what is wrong with a bad one', async () => {
    const ok = await tokens({ number: '4242 4242 4242 4242', expiry: '04/39', cvc: '123' });
    expect(ok.status).toBe(200);
    const answer = (await ok.json()) as { token: string; brand: string; last4: string };
    expect(answer).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(Buffer.from(answer.token.split('.')[0] ?? '', 'base64url').toString()).not.toContain('4242424242424242');
    expect(readToken(purposeSecret(ctx.deps, TEST_TOKEN_PURPOSE), answer.token, new Date())).toMatchObject({ last4: '4242', decline: null });
    const declining = (await (await tokens({ number: '4012888888881881', expiry: '04/39', cvc: '123' })).json()) as { token: string };
    expect(readToken(purposeSecret(ctx.deps, TEST_TOKEN_PURPOSE), declining.token, new Date())).toMatchObject({ decline: 'Your card was declined.' });

    expect(await (await tokens({ number: '4242 4242 4242 4241', expiry: '04/39', cvc: '123' })).json()).toEqual({ field: 'number', message: hostedFieldTexts.numberInvalid });
    expect(await (await tokens({ number: '4242424242424242', expiry: '13/39', cvc: '123' })).json()).toEqual({ field: 'expiry', message: hostedFieldTexts.expiryInvalid });
    expect(await (await tokens({ number: '4242424242424242', expiry: '01/20', cvc: '123' })).json()).toEqual({ field: 'expiry', message: hostedFieldTexts.expired });
    expect(await (await tokens({ number: '378282246310005', expiry: '01/39', cvc: '123' })).json()).toEqual({ field: 'cvc', message: hostedFieldTexts.cvcInvalid });
    expect(await (await tokens({ number: '5105105105105100', expiry: '01/39', cvc: '123' })).json()).toEqual({ field: 'number', message: hostedFieldTexts.numberUnknown });
    // A token is refused once altered, or by another secret.
    expect(readToken(purposeSecret(ctx.deps, TEST_TOKEN_PURPOSE), `${answer.token}x`, new Date())).toBeNull();
    expect(readToken('another secret', answer.token, new Date())).toBeNull();
    expect(JSON.stringify(log.events)).not.toMatch(/4242\s?4242\s?4242|378282246310005/);
  });
});
