/**
 * The journey through the deployed shape, over HTTP only: what a person does, each step checked. Steps share what
 * they found (the new job, the chat) through `state`.
 */
import { createHash } from 'node:crypto';
import { captchaAnswer, captchaPath } from '#api/testing/captcha-answer.ts';
import { makePdf } from '#api/seed/demo-files.ts';
import { demoPassword } from '#api/seed/demo-accounts.ts';
import { blobKey } from '#api/storage/blob-storage.ts';
import { createS3BlobStorage } from '#api/storage/s3-blob-storage.ts';
import type { Received } from '#api/testing/smtp-server.ts';
import { BrowserSession } from './browser-session.ts';
import type { Cluster } from './cluster.ts';
import { liveChat } from './live-chat.ts';

/** The captcha solved by code, as the API tests do (altcha's proof of work). */
async function solvedCaptcha(session: BrowserSession): Promise<string> {
  return captchaAnswer(await (await session.fetch(captchaPath)).json());
}

export interface Step {
  name: string;
  run(): Promise<void>;
}

/** What the steps share: the site, the people signed in, the mail received, and what earlier steps made. */
interface Journey {
  cluster: Cluster;
  signedIn(email: string, password?: string): Promise<BrowserSession>;
  mailTo(to: string, after?: number): Promise<Received>;
  state: { jobId: number; newEmail: string };
}

const CLIENT = 'client.admin@demo.example';
const TALENT = 'talent.good@demo.example';
const JOB_TITLE = 'Deployment check: Excel for controllers';

export function journey(cluster: Cluster): Step[] {
  const people = new Map<string, BrowserSession>();
  const j: Journey = {
    cluster,
    state: { jobId: 0, newEmail: `new.talent.${Date.now()}@example.com` },
    async signedIn(email, password = demoPassword) {
      const known = people.get(email);
      if (known) return known;
      const session = new BrowserSession(cluster.site.url);
      await session.ok('POST', '/api/User/login', { email, password, rememberMe: false, captcha: await solvedCaptcha(session) });
      people.set(email, session);
      return session;
    },
    async mailTo(to, after = 0) {
      for (;;) {
        const found = cluster.smtp.received.slice(after).find((m) => m.to.includes(to));
        if (found) return found;
        await cluster.smtp.next();
      }
    },
  };
  return [
    { name: 'every instance answers /healthz through the load balancers', run: () => healthy(j) },
    { name: 'a visitor signs up (captcha solved), the activation mail arrives over SMTP, and the account signs in', run: () => signUp(j) },
    { name: 'a client posts a job through the wizard', run: () => postJob(j) },
    { name: 'a chat message sent through one edge arrives live on a stream held through the other', run: () => liveChat(cluster, j.signedIn) },
    { name: 'one API host is killed (SIGKILL); the job it helped post is still there through the other', run: () => killApiHost(j) },
    { name: 'a talent proposes with an uploaded document, kept in the object store and downloaded with its checksum', run: () => propose(j) },
    { name: 'a password reset asked after the kill is mailed by the surviving API host', run: () => resetMailed(j) },
    { name: 'the surviving API host shows the route histograms on its metrics port', run: () => survivorMetrics(j) },
  ];
}

/** The token of the link to `page` in a mail (quoted-printable soft breaks and =3D undone). */
function linkToken(mail: Received, page: string): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const url = text.match(/https?:\/\/[^\s"<>]+/g)?.map((u) => new URL(u)).find((u) => u.pathname === page);
  const token = url?.searchParams.get('token');
  if (!token) throw new Error(`No ${page} link in the mail to ${mail.to.join(', ')}.`);
  return token;
}

async function healthy(j: Journey): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${j.cluster.site.url}/healthz`);
    if (!res.ok) throw new Error(`/healthz answered ${res.status}`);
  }
  if ([...j.cluster.site.answered.values()].some((n) => n === 0)) throw new Error('An edge answered nothing.');
}

async function signUp(j: Journey): Promise<void> {
  const visitor = new BrowserSession(j.cluster.site.url);
  const captcha = await solvedCaptcha(visitor);
  const password = 'Str0ng!Pass-2026';
  const email = j.state.newEmail;
  await visitor.ok('POST', '/api/User/signup', { accountType: 'talent', firstName: 'Nora', lastName: 'Quinn', email, password, acceptTerms: true, captcha });
  const mail = await j.mailTo(email);
  await visitor.ok('POST', '/api/User/VerifyEmail', { token: linkToken(mail, '/emailverification') });
  const account = await j.signedIn(email, password);
  const chats = await account.json('GET', '/api/Messaging/GetGroupChat');
  if (chats.status !== 200) throw new Error(`A signed-in call answered ${chats.status}.`);
}

async function postJob(j: Journey): Promise<void> {
  const client = await j.signedIn(CLIENT);
  const options = (await client.ok('GET', '/api/Project/GetPostingOptions')) as { roles: { id: number; name: string }[]; skills: { id: number }[] };
  const draft = await client.ok('POST', '/api/Project/AddProjectDetail', {
    title: JOB_TITLE, roleIds: [options.roles.find((r) => r.name === 'Trainer')?.id], noOfPositions: 1, startDate: '2027-03-01', endDate: '2027-03-10',
    locationType: 'Onsite', city: 'Chicago', countryCode: 'US', stateCode: 'IL', locationName: 'Head office', timeZone: 'America/Chicago',
  });
  j.state.jobId = Number(draft.projectId);
  const steps: Record<string, unknown>[] = [
    { step: 'job-skills', skillIds: [options.skills[0]?.id], industryIds: [], languages: [] },
    { step: 'job-audience', audienceSize: 25 },
    { step: 'job-specification', timelines: [{ projectDate: '2027-03-02', startTime: '09:00', endTime: '16:00', timeZone: 'America/Chicago' }] },
    { step: 'job-budget', rateType: 'Daily', rateMin: 800, rateMax: 1200, estimatedTime: 1 },
    { step: 'job-description', description: 'Two days of Power Query.' },
  ];
  for (const step of steps) await client.ok('PUT', '/api/Project/UpdateProjectDetail', { projectId: j.state.jobId, ...step });
  await client.ok('PUT', '/api/Project/PublishProject', { projectId: j.state.jobId });
}

async function killApiHost(j: Journey): Promise<void> {
  const victim = j.cluster.apis[0];
  if (!victim) throw new Error('No API host.');
  const exited = new Promise((resolve) => victim.process.child.once('exit', resolve));
  victim.process.child.kill('SIGKILL');
  await exited;
  const talent = await j.signedIn(TALENT);
  const job = await talent.ok('GET', `/api/TalentJobCenter/GetJobDetails?projectId=${j.state.jobId}`);
  if (!JSON.stringify(job).includes(JOB_TITLE)) throw new Error('The posted job is missing.');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function propose(j: Journey): Promise<void> {
  const talent = await j.signedIn(TALENT);
  const pdf = makePdf('Deployment proposal', ['Outline of the two days']);
  const form = new FormData();
  form.set('formFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'outline.pdf');
  const uploaded = await talent.fetch(`/api/Blob/UploadDocument?entityType=Proposal&entityId=${j.state.jobId}`, { method: 'PUT', body: form });
  if (uploaded.status !== 200) throw new Error(`The upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { blobId } = (await uploaded.json()) as { blobId: string };
  await talent.ok('POST', '/api/TalentJobCenter/SubmitProposal', {
    projectId: j.state.jobId, talentProposalDescription: 'I have run this workshop for finance teams twelve times.', rate: '950.50', documentBlobIds: [blobId],
  });
  const object = await createS3BlobStorage(j.cluster.s3.options).get(blobKey(blobId));
  if (!object) throw new Error('The document is not in the bucket.');
  const stored = sha256(new Uint8Array(await new Response(object).arrayBuffer()));
  const proposal = (await talent.ok('GET', `/api/TalentJobCenter/GetProposal?projectId=${j.state.jobId}`)) as { supportingDocuments: { documentId: number }[] };
  const download = await talent.fetch(`/api/Blob/Document?entity=proposal&documentId=${proposal.supportingDocuments[0]?.documentId}`);
  const downloaded = sha256(new Uint8Array(await download.arrayBuffer()));
  if (stored !== sha256(pdf) || downloaded !== sha256(pdf)) throw new Error('The stored or downloaded bytes differ from the upload.');
  if (!download.headers.get('content-disposition')?.startsWith('attachment')) throw new Error('The download is not an attachment.');
}

async function resetMailed(j: Journey): Promise<void> {
  const before = j.cluster.smtp.received.length;
  await new BrowserSession(j.cluster.site.url).ok('POST', '/api/User/ForgotPassword', { email: j.state.newEmail });
  linkToken(await j.mailTo(j.state.newEmail, before), '/forgetpasswordemail');
}

async function survivorMetrics(j: Journey): Promise<void> {
  const text = await (await fetch(j.cluster.apis[1]?.metricsUrl ?? '')).text();
  if (!/http_request_duration_seconds_count\{route="\/api\/TalentJobCenter\/SubmitProposal",method="POST"\} [1-9]/.test(text)) {
    throw new Error('The SubmitProposal histogram is missing from /metrics.');
  }
}
