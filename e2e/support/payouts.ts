/**
 * The operator's payout run from a journey: `npm run payouts -- --server <the journey's server>` with the journey's
 * data folder, whose keys make the operator credential (the embedded database belongs to the running server).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');

/** Runs the command, writing its files into `folder`; answers what it printed, or fails with it. */
export function runPayouts(baseURL: string, folder: string): Promise<string> {
  const args = ['run', 'payouts', '--', '--server', baseURL, '--out', folder, '--bank-routing', '091000019', '--bank-name', 'Wells Fargo Bank', '--company-name', 'TTA Marketplace', '--company-id', '1123456789'];
  const child = spawn('npm', args, { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run payouts exited with ${code}: ${output}`)))));
}

/** The newest file of a kind the runs wrote into `folder`. */
export function newestFile(folder: string, extension: '.ach' | '.csv'): string {
  const names = readdirSync(folder).filter((name) => name.endsWith(extension)).sort();
  return readFileSync(path.join(folder, names.at(-1) ?? ''), 'utf8');
}
