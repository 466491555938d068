/**
 * A second server for journeys that need PostgreSQL (the journeys' own server runs on the embedded database): the
 * built product (scripts/start.mjs) on a free port, a fresh data folder and a new database with the demo data,
 * and an admin connection to act on that database from outside (refuse connections, end backends). Null when no
 * PostgreSQL answers at E2E_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../bench/free-port.ts';

export interface PostgresServer {
  origin: string;
  /** Runs statements on the server's default database as its administrator; `$db` stands for this server's database. */
  admin(...statements: string[]): Promise<void>;
  /** One value of a query on this server's database. */
  value<T>(query: string): Promise<T>;
  stop(): Promise<void>;
}

const adminUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminRun(statements: string[]): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    for (const statement of statements) await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function healthy(origin: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !exited()) {
    const res = await fetch(`${origin}/healthz`).catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The PostgreSQL server at ${origin} did not become healthy.`);
}

export async function startOnPostgres(): Promise<PostgresServer | null> {
  const database = `e2e_${randomBytes(4).toString('hex')}`;
  if (!(await adminRun([`create database ${database}`]))) return null;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-pg-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: url.toString(), PUBLIC_ORIGIN: origin, DEMO_DATA: 'true', CAPTCHA_MAX_NUMBER: '2000', LOG_LEVEL: 'warn', API_URL: '', SMTP_URL: '' },
  });
  let exited = false;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve(void (exited = true))));
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await done;
    await adminRun([`drop database if exists ${database} with (force)`]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(origin, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    admin: async (...statements) => {
      if (!(await adminRun(statements.map((s) => s.replaceAll('$db', database))))) throw new Error(`Failed: ${statements.join('; ')}`);
    },
    value: async <T>(query: string) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return Object.values((await client.query(query)).rows[0] ?? {})[0] as T;
      } finally {
        await client.end();
      }
    },
    stop,
  };
}
