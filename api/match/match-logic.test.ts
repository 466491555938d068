import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructorRoles, instructors, instructorSkills, projects, projectSkills, proposals, skills, users } from '../db/schema/index.ts';
import { formatRate } from '#domain/format.ts';

const admin = 'client.admin@demo.example';
const powerBi = 'Power BI Dashboards for Finance Analysts';
const storyline = 'Articulate Storyline Onboarding Course Build';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

async function proposalOf(t: App, jobTitle: string, talentEmail: string) {
  const [row] = await t.deps.db
    .select({ projectId: proposals.projectId, instrId: proposals.instrId, rate: proposals.rate })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .innerJoin(instructors, eq(instructors.id, proposals.instrId))
    .innerJoin(users, eq(users.id, instructors.userId))
    .where(and(eq(projects.title, jobTitle), eq(users.email, talentEmail)));
  if (!row) throw new Error(`No proposal of ${talentEmail} on ${jobTitle}.`);
  return row;
}

/** Reads a streamed answer chunk by chunk, as the browser does. */
async function readChunks(t: App, as: string, path: string) {
  const res = await t.app.request(path, { headers: { authorization: `Bearer ${await t.tokenOf(as)}` } });
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  if (res.body) for await (const bytes of res.body) chunks.push(decoder.decode(bytes, { stream: true }));
  return { res, chunks, text: chunks.join('') };
}

describe('Match Logic with the built-in explainer', () => {
  let t: App;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('explains Maya’s fit for the Power BI job from the real skills and her rate against the budget, in several chunks', async () => {
    const maya = await proposalOf(t, powerBi, 'talent.good@demo.example');
    const shared = await t.deps.db
      .selectDistinct({ name: skills.name })
      .from(projectSkills)
      .innerJoin(skills, eq(skills.id, projectSkills.skillId))
      .innerJoin(instructorSkills, eq(instructorSkills.skillId, projectSkills.skillId))
      .innerJoin(instructorRoles, eq(instructorRoles.id, instructorSkills.instructorRoleId))
      .where(and(eq(projectSkills.projectId, maya.projectId), eq(instructorRoles.instrId, maya.instrId)));
    expect(shared.length).toBeGreaterThan(0);

    const { res, chunks, text } = await readChunks(t, admin, `/api/Project/MatchLogic?projectId=${maya.projectId}&instrId=${maya.instrId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(chunks.length).toBeGreaterThan(3);
    expect(text).toContain(`How Maya Chen matches "${powerBi}"`);
    for (const { name } of shared) expect(text).toContain(name);
    expect(text).toContain(`The proposed rate is ${formatRate(maya.rate, 'Daily')}`);
    expect(text).toContain(`${formatRate(900, 'Daily')} to ${formatRate(1300, 'Daily')}`);
    expect(text).toMatch(/review/);
  });

  it('refuses a talent without a proposal, other companies, Standard Users not on the job, talent and visitors', async () => {
    const maya = await proposalOf(t, powerBi, 'talent.good@demo.example');
    const onStoryline = await proposalOf(t, storyline, 'talent.better@demo.example');
    const path = `/api/Project/MatchLogic?projectId=${maya.projectId}&instrId=${maya.instrId}`;
    expect((await t.request('client.standard@demo.example', 'GET', path)).status).toBe(200);
    const noProposal = await t.request(admin, 'GET', `/api/Project/MatchLogic?projectId=${maya.projectId}&instrId=${onStoryline.instrId}`);
    expect(noProposal.status).toBe(404);
    expect(noProposal.body.message).toBe('This talent has no proposal on the job.');
    const standardOff = await t.request('client.standard@demo.example', 'GET', `/api/Project/MatchLogic?projectId=${onStoryline.projectId}&instrId=${onStoryline.instrId}`);
    expect(standardOff.status).toBe(404);
    expect(standardOff.body.message).toBe('Job Not Found');
    expect((await t.request('client2.admin@demo.example', 'GET', path)).status).toBe(404);
    expect((await t.request('talent.good@demo.example', 'GET', path)).status).toBe(404);
    expect((await t.request(null, 'GET', path)).status).toBe(401);
    expect((await t.request(admin, 'GET', `/api/Project/MatchLogic?projectId=${maya.projectId}`)).status).toBe(400);
  });
});

/** A local server speaking the streamed chat-completions format; the last request body is kept for checks. */
function chatServer(reply: (req: IncomingMessage, body: string) => { status: number; events: string[] }) {
  const seen: { body: string; authorization: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ body, authorization: req.headers.authorization });
      const { status, events } = reply(req, body);
      res.writeHead(status, { 'content-type': 'text/event-stream' });
      for (const e of events) res.write(e);
      res.end();
    });
  });
  return {
    seen,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe('Match Logic through an OpenAI-compatible endpoint', () => {
  let healthy = true;
  let framedAsServersMay = false;
  const server = chatServer((req) => {
    if (req.url !== '/v1/chat/completions' || !healthy) return { status: 500, events: [] };
    if (framedAsServersMay) {
      return {
        status: 200,
        events: [
          ': keep-alive\r\n\r\n',
          'data: {"choices":\r\ndata: [{"delta":{"content":"Maya knows "}}]}\r\n\r\n',
          'data: {"choices":[{"delta":{"con',
          'tent":"Power BI well."}}]}\r\n\r\n',
          'data: [DONE]\r\n\r\n',
        ],
      };
    }
    return { status: 200, events: [delta('Maya knows '), delta('Power BI well.'), delta(' Her rate fits.'), 'data: [DONE]\n\n'] };
  });
  let t: App;
  beforeAll(async () => {
    const url = await server.start();
    t = await createDemoTestApp({ matchLogic: { apiUrl: url, apiKey: 'local-key', model: 'test-model' } });
  });
  afterAll(async () => {
    await t.close();
    await server.stop();
  });

  it('streams the endpoint’s text and sends it the facts with "only use these facts"', async () => {
    const maya = await proposalOf(t, powerBi, 'talent.good@demo.example');
    const { res, chunks, text } = await readChunks(t, admin, `/api/Project/MatchLogic?projectId=${maya.projectId}&instrId=${maya.instrId}`);
    expect(res.status).toBe(200);
    expect(text).toBe('Maya knows Power BI well. Her rate fits.');
    expect(chunks.length).toBeGreaterThan(1);
    const sent = JSON.parse(server.seen.at(-1)?.body ?? '{}') as { model: string; stream: boolean; messages: { role: string; content: string }[] };
    expect(server.seen.at(-1)?.authorization).toBe('Bearer local-key');
    expect(sent.model).toBe('test-model');
    expect(sent.stream).toBe(true);
    const system = sent.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('Only use these facts');
    expect(system).toContain('"talentName":"Maya Chen"');
    expect(system).toContain('Power BI');
  });

  it('reads events as servers may frame them: CRLF line ends, comments, data over several lines, an event cut in two', async () => {
    framedAsServersMay = true;
    const maya = await proposalOf(t, powerBi, 'talent.good@demo.example');
    const { res, text } = await readChunks(t, admin, `/api/Project/MatchLogic?projectId=${maya.projectId}&instrId=${maya.instrId}`);
    framedAsServersMay = false;
    expect(res.status).toBe(200);
    expect(text).toBe('Maya knows Power BI well.');
  });

  it('falls back to the built-in explainer when the endpoint fails', async () => {
    healthy = false;
    const maya = await proposalOf(t, powerBi, 'talent.good@demo.example');
    const { res, text } = await readChunks(t, admin, `/api/Project/MatchLogic?projectId=${maya.projectId}&instrId=${maya.instrId}`);
    expect(res.status).toBe(200);
    expect(text).toContain(`How Maya Chen matches "${powerBi}"`);
    expect(text).toContain('The proposed rate is');
  });
});
