/** Helpers for the User API tests: real HTTP requests against createTestApp, captchas solved with altcha-lib. */
import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { ApiApp } from '../app.ts';
import type { Deps } from '../deps.ts';
import type { TestClock } from './test-app.ts';
import { captchaAnswer, captchaPath } from './captcha-answer.ts';
import { WINDOW_MS } from '../http/rate-limit.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A different client address per call unless one is given, so per-IP limits only meet where a test means them to. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function call(app: ApiApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-client-ip': options.ip ?? someIp(), ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { message?: string } };
}

export async function solvedCaptcha(app: ApiApp): Promise<string> {
  const res = await app.request(captchaPath);
  return captchaAnswer(await res.json());
}

export const password = 'Str0ng!Pass';

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export async function signUp(app: ApiApp, input: { email: string; accountType?: 'talent' | 'client'; firstName?: string }) {
  return call(app, 'POST', '/api/User/signup', {
    accountType: input.accountType ?? 'talent',
    firstName: input.firstName ?? 'Ada',
    lastName: 'Lovelace',
    email: input.email,
    password,
    acceptTerms: true,
    captcha: await solvedCaptcha(app),
  });
}

export async function latestMail(deps: Deps, to: string) {
  const [mail] = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`No mail to ${to}.`);
  return mail;
}

/** The token of the link to `path` in the newest mail to `to`. */
export async function linkToken(deps: Deps, to: string, path: string): Promise<string> {
  const mail = await latestMail(deps, to);
  const match = mail.text.match(/https?:\/\/\S+/g)?.map((u) => new URL(u)).find((u) => u.pathname === path);
  const token = match?.searchParams.get('token');
  if (!token) throw new Error(`No ${path} link in the mail to ${to}.`);
  return token;
}

export async function login(app: ApiApp, email: string, extra: { password?: string; rememberMe?: boolean; nextPage?: string; ip?: string } = {}) {
  return call(
    app,
    'POST',
    '/api/User/login',
    {
      email,
      password: extra.password ?? password,
      rememberMe: extra.rememberMe ?? false,
      captcha: await solvedCaptcha(app),
      ...(extra.nextPage ? { nextPage: extra.nextPage } : {}),
    },
    extra.ip ? { ip: extra.ip } : {},
  );
}

/** Signs up, opens the activation link and logs in; returns the login answer. */
export async function activeAccount(app: ApiApp, deps: Deps, input: { email?: string; accountType?: 'talent' | 'client' } = {}) {
  const email = input.email ?? uniqueEmail(input.accountType);
  const signup = await signUp(app, { email, ...(input.accountType ? { accountType: input.accountType } : {}) });
  if (signup.status !== 200) throw new Error(`Sign-up failed: ${JSON.stringify(signup.body)}`);
  const verify = await call(app, 'POST', '/api/User/VerifyEmail', { token: await linkToken(deps, email, '/emailverification') });
  if (verify.status !== 200) throw new Error(`Verification failed: ${JSON.stringify(verify.body)}`);
  const session = await login(app, email);
  if (session.status !== 200) throw new Error(`Login failed: ${JSON.stringify(session.body)}`);
  return { email, session: session.body as Record<string, unknown> & { token: string; refreshToken: string } };
}

/**
 * Moves the test clock past a whole quiet minute to one second into a rate-limit window, so nothing counted before
 * weighs on a burst of calls that stays inside that window.
 */
export function enterFreshWindow(clock: TestClock): void {
  const now = clock.now().getTime();
  clock.advance(Math.ceil(now / WINDOW_MS) * WINDOW_MS - now + WINDOW_MS + 1000);
}
