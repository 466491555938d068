/**
 * `npm run bench -- chat`: a job's general group (GET /api/Notification/Stream + POST /api/Messaging/SendMessage).
 * Every member of the Power BI demo job's party opens the live stream, then all send at once, each member its
 * messages one after the other (under the 30-a-minute limit); every message must reach every member's stream.
 * Delivery latency is from the start of the send to the `chat` event on a stream. PGlite in memory, or a new
 * PostgreSQL database when DATABASE_URL is set; in-process calls. It prints p50/p99 and messages per second.
 */
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { projects, users } from '#api/db/schema/index.ts';
import { STREAM_PATH } from '#api/notification/notification-stream.ts';
import { sseReader } from '#api/live/test-sse.ts';
import { chatLimits, type ChatLiveData, type ChatSummary } from '#domain/chat.ts';

const perMember = chatLimits.sendsPerMinute - 5;
const deadlineMs = 60_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main(): Promise<void> {
  const t = await createDemoTestApp();
  try {
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(and(eq(projects.title, 'Power BI Dashboards for Finance Analysts')));
    if (!job) throw new Error('The demo data lacks the Power BI job.');
    const generated = await t.request('client.admin@demo.example', 'POST', '/api/Messaging/GenerateGeneralGroup', { projectId: job.id });
    const chat = (generated.body as { chat: ChatSummary }).chat;
    const emails = new Map((await t.deps.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]));
    const members = chat.members.map((m) => emails.get(m.userId) ?? '');
    const expected = members.length * perMember * members.length;
    console.log(`Chat on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}: ${members.length} members, ${perMember} messages each, ${expected} deliveries`);

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let lastDelivery = 0;
    let allDelivered: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allDelivered = resolve));
    const streams = await Promise.all(
      members.map(async (email) => {
        const res = await t.app.request(STREAM_PATH, { headers: { authorization: `Bearer ${await t.tokenOf(email)}` } });
        if (!res.body) throw new Error(`No stream for ${email}.`);
        const reader = sseReader(res.body);
        await reader.nextEvent();
        return reader;
      }),
    );
    const listening = streams.map(async (reader) => {
      for (;;) {
        const message = await reader.next();
        if (!message) return;
        if (!('event' in message) || message.event !== 'chat') continue;
        const data = message.data as ChatLiveData;
        const started = data.type === 'message' && data.chatMessage?.clientId ? sentAt.get(data.chatMessage.clientId) : undefined;
        if (started === undefined) continue;
        lastDelivery = performance.now();
        latencies.push(lastDelivery - started);
        if (latencies.length === expected) allDelivered();
      }
    });

    const firstSend = performance.now();
    await Promise.all(
      members.map(async (email, m) => {
        for (let i = 0; i < perMember; i++) {
          const clientId = `bench-${m}-${i}`;
          sentAt.set(clientId, performance.now());
          const res = await t.request(email, 'POST', '/api/Messaging/SendMessage', { chatId: chat.chatId, clientId, body: `Message ${i} from member ${m}` });
          if (res.status !== 200) throw new Error(`SendMessage answered ${res.status}: ${res.body.message ?? ''}`);
        }
      }),
    );
    const timeout = setTimeout(allDelivered, deadlineMs);
    await done;
    clearTimeout(timeout);
    await Promise.all(streams.map((s) => s.cancel()));
    await Promise.all(listening);

    latencies.sort((a, b) => a - b);
    const seconds = (lastDelivery - firstSend) / 1000;
    const sent = members.length * perMember;
    console.log(`delivered ${latencies.length} of ${expected}`);
    console.log(`latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`);
    console.log(`${(sent / seconds).toFixed(0)} messages/s sent and delivered (${(latencies.length / seconds).toFixed(0)} deliveries/s)`);
  } finally {
    await t.close();
  }
}

await main();
