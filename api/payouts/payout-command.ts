/**
 * The operator's payout command (scripts/payouts.ts): runs the payout run on the database itself (PostgreSQL, or an
 * embedded data folder no server holds), or asks a running server to run it (`--server`, with an operator credential
 * made from the keys the server uses), and writes the files into a folder. On the database the files are written
 * before the run commits; from a server they arrive after it, and `--again <batch>` writes a batch's file again.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#kernel/config.ts';
import type { Deps } from '../deps.ts';
import { openDatabase } from '../db/client.ts';
import { loadSigningKeys } from '#kernel/tokens.ts';
import { operatorAuthorization } from '../auth/operator-token.ts';
import { createLogger } from '#kernel/log.ts';
import { StartupError } from '#kernel/startup-error.ts';
import { createLocalBlobStorage } from '../storage/local-blob-storage.ts';
import { payoutBatchFile, runPayouts } from './payout-run.ts';
import { payoutFile, payoutRunAnswer, payoutRunBody, type PayoutFile, type PayoutRunAnswer, type PayoutRunBody } from '#domain/payout-run.ts';

/** The originator's options and the environment variables they fall back to. */
export const originatorOptions = {
  'bank-routing': ['bankRouting', 'PAYOUTS_BANK_ROUTING'],
  'bank-name': ['bankName', 'PAYOUTS_BANK_NAME'],
  'company-name': ['companyName', 'PAYOUTS_COMPANY_NAME'],
  'company-id': ['companyId', 'PAYOUTS_COMPANY_ID'],
  'entry-description': ['entryDescription', 'PAYOUTS_ENTRY_DESCRIPTION'],
  'effective-date': ['effectiveDate', 'PAYOUTS_EFFECTIVE_DATE'],
} as const;

export type OriginatorOption = keyof typeof originatorOptions;

/** The run's originator from the options, else the environment; a message naming each option that is wrong. */
export function originatorFrom(values: Partial<Record<OriginatorOption, string>>, env: NodeJS.ProcessEnv): PayoutRunBody {
  const raw: Record<string, string | undefined> = {};
  for (const [option, [field, variable]] of Object.entries(originatorOptions)) raw[field] = values[option as OriginatorOption] ?? env[variable] ?? undefined;
  const parsed = payoutRunBody.safeParse(raw);
  if (parsed.success) return parsed.data;
  const optionOf = (field: PropertyKey) => Object.entries(originatorOptions).find(([, [name]]) => name === field);
  const lines = parsed.error.issues.map((issue) => {
    const [option, [, variable] = []] = optionOf(issue.path[0] ?? '') ?? [];
    return option ? `--${option} (or ${variable}): ${issue.message}` : issue.message;
  });
  throw new StartupError(lines.join('\n'));
}

/** Writes the files (never over an existing file, readable only by their owner: they hold account numbers). */
export async function writeFiles(folder: string, files: readonly PayoutFile[]): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  for (const file of files) {
    const target = path.join(folder, file.fileName);
    await writeFile(target, file.content, { flag: 'wx', mode: 0o600 });
    written.push(target);
  }
  return written;
}

async function withDatabase<T>(config: Config, work: (deps: Deps) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const keys = await loadSigningKeys({ privateJwk: config.jwtPrivateKey, dataDir: config.dataDir, dataKey: config.dataEncryptionKey });
    const deps: Deps = { config, database, db: database.db, keys, log: createLogger(config.logLevel), storage: createLocalBlobStorage(config.dataDir), now: () => new Date() };
    return await work(deps);
  } finally {
    await database.close();
  }
}

/** Asks the server at `server` (its public origin) for one operator call. */
async function askServer(config: Config, server: string, action: 'Run' | 'GetBatchFile', body: unknown): Promise<unknown> {
  const keys = await loadSigningKeys({ privateJwk: config.jwtPrivateKey, dataDir: config.dataDir, dataKey: config.dataEncryptionKey });
  const response = await fetch(new URL(`/api/Payouts/${action}`, server), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: operatorAuthorization({ config, keys }, new Date()) },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = answer && typeof answer === 'object' && 'message' in answer ? String(answer.message) : `status ${response.status}`;
    throw new StartupError(`The server at ${server} refused the payout ${action === 'Run' ? 'run' : 'file'}: ${message}`);
  }
  return answer;
}

export interface CommandResult {
  answer: PayoutRunAnswer;
  written: string[];
}

/** One payout run, on the configured database or through the running server at `server`. */
export async function payoutCommand(config: Config, body: PayoutRunBody, folder: string, server?: string): Promise<CommandResult> {
  if (server) {
    const answer = payoutRunAnswer.parse(await askServer(config, server, 'Run', body));
    try {
      return { answer, written: await writeFiles(folder, answer.files) };
    } catch (error) {
      const again = answer.files.map((file) => `--again ${file.batchId}`).join(', ');
      throw new StartupError(`The payouts were sent but a file could not be written (${String(error)}). Write it again with ${again}.`);
    }
  }
  let written: string[] = [];
  const answer = await withDatabase(config, (deps) =>
    runPayouts(deps, body, async (files) => {
      written = await writeFiles(folder, files);
    }),
  );
  return { answer, written };
}

/** Writes the file of an earlier batch again. */
export async function writeBatchAgain(config: Config, batchId: number, folder: string, server?: string): Promise<string[]> {
  const file = server ? payoutFile.parse(await askServer(config, server, 'GetBatchFile', { batchId })) : await withDatabase(config, (deps) => payoutBatchFile(deps, batchId));
  if (!file) throw new StartupError(`There is no payout batch ${batchId}.`);
  return writeFiles(folder, [file]);
}
