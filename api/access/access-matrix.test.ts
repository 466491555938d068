/**
 * The authorization matrix, written from the route declarations: every endpoint × nine kinds of caller on the demo
 * data. Each declaration says who may call; this test asserts that everyone else is refused (401, 403 or the
 * not-found of a record they may not see, with no data in the answer) and that those who may are let through.
 * Chat calls meet a chat of the matrix job whose only current member is the administrator (the talent left it).
 * A new endpoint joins the matrix by being declared.
 */
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { routes } from '../routes.ts';
import type { AnyRoute } from '../contract/route.ts';
import {
  contacts,
  groupChatMembers,
  groupChats,
  instructors,
  invoices,
  ledgerEntries,
  payments,
  payouts,
  projectContacts,
  projects,
  proposals,
  savedCards,
  users,
} from '../db/schema/index.ts';
import { issueInvoice } from '../payments/issue-invoice.ts';
import { queryString, sampleFromZod, type RecordIds } from '../testing/sample-input.ts';
import { messages } from '#domain/messages.ts';
import type { AccessName } from './access.ts';

type Caller = 'visitor' | 'talent' | 'otherTalent' | 'agencyOwner' | 'agencyMember' | 'clientAdmin' | 'standardNotOnJob' | 'otherCompany' | 'noCompany';

const emails: Record<Exclude<Caller, 'visitor'>, string> = {
  talent: 'talent.good@demo.example',
  otherTalent: 'talent.better@demo.example',
  agencyOwner: 'agency.owner@demo.example',
  agencyMember: 'agency.member@demo.example',
  clientAdmin: 'client.admin@demo.example',
  standardNotOnJob: 'client.standard@demo.example',
  otherCompany: 'client2.admin@demo.example',
  noCompany: 'contact.nocompany@demo.example',
};
const callers = ['visitor', ...Object.keys(emails)] as Caller[];

const talentSide: Caller[] = ['talent', 'otherTalent', 'agencyOwner', 'agencyMember'];
const companyContacts: Caller[] = ['clientAdmin', 'standardNotOnJob', 'otherCompany'];

/** Who each declaration lets through, on the records of the matrix (a Northwind job the Standard User is not on). */
const allowed: Record<AccessName, Caller[]> = {
  visitor: callers,
  'signed-in': callers.filter((c) => c !== 'visitor'),
  talent: talentSide,
  'agency-member': ['agencyOwner', 'agencyMember'],
  'agency-owner': ['agencyOwner'],
  'profile-owner': ['talent'],
  contact: [...companyContacts, 'noCompany'],
  'company-less-contact': ['noCompany'],
  'client-contact': companyContacts,
  'company-admin': ['clientAdmin', 'otherCompany'],
  'job-member': ['clientAdmin'],
  'job-reviewer': ['clientAdmin'],
  'proposal-client': ['clientAdmin'],
  'job-reader': ['clientAdmin', ...talentSide],
  'talent-job': talentSide,
  'job-chat-party': ['clientAdmin'],
  'chat-member': ['clientAdmin'],
  'profile-viewer': ['talent', 'clientAdmin'],
  'profile-link': [],
  'invoice-reader': ['clientAdmin'],
  'invoice-payer': ['clientAdmin'],
  'saved-card-holder': ['clientAdmin'],
  payee: talentSide,
  'payee-manager': ['talent', 'otherTalent', 'agencyOwner'],
  'payee-tax-form': talentSide,
  // The talent's side of the matrix proposal: set in beforeAll from whose proposal it is.
  'hire-talent': [],
  'hire-party': ['clientAdmin'],
  operator: [],
};

/** The refusal a caller outside the declaration gets. */
function refusalOf(r: AnyRoute, caller: Caller): number[] {
  if (r.access.name === 'profile-link' || r.access.name === 'operator') return [403];
  if (caller === 'visitor') return [401];
  if (r.access.name === 'company-less-contact' && companyContacts.includes(caller)) return [409];
  if (r.access.name === 'talent-job' && !talentSide.includes(caller)) return [403];
  if (r.access.name === 'profile-viewer') return [403];
  return r.access.record && r.access.name !== 'profile-owner' ? [404] : [403];
}

/** Answers that only say "no": a message and perhaps field errors, never a record. */
const refusalKeys = new Set(['message', 'errors']);

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
let ids: RecordIds;
let noCompanyContactId: number;
/** A chat on the matrix job with the administrator as member, and the talent as a member who left. */
let matrixChat: { id: number; adminUserId: number; proposalId: number; proposalStatus: (typeof proposals.$inferSelect)['status'] };
const counts = { refused: 0, allowed: 0 };
/** Record routes whose sample input the route refuses (400), so the refusal of outsiders cannot show. */
const skipped = new Set<string>();

beforeAll(async () => {
  t = await createDemoTestApp();
  const db = t.deps.db;
  const contactOf = async (email: string) =>
    (await db.select().from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, email)))[0]?.contacts;
  const [standard, noCompany, admin] = await Promise.all([emails.standardNotOnJob, emails.noCompany, emails.clientAdmin].map(contactOf));
  const [talent] = await db
    .select({ id: instructors.id, userId: instructors.userId })
    .from(instructors)
    .innerJoin(users, eq(users.id, instructors.userId))
    .where(eq(users.email, emails.talent));
  if (!standard || !noCompany || !talent || !admin?.companyId) throw new Error('The demo data lacks the matrix callers.');
  const standardJobs = db.select({ id: projectContacts.projectId }).from(projectContacts).where(eq(projectContacts.contactId, standard.id));
  const [target] = await db
    .select({ projectId: projects.id, proposalId: proposals.id, proposalStatus: proposals.status })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(and(eq(projects.companyId, admin.companyId), eq(projects.status, 'open'), notInArray(projects.id, standardJobs)))
    .limit(1);
  if (!target) throw new Error('The demo data lacks an open job with a proposal that the Standard User is not on.');
  // The hire routes let the talent's side of the matrix proposal through: its talent, or their agency's people.
  const [targetTalent] = await db
    .select({ userId: instructors.userId, agencyId: instructors.agencyId })
    .from(proposals)
    .innerJoin(instructors, eq(instructors.id, proposals.instrId))
    .where(eq(proposals.id, target.proposalId));
  const userOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const hireSide: Caller[] = [];
  for (const caller of talentSide) {
    const userId = await userOf(emails[caller as Exclude<Caller, 'visitor'>]);
    const agency = caller === 'agencyOwner' || caller === 'agencyMember';
    if ((agency && targetTalent?.agencyId !== null && targetTalent?.agencyId !== undefined) || (!agency && targetTalent?.userId === userId)) hireSide.push(caller);
  }
  allowed['hire-talent'] = hireSide;
  allowed['hire-party'] = ['clientAdmin', ...hireSide];
  // The talent of the matrix answered that job too, so the job's client may read their profile (profile-viewer).
  await db
    .insert(proposals)
    .values({ projectId: target.projectId, instrId: talent.id, submittedByUserId: talent.userId ?? 0, description: 'Matrix proposal.', rate: 100 })
    .onConflictDoNothing();
  ids = {
    projectid: target.projectId,
    jobid: target.projectId,
    entityid: target.projectId,
    proposalid: target.proposalId,
    id: target.proposalId,
    instrid: talent.id,
  };
  noCompanyContactId = noCompany.id;
  const [chat] = await db.insert(groupChats).values({ projectId: target.projectId, name: 'Matrix' }).returning({ id: groupChats.id });
  const [talentUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, emails.talent));
  if (!chat || !admin.userId || !talentUser) throw new Error('The matrix chat was not made.');
  await db.insert(groupChatMembers).values([
    { chatId: chat.id, userId: admin.userId },
    { chatId: chat.id, userId: talentUser.id, leftAt: new Date() },
  ]);
  matrixChat = { id: chat.id, adminUserId: admin.userId, proposalId: target.proposalId, proposalStatus: target.proposalStatus };
  ids.chatid = chat.id;
  // An invoice of the matrix job, which its administrator may read and pay, and a card the company saved.
  const { invoice } = await db.transaction((tx) =>
    issueInvoice(
      tx,
      {
        companyId: admin.companyId ?? 0,
        projectId: target.projectId,
        instrId: talent.id,
        proposalId: target.proposalId,
        sourceKey: 'matrix',
        lines: [{ description: 'Matrix work', workDocumentId: null, amountCents: 10_000 }],
        serviceChargeBps: 1000,
      },
      new Date(),
    ),
  );
  const [card] = await db
    .insert(savedCards)
    .values({ companyId: admin.companyId, gateway: 'test', customerId: 'matrix-card', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2099 })
    .returning({ id: savedCards.id });
  ids.invoiceid = invoice.id;
  ids.savedcardid = card?.id ?? 0;
  for (const email of Object.values(emails)) await t.tokenOf(email);
}, 120_000);

afterAll(async () => {
  console.log(`authorization matrix: ${counts.refused} refusals and ${counts.allowed} allowed calls checked over ${routes.length} endpoints`);
  if (skipped.size) console.log(`authorization matrix: refusals not shown for lack of a valid sample: ${[...skipped].join(', ')}`);
  await t?.close();
});

async function call(r: AnyRoute, caller: Caller): Promise<{ status: number; body: { message?: string; errors?: unknown } | null }> {
  const query = r.query ? queryString(sampleFromZod(r.query, ids)) : '';
  const body = r.body ? sampleFromZod(r.body, ids) : undefined;
  // Each route is called from an address of its own: the matrix' wrong link tokens stay under the limit per address.
  const index = routes.indexOf(r);
  const headers: Record<string, string> = { 'x-client-ip': `10.0.${index >> 8}.${index & 255}` };
  if (caller !== 'visitor') headers.authorization = `Bearer ${await t.tokenOf(emails[caller])}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(`${r.path}${query}`, { method: r.method.toUpperCase(), headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    // A file, a PDF or a live stream: what matters here is whether it was let through.
    await res.body?.cancel();
    return { status: res.status, body: null };
  }
  return { status: res.status, body: (await res.json()) as { message?: string; errors?: unknown } };
}

/**
 * An allowed call may change its caller: Logout ends the session (the caller signs in again), Company/Create gives the
 * company-less contact a company (taken away again), LeaveGroupChat takes the administrator out of the matrix chat
 * (put back), a pipeline call moves the matrix proposal (moved back), CompleteJob completes the matrix job (opened
 * again), RecordOffline pays the matrix invoice and RemoveCard removes the matrix card (both undone), so every route
 * meets the same nine callers.
 */
async function keepCallersAsTheyWere() {
  for (const email of Object.values(emails)) {
    const res = await t.request(email, 'GET', '/api/User/Session');
    if (res.status === 401) t.forgetToken(email);
  }
  await t.deps.db.update(contacts).set({ companyId: null }).where(eq(contacts.id, noCompanyContactId));
  await t.deps.db
    .update(groupChatMembers)
    .set({ leftAt: null })
    .where(and(eq(groupChatMembers.chatId, matrixChat.id), eq(groupChatMembers.userId, matrixChat.adminUserId)));
  // The pipeline calls move the matrix proposal (to Interview, Hired …); its talent would then be of the job's chat party.
  await t.deps.db.update(proposals).set({ status: matrixChat.proposalStatus }).where(eq(proposals.id, matrixChat.proposalId));
  await t.deps.db.update(projects).set({ status: 'open', completedAt: null }).where(eq(projects.id, ids.projectid ?? 0));
  // Recording a payment pays the matrix invoice, and removing the card removes it: both are undone.
  const invoiceId = ids.invoiceid ?? 0;
  await t.deps.db.delete(ledgerEntries).where(and(eq(ledgerEntries.invoiceId, invoiceId), ne(ledgerEntries.kind, 'invoice')));
  await t.deps.db.delete(payouts).where(eq(payouts.invoiceId, invoiceId));
  await t.deps.db.delete(payments).where(eq(payments.invoiceId, invoiceId));
  await t.deps.db.update(invoices).set({ status: 'open', paidAt: null }).where(eq(invoices.id, invoiceId));
  await t.deps.db.update(savedCards).set({ removedAt: null }).where(eq(savedCards.id, ids.savedcardid ?? 0));
}

/** The matrix' own sample is not one the route accepts: the refusals of record declarations cannot show. */
const sampleRejected = (status: number, body: { message?: string; errors?: unknown }) => status === 400 && body.errors !== undefined;

describe('authorization matrix', () => {
  for (const r of routes) {
    it(`${r.method.toUpperCase()} ${r.path} (${r.access.name})`, async () => {
      for (const caller of callers) {
        const res = await call(r, caller);
        expect(res.status, `${caller} got ${res.status}: ${res.body?.message ?? ''}`).toBeLessThan(500);
        const declared = r.refusal ?? r.access.refusal;
        if (allowed[r.access.name].includes(caller)) {
          // Let through: never refused as a person. A visitor route may still refuse a link or token (401), and any
          // route may refuse what the input asks (a record of someone else, a document of the other side) with a 403 of its own.
          if (r.access.name !== 'visitor') expect(res.status, `${caller} may call ${r.path}: ${res.body?.message ?? ''}`).not.toBe(401);
          if (res.status === 403 && declared) expect(res.body?.message, `${caller} may call ${r.path}`).not.toBe(declared);
          if (r.access.record) expect(res.body?.message, `${caller} may see the record of ${r.path}`).not.toBe(messages.job.notFound);
          counts.allowed += 1;
        } else if (r.access.record && caller !== 'visitor' && sampleRejected(res.status, res.body ?? {})) {
          skipped.add(r.path);
        } else {
          expect(refusalOf(r, caller), `${caller} must be refused by ${r.path}, got ${res.status}: ${res.body?.message ?? ''}`).toContain(res.status);
          expect(Object.keys(res.body ?? {}).filter((k) => !refusalKeys.has(k)), `${caller} was told more than "no" by ${r.path}`).toEqual([]);
          if (res.status === 403 && declared) expect(res.body?.message).toBe(declared);
          counts.refused += 1;
        }
      }
      await keepCallersAsTheyWere();
    });
  }
});
