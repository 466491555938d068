/** Test accounts made directly in the database, each with a live session (bearer token) from the real session code. */
import { randomUUID } from 'node:crypto';
import { loadAccount } from '../auth/account.ts';
import { startSession } from '../auth/sessions.ts';
import type { Deps } from '../deps.ts';
import { agencyMembers, contacts, instructors, users } from '../db/schema/index.ts';

export interface TestAccount {
  userId: number;
  email: string;
  token: string;
  instrId: number | null;
  contactId: number | null;
}

async function newUser(deps: Deps, label: string) {
  const email = `${label}.${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await deps.db
    .insert(users)
    .values({ email, passwordHash: 'not-used', firstName: label, lastName: 'Tester', activatedAt: deps.now() })
    .returning({ id: users.id });
  if (!user) throw new Error('No user.');
  return { userId: user.id, email };
}

export async function signedIn(deps: Deps, userId: number): Promise<string> {
  const account = await loadAccount(deps.db, userId);
  if (!account) throw new Error(`No account ${userId}.`);
  return (await startSession(deps, account, false)).token;
}

export async function talentAccount(deps: Deps): Promise<TestAccount> {
  const { userId, email } = await newUser(deps, 'talent');
  const [row] = await deps.db.insert(instructors).values({ userId, firstName: 'Tara', lastName: 'Talent' }).returning({ id: instructors.id });
  return { userId, email, token: await signedIn(deps, userId), instrId: row?.id ?? null, contactId: null };
}

export async function clientAccount(deps: Deps): Promise<TestAccount> {
  const { userId, email } = await newUser(deps, 'client');
  const [row] = await deps.db
    .insert(contacts)
    .values({ userId, email, firstName: 'Cora', lastName: 'Client', webRole: 3 })
    .returning({ id: contacts.id });
  return { userId, email, token: await signedIn(deps, userId), instrId: null, contactId: row?.id ?? null };
}

/** An agency (an instructors row), its owner and a member (each with a profile in the agency), and one more agency talent. */
export async function agencyAccounts(deps: Deps) {
  const [agency] = await deps.db.insert(instructors).values({ isAgency: true, firstName: 'Agency', lastName: 'Owner' }).returning({ id: instructors.id });
  if (!agency) throw new Error('No agency.');
  const profile = async (firstName: string) => {
    const [row] = await deps.db.insert(instructors).values({ agencyId: agency.id, firstName, lastName: 'Agency' }).returning({ id: instructors.id });
    if (!row) throw new Error('No agency talent.');
    return row.id;
  };
  const member = async (label: string, isOwner: boolean) => {
    const { userId, email } = await newUser(deps, label);
    const instrId = await profile(label);
    await deps.db.insert(agencyMembers).values({ agencyId: agency.id, userId, isOwner, instrId });
    return { userId, email, token: await signedIn(deps, userId), instrId, contactId: null } satisfies TestAccount;
  };
  return {
    agencyId: agency.id,
    owner: await member('owner', true),
    member: await member('member', false),
    talentInstrId: await profile('Other'),
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string };
}

/** One JSON request to the API, as a signed-in user when a token is given. */
export async function request(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(path, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}
