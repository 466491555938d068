import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructorRoles, instructorSkills, instructors, roles, users } from '../db/schema/index.ts';
import { profileChanged } from './profile-changed.ts';

describe('trust badges follow the facts of the profile', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const instrIdOf = async (email: string) =>
    (await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, email)))[0]?.id ?? 0;
  const badgeOf = async (instrId: number) => (await t.deps.db.select({ badge: instructors.trustBadge }).from(instructors).where(eq(instructors.id, instrId)))[0]?.badge;

  it('gives V when a new talent signs the ICA; a self-declared “certified to teach” tick earns no CT', async () => {
    const liam = await instrIdOf('talent.incomplete@demo.example');
    await t.deps.db.update(instructors).set({ trustBadge: null }).where(eq(instructors.id, liam));
    const signed = await t.request('talent.incomplete@demo.example', 'POST', '/api/LegalDocuments/SignLegalDocuments?doctype=ICA', {
      fullName: 'Liam Walsh',
      consent: true,
    });
    expect(signed.status).toBe(200);
    expect(await badgeOf(liam)).toBe('V');

    const [trainerRole] = await t.deps.db
      .select({ id: instructorRoles.id })
      .from(instructorRoles)
      .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
      .where(and(eq(instructorRoles.instrId, liam), eq(roles.isInstructorType, true)));
    expect(trainerRole).toBeDefined();
    await t.deps.db.update(instructorSkills).set({ certifiedToTeach: true }).where(eq(instructorSkills.instructorRoleId, trainerRole?.id ?? 0));
    await profileChanged(t.deps, t.deps.db, liam);
    expect(await badgeOf(liam)).toBe('V');
  });
});
