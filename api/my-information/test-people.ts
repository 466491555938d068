/** Accounts for the account tests, written straight to the database and signed in with a real session. */
import { agencyMembers, companies, contacts, instructors, users } from '../db/schema/index.ts';
import { loadAccount } from '../auth/account.ts';
import { startSession } from '../auth/sessions.ts';
import type { Deps } from '../deps.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';

let counter = 0;

export interface SignedIn {
  userId: number;
  email: string;
  token: string;
  refreshToken: string;
}

/** A user, activated, with a unique e-mail address. */
async function user(deps: Deps, firstName: string): Promise<{ userId: number; email: string }> {
  const email = `${firstName.toLowerCase()}.${process.pid}.${++counter}@example.com`;
  const [row] = await deps.db
    .insert(users)
    .values({ email, passwordHash: 'not-used', firstName, lastName: 'Tester', activatedAt: deps.now() })
    .returning({ id: users.id });
  if (!row) throw new Error('The user was not created.');
  return { userId: row.id, email };
}

/** A real session for the user. */
async function signIn(deps: Deps, userId: number, email: string): Promise<SignedIn> {
  const account = await loadAccount(deps.db, userId);
  if (!account) throw new Error('The account was not found.');
  const { token, refreshToken } = await startSession(deps, account, false);
  return { userId, email, token, refreshToken };
}

/** A talent (or agency) profile. */
async function instructor(deps: Deps, values: typeof instructors.$inferInsert): Promise<number> {
  const [row] = await deps.db.insert(instructors).values(values).returning({ id: instructors.id });
  if (!row) throw new Error('The talent profile was not created.');
  return row.id;
}

export function testPeople(deps: Deps) {
  async function company(name: string): Promise<number> {
    const [row] = await deps.db.insert(companies).values({ name, city: 'Springfield', countryCode: 'US' }).returning({ id: companies.id });
    if (!row) throw new Error('The company was not created.');
    return row.id;
  }

  async function talent(firstName = 'Tara'): Promise<SignedIn & { instrId: number }> {
    const { userId, email } = await user(deps, firstName);
    const instrId = await instructor(deps, { userId, firstName, lastName: 'Tester', profileStatus: 1 });
    return { ...(await signIn(deps, userId, email)), instrId };
  }

  /** A client contact; without a company unless one is given (as sign-up leaves them: web role 3, active). */
  async function contact(
    options: { companyId?: number | null; webRole?: number; status?: 'A' | 'I' | 'P'; firstName?: string } = {},
  ): Promise<SignedIn & { contactId: number }> {
    const firstName = options.firstName ?? 'Cory';
    const { userId, email } = await user(deps, firstName);
    const [row] = await deps.db
      .insert(contacts)
      .values({
        userId,
        companyId: options.companyId ?? null,
        email,
        firstName,
        lastName: 'Tester',
        webRole: options.webRole ?? webRoles.administrator,
        status: options.status ?? contactStatuses.active,
      })
      .returning({ id: contacts.id });
    if (!row) throw new Error('The contact was not created.');
    return { ...(await signIn(deps, userId, email)), contactId: row.id };
  }

  /** An agency with its owner and one member (each with their own profile in the agency) and one more agency talent. */
  async function agency(name: string) {
    const agencyId = await instructor(deps, { isAgency: true, firstName: name, lastName: 'Agency', companyName: name });
    const profile = (firstName: string) => instructor(deps, { agencyId, firstName, lastName: 'Tester', companyName: name, profileStatus: 2 });
    const ownerInstrId = await profile('Olive');
    const memberInstrId = await profile('Milo');
    const talentInstrId = await profile('Theo');
    const owner = await user(deps, 'Olive');
    const member = await user(deps, 'Milo');
    await deps.db.insert(agencyMembers).values([
      { agencyId, userId: owner.userId, isOwner: true, instrId: ownerInstrId },
      { agencyId, userId: member.userId, isOwner: false, instrId: memberInstrId },
    ]);
    return {
      agencyId,
      ownerInstrId,
      memberInstrId,
      talentInstrId,
      owner: await signIn(deps, owner.userId, owner.email),
      member: await signIn(deps, member.userId, member.email),
    };
  }

  return { talent, contact, company, agency };
}
