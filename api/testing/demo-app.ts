/**
 * The API on a fresh database filled with the demo data (docs/demo-accounts.md), files included, for tests that
 * need a realistic cast: companies with administrators and Standard Users, talent at every profile status, an
 * agency, jobs in every status and proposals in every tab. It copies the run's seeded template and its files
 * (api/testing/templates.ts) when there is one made today, and seeds its own database otherwise.
 */
import { seedIfEmpty, demoPassword } from '../seed/index.ts';
import { isoDate, startOfDay } from '../seed/random.ts';
import { createTestApp, openDatabaseFrom } from './test-app.ts';
import { testTemplates } from './templates.ts';
import { linkTree } from './link-tree.ts';
import type { Config } from '#kernel/config.ts';
import { login } from './test-client.ts';

export async function createDemoTestApp(overrides: Partial<Config> = {}) {
  const template = seededToday();
  const t = await createTestApp(overrides, template ? { database: await openDatabaseFrom(template.demo) } : {});
  if (template) await linkTree(template.demoDataDir, t.blobDir);
  else await seedIfEmpty({ db: t.deps.db, dataDir: t.blobDir, now: t.deps.now });
  const tokens = new Map<string, string>();

  /** A bearer token for a demo account (signed in once per test file). */
  async function tokenOf(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known) return known;
    const res = await login(t.app, email, { password: demoPassword });
    const token = res.body.token;
    if (res.status !== 200 || typeof token !== 'string') throw new Error(`${email} could not sign in: ${res.status} ${res.body.message ?? ''}`);
    tokens.set(email, token);
    return token;
  }

  /** A JSON call as a demo account (or as a visitor when `as` is null). */
  async function request(as: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (as) headers.authorization = `Bearer ${await tokenOf(as)}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, body: json as Record<string, unknown> & { message?: string } };
  }

  /** Drops the cached token of an account whose session a call ended; the next call signs in again. */
  const forgetToken = (email: string) => void tokens.delete(email);

  return { ...t, tokenOf, forgetToken, request };
}

/** The seeded template, unless its dates are relative to another day than this test's (a run across midnight UTC). */
function seededToday() {
  const templates = testTemplates();
  return templates?.demoDay === isoDate(startOfDay(new Date())) ? templates : null;
}
