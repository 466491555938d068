/** The API on a fresh database with the reference roles and skills, people made on demand, and calls as one of them. */
import { and, eq } from 'drizzle-orm';
import { createTestApp } from './test-app.ts';
import { ensureReferenceData } from '../seed/index.ts';
import { instructors, roles, skills } from '../db/schema/index.ts';
import { call } from './test-client.ts';
import { testPeople } from '../my-information/test-people.ts';

export async function createProfileTestApp() {
  const t = await createTestApp();
  await ensureReferenceData(t.deps.db);

  async function roleId(name: string): Promise<number> {
    const [row] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
    if (!row) throw new Error(`No role ${name}.`);
    return row.id;
  }

  async function skillId(name: string): Promise<number> {
    const [row] = await t.deps.db.select({ id: skills.id }).from(skills).where(and(eq(skills.name, name), eq(skills.isApproved, true)));
    if (!row) throw new Error(`No skill ${name}.`);
    return row.id;
  }

  async function profileUpdatedAt(instrId: number): Promise<Date> {
    const [row] = await t.deps.db.select({ updatedAt: instructors.updatedAt }).from(instructors).where(eq(instructors.id, instrId));
    if (!row) throw new Error(`No talent ${instrId}.`);
    return row.updatedAt;
  }

  /** Calls with a bearer token. */
  const as = (token: string) => ({
    get: (path: string) => call(t.app, 'GET', path, undefined, { token }),
    post: (path: string, body: unknown) => call(t.app, 'POST', path, body, { token }),
    put: (path: string, body: unknown) => call(t.app, 'PUT', path, body, { token }),
    delete: (path: string) => call(t.app, 'DELETE', path, undefined, { token }),
  });

  return { ...t, people: testPeople(t.deps), roleId, skillId, profileUpdatedAt, as };
}
