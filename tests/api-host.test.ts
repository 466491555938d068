import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '#api/app.ts';
import { route } from '#api/contract/route.ts';
import { signedIn, visitor } from '#api/access/people.ts';
import { conflict } from '#api/http/errors.ts';
import { createTestDeps } from '#api/testing/test-app.ts';
import { email } from '#domain/fields.ts';
import { messages } from '#domain/messages.ts';

const probe = [
  route({
    method: 'post',
    path: '/api/Probe/Echo',
    summary: 'Echo an e-mail',
    access: visitor,
    body: z.object({ email }),
    response: z.object({ email: z.string() }),
    handler: ({ body }) => ({ email: body.email }),
  }),
  route({
    method: 'get',
    path: '/api/Probe/Mine',
    summary: 'Signed-in only',
    access: signedIn,
    query: z.object({ projectId: z.coerce.number() }),
    response: z.object({ projectId: z.number() }),
    handler: ({ query }) => ({ projectId: query.projectId }),
  }),
  route({ method: 'get', path: '/api/Probe/Clash', summary: 'Conflict', access: visitor, response: z.object({}), handler: () => { throw conflict('Taken'); } }),
  route({ method: 'get', path: '/api/Probe/Crash', summary: 'Crash', access: visitor, response: z.object({}), handler: () => { throw new Error('boom'); } }),
];

describe('API host', () => {
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    ctx = await createTestDeps();
    app = createApp(ctx.deps, probe);
  });
  afterAll(() => ctx.close());

  const post = (path: string, body: unknown, type = 'application/json') =>
    app.request(path, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('validates bodies with the shared schema and answers with the spec message per field', async () => {
    const res = await post('/api/Probe/Echo', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: messages.auth.emailInvalid, errors: { email: [messages.auth.emailInvalid] } });
    const ok = await post('/api/Probe/Echo', { email: '  Someone@Example.COM ' });
    expect(await ok.json()).toEqual({ email: 'someone@example.com' });
  });

  it('refuses a body that is not JSON with 415 and broken JSON with 400', async () => {
    expect((await post('/api/Probe/Echo', 'email=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('/api/Probe/Echo', '{"email":')).status).toBe(400);
  });

  it('asks for a bearer token on signed-in routes', async () => {
    const res = await app.request('/api/Probe/Mine?projectid=4');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeTruthy();
  });

  it('turns typed errors into their status and hides unexpected ones behind a 500 message', async () => {
    const clash = await app.request('/api/Probe/Clash');
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ message: 'Taken' });
    const crash = await app.request('/api/Probe/Crash');
    expect(crash.status).toBe(500);
    expect(JSON.stringify(await crash.json())).not.toContain('boom');
  });

  it('documents every route in the OpenAPI document from the same schemas', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(['/api/Probe/Echo', '/api/Probe/Mine', '/api/Probe/Clash', '/api/Probe/Crash']);
    expect(doc.paths['/api/Probe/Echo'].post.requestBody.content['application/json'].schema.properties.email.type).toBe('string');
    expect(doc.paths['/api/Probe/Mine'].get.parameters[0]).toMatchObject({ name: 'projectId', in: 'query', required: true });
  });
});
