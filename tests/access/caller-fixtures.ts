/** Callers as the access layer sees them once the session is read (api/access/caller.ts), built without a database. */
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Account } from '#api/auth/account.ts';
import type { Caller, ContactRow, Membership } from '#api/access/caller.ts';
import type { Deps } from '#api/deps.ts';
import type { ResolveInput } from '#api/access/access.ts';

const claims: AccessClaims = { userId: 1, sid: 's', instrId: null, agencyInstrId: null, contactId: null, clientId: null, webRole: null };

export function contactRow(over: Partial<ContactRow> = {}): ContactRow {
  return {
    id: 5,
    userId: 1,
    companyId: 2,
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    phone: null,
    jobTitle: null,
    departmentId: null,
    webRole: 3,
    status: 'A',
    imageBlobId: null,
    createdAt: new Date(0),
    ...over,
  };
}

export function caller(over: { user?: Partial<AccessClaims> } & Partial<Omit<Caller, 'user'>> = {}): Caller {
  const { user, ...rest } = over;
  return {
    user: { ...claims, ...user },
    mustChangePassword: false,
    rememberMe: false,
    lastUsedAt: new Date(0),
    secondFactorAt: null,
    // The declarations under test read the claims, the contact, the company and the membership, never the account.
    account: {} as Account,
    contact: null,
    companyName: null,
    ownInstrId: null,
    ownInstrIsAgency: false,
    membership: null,
    agencyTalent: [],
    ...rest,
  };
}

export const talentCaller = (instrId = 7) => caller({ user: { instrId }, ownInstrId: instrId });
export const agencyCaller = (membership: Partial<Membership> = {}) =>
  caller({
    user: { instrId: 12, agencyInstrId: 3 },
    membership: { agencyId: 3, isOwner: false, instrId: 12, selectedInstrId: null, ...membership },
    agencyTalent: [12, 13],
  });
export const adminCaller = () => caller({ user: { contactId: 5, clientId: 2, webRole: 3 }, contact: contactRow(), companyName: 'Acme' });

/** What the dispatcher hands a declaration for a caller it resolved; the database is never asked. */
export function resolveInput(who: Caller | null, refusal?: string): ResolveInput {
  return { deps: {} as Deps, user: who?.user ?? null, caller: who, id: undefined, refusal };
}
