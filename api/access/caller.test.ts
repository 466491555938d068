/**
 * The caller as the database's `load_caller` answers it (migration 0021, decision record 365) holds what the query
 * builder reads of the same rows: the user without the password hash, the contact, the agency's talent, the session's
 * state. A column added to users or contacts, or a mapping that reads one wrongly (a date as text), fails here.
 */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { contacts, instructors, sessionFamilies, users } from '../db/schema/index.ts';
import { authenticate } from './authenticate.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
});
afterAll(() => t.close());

const callerOf = async (email: string) => {
  const caller = await authenticate(t.deps, `Bearer ${await t.tokenOf(email)}`);
  if (!caller) throw new Error(`${email} has no caller`);
  return caller;
};

describe('the caller of a request', () => {
  const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

  it.each(['client.admin@demo.example', 'agency.owner@demo.example', 'agency.member@demo.example', 'contact.pending@demo.example', 'talent.good@demo.example'])(
    'of %s is the person as the tables hold them',
    async (email) => {
      const caller = await callerOf(email);
      const [user] = await t.deps.db.select(userColumns).from(users).where(eq(users.email, email));
      expect(caller.account.user).toEqual(user);
      expect(caller.account.user).not.toHaveProperty('passwordHash');
      expect(caller.account.user.createdAt).toBeInstanceOf(Date);
      const [contact] = await t.deps.db.select().from(contacts).where(eq(contacts.userId, user?.id ?? 0));
      expect(caller.contact).toEqual(contact ?? null);
      const [session] = await t.deps.db.select().from(sessionFamilies).where(eq(sessionFamilies.id, caller.user.sid));
      expect({ rememberMe: caller.rememberMe, lastUsedAt: caller.lastUsedAt, secondFactorAt: caller.secondFactorAt }).toEqual({
        rememberMe: session?.rememberMe,
        lastUsedAt: session?.lastUsedAt,
        secondFactorAt: session?.secondFactorAt,
      });
      const agency = caller.user.agencyInstrId;
      const talent = agency === null ? [] : await t.deps.db.select({ id: instructors.id }).from(instructors).where(eq(instructors.agencyId, agency)).orderBy(asc(instructors.id));
      expect(caller.agencyTalent).toEqual(talent.map((row) => row.id));
    },
  );

  it('knows an agency’s talent, a pending request to join a company and a forced password change', async () => {
    const owner = await callerOf('agency.owner@demo.example');
    expect(owner.membership).toMatchObject({ isOwner: true, agencyId: owner.user.agencyInstrId });
    expect(owner.agencyTalent.length).toBeGreaterThanOrEqual(5);
    expect((await callerOf('contact.pending@demo.example')).account.joinRequestPending).toBe(true);
    expect((await callerOf('client.admin@demo.example')).account.joinRequestPending).toBe(false);
    expect((await callerOf('talent.forcechange@demo.example')).mustChangePassword).toBe(true);
    expect((await callerOf('talent.good@demo.example')).mustChangePassword).toBe(false);
  });

  it('is nobody once the session is revoked or has expired', async () => {
    const token = await t.tokenOf('client2.admin@demo.example');
    const caller = await callerOf('client2.admin@demo.example');
    await t.deps.db.update(sessionFamilies).set({ expiresAt: t.deps.now() }).where(eq(sessionFamilies.id, caller.user.sid));
    expect(await authenticate(t.deps, `Bearer ${token}`)).toBeNull();
    await t.deps.db.update(sessionFamilies).set({ expiresAt: new Date(t.deps.now().getTime() + 3_600_000), revokedAt: t.deps.now() }).where(eq(sessionFamilies.id, caller.user.sid));
    expect(await authenticate(t.deps, `Bearer ${token}`)).toBeNull();
  });
});
