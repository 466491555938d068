/**
 * The journey through the deployed shape, over HTTP only: what a person does, each step checked. Steps share what
 * they found (the new job, the chat) through `state`.
 */
import { createHash } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { makePdf } from '../../api/db/seed/demo-files.ts';
import { demoPassword } from '../../api/db/seed/demo-accounts.ts';
import { blobKey } from '../../api/storage/blob-storage.ts';
import { createS3BlobStorage } from '../../api/storage/s3-blob-storage.ts';
import type { Received } from '../../api/testing/smtp-server.ts';
import { BrowserSession } from './browser-session.ts';
import type { Cluster } from './cluster.ts';
import { liveChat } from './live-chat.ts';

/** The captcha solved by code, as the API tests do (altcha's proof of work). */
async function solvedCaptcha(session: BrowserSession): Promise<string> {
  const challenge = (await (await session.fetch('/api/User/Captcha')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface Step {
  name: string;
  run(): Promise<void>;
}

const CLIENT = 'client.admin@demo.example';
const TALENT = 'talent.good@demo.example';

export function journey(cluster: Cluster): Step[] {
  const site = cluster.site.url;
  const people = new Map<string, BrowserSession>();
  const state = { jobId: 0, newEmail: `new.talent.${Date.now()}@example.com` };

  async function signedIn(email: string, password = demoPassword): Promise<BrowserSession> {
    const known = people.get(email);
    if (known) return known;
    const session = new BrowserSession(site);
    await session.ok('POST', '/api/User/login', { email, password, rememberMe: false, captcha: await solvedCaptcha(session) });
    people.set(email, session);
    return session;
  }

  /** The next mail to `to` over SMTP (one already received counts). */
  async function mailTo(to: string, after = 0): Promise<Received> {
    for (;;) {
      const found = cluster.smtp.received.slice(after).find((m) => m.to.includes(to));
      if (found) return found;
      await cluster.smtp.next();
    }
  }

  const linkToken = (mail: Received, page: string) => {
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const url = text.match(/https?:\/\/[^\s"<>]+/g)?.map((u) => new URL(u)).find((u) => u.pathname === page);
    const token = url?.searchParams.get('token');
    if (!token) throw new Error(`No ${page} link in the mail to ${mail.to.join(', ')}.`);
    return token;
  };

  return [
    {
      name: 'every instance answers /healthz through the load balancers',
      run: async () => {
        for (let i = 0; i < 4; i++) {
          const res = await fetch(`${site}/healthz`);
          if (!res.ok) throw new Error(`/healthz answered ${res.status}`);
        }
        if ([...cluster.site.answered.values()].some((n) => n === 0)) throw new Error('An edge answered nothing.');
      },
    },
    {
      name: 'a visitor signs up (captcha solved), the activation mail arrives over SMTP, and the account signs in',
      run: async () => {
        const visitor = new BrowserSession(site);
        const captcha = await solvedCaptcha(visitor);
        const password = 'Str0ng!Pass-2026';
        await visitor.ok('POST', '/api/User/signup', { accountType: 'talent', firstName: 'Nora', lastName: 'Quinn', email: state.newEmail, password, acceptTerms: true, captcha });
        const mail = await mailTo(state.newEmail);
        await visitor.ok('POST', '/api/User/VerifyEmail', { token: linkToken(mail, '/emailverification') });
        const account = await signedIn(state.newEmail, password);
        const me = await account.json('GET', '/api/Messaging/GetGroupChat');
        if (me.status !== 200) throw new Error(`A signed-in call answered ${me.status}.`);
      },
    },
    {
      name: 'a client posts a job through the wizard',
      run: async () => {
        const client = await signedIn(CLIENT);
        const options = (await client.ok('GET', '/api/Project/GetPostingOptions')) as { roles: { id: number; name: string }[]; skills: { id: number; name: string }[] };
        const roleId = options.roles.find((r) => r.name === 'Trainer')?.id;
        const skillId = options.skills[0]?.id;
        const draft = await client.ok('POST', '/api/Project/AddProjectDetail', {
          title: 'Deployment check: Excel for controllers', roleIds: [roleId], noOfPositions: 1, startDate: '2027-03-01', endDate: '2027-03-10',
          locationType: 'Onsite', city: 'Chicago', countryCode: 'US', stateCode: 'IL', locationName: 'Head office', timeZone: 'America/Chicago',
        });
        state.jobId = Number(draft.projectId);
        const steps: Record<string, unknown>[] = [
          { step: 'job-skills', skillIds: [skillId], industryIds: [], languages: [] },
          { step: 'job-audience', audienceSize: 25 },
          { step: 'job-specification', timelines: [{ projectDate: '2027-03-02', startTime: '09:00', endTime: '16:00', timeZone: 'America/Chicago' }] },
          { step: 'job-budget', rateType: 'Daily', rateMin: 800, rateMax: 1200, estimatedTime: 1 },
          { step: 'job-description', description: 'Two days of Power Query.' },
        ];
        for (const step of steps) await client.ok('PUT', '/api/Project/UpdateProjectDetail', { projectId: state.jobId, ...step });
        await client.ok('PUT', '/api/Project/PublishProject', { projectId: state.jobId });
      },
    },
    {
      name: 'a chat message sent through one edge arrives live on a stream held through the other',
      run: () => liveChat(cluster, signedIn),
    },
    {
      name: 'one API host is killed (SIGKILL); the job it helped post is still there through the other',
      run: async () => {
        const victim = cluster.apis[0];
        if (!victim) throw new Error('No API host.');
        victim.process.child.kill('SIGKILL');
        await new Promise((resolve) => victim.process.child.once('exit', resolve));
        const talent = await signedIn(TALENT);
        const job = await talent.ok('GET', `/api/TalentJobCenter/GetJobDetails?projectId=${state.jobId}`);
        if (!JSON.stringify(job).includes('Deployment check: Excel for controllers')) throw new Error('The posted job is missing.');
      },
    },
    {
      name: 'a talent proposes with an uploaded document, kept in the object store and downloaded with its checksum',
      run: async () => {
        const talent = await signedIn(TALENT);
        const pdf = makePdf('Deployment proposal', ['Outline of the two days']);
        const form = new FormData();
        form.set('formFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'outline.pdf');
        const uploaded = await talent.fetch(`/api/Blob/UploadDocument?entityType=Proposal&entityId=${state.jobId}`, { method: 'PUT', body: form });
        if (uploaded.status !== 200) throw new Error(`The upload answered ${uploaded.status}: ${await uploaded.text()}`);
        const { blobId } = (await uploaded.json()) as { blobId: string };
        await talent.ok('POST', '/api/TalentJobCenter/SubmitProposal', {
          projectId: state.jobId, talentProposalDescription: 'I have run this workshop for finance teams twelve times.', rate: '950.50', documentBlobIds: [blobId],
        });
        const sha = createHash('sha256').update(pdf).digest('hex');
        const object = await createS3BlobStorage(cluster.s3.options).get(blobKey(blobId));
        if (!object) throw new Error('The document is not in the bucket.');
        const stored = createHash('sha256').update(new Uint8Array(await new Response(object).arrayBuffer())).digest('hex');
        const proposal = (await talent.ok('GET', `/api/TalentJobCenter/GetProposal?projectId=${state.jobId}`)) as { supportingDocuments: { documentId: number }[] };
        const documentId = proposal.supportingDocuments[0]?.documentId;
        const download = await talent.fetch(`/api/Blob/Document?entity=proposal&documentId=${documentId}`);
        const downloaded = createHash('sha256').update(new Uint8Array(await download.arrayBuffer())).digest('hex');
        if (stored !== sha || downloaded !== sha) throw new Error('The stored or downloaded bytes differ from the upload.');
        if (!download.headers.get('content-disposition')?.startsWith('attachment')) throw new Error('The download is not an attachment.');
      },
    },
    {
      name: 'a password reset asked after the kill is mailed by the surviving API host',
      run: async () => {
        const before = cluster.smtp.received.length;
        await new BrowserSession(site).ok('POST', '/api/User/ForgotPassword', { email: state.newEmail });
        const mail = await mailTo(state.newEmail, before);
        linkToken(mail, '/forgetpasswordemail');
      },
    },
    {
      name: 'the surviving API host shows the route histograms on its metrics port',
      run: async () => {
        const survivor = cluster.apis[1];
        const text = await (await fetch(survivor?.metricsUrl ?? '')).text();
        if (!/http_request_duration_seconds_count\{route="\/api\/TalentJobCenter\/SubmitProposal",method="POST"\} [1-9]/.test(text)) {
          throw new Error('The SubmitProposal histogram is missing from /metrics.');
        }
      },
    },
  ];
}
