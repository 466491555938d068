import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '#api/db/data-folder-lock.ts';
import { embeddedRunOnly, root, serverEnv } from '../tests/node-processes.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

async function until(what: string, check: () => boolean | Promise<boolean>, deadlineMs = 120_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await delay(50);
  }
}

const answers = (url: string) =>
  fetch(`${url}/healthz`).then(
    (res) => res.ok,
    () => false,
  );

/** `npm start` in a package whose start script is the server entry (without the page build). */
function npmStart(env: NodeJS.ProcessEnv): ChildProcess {
  const project = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
  const script = `"${process.execPath}" "${path.join(root, 'tests', 'fixtures', 'npm-start.mjs')}"`;
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'shutdown-probe', private: true, scripts: { start: script } }));
  const npm = spawn('npm', ['start'], { cwd: project, env: { ...process.env, ...env }, stdio: 'ignore' });
  npm.once('exit', () => rmSync(project, { recursive: true, force: true }));
  return npm;
}

/** A request the server has begun (it answered 100 Continue) whose body is not sent yet. */
async function requestInFlight(url: string): Promise<{ socket: Socket; finish(): Promise<string> }> {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ jwtToken: '', refreshToken: 'not-a-token' });
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.write(
    'POST /api/User/RefreshToken HTTP/1.1\r\n' +
      `Host: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
      'Expect: 100-continue\r\nConnection: keep-alive\r\n\r\n',
  );
  await until('the server began the request', () => received.includes('100 Continue'), 30_000);
  return {
    socket,
    finish: async () => {
      socket.write(body);
      await until('the answer arrived', () => /\r\n\r\n\{.*\}$/s.test(received.split('100 Continue\r\n\r\n')[1] ?? ''), 30_000);
      return received.split('100 Continue\r\n\r\n')[1] ?? '';
    },
  };
}

describe.skipIf(process.platform !== 'linux' || embeddedRunOnly)('stopping `npm start`', () => {
  const started: ChildProcess[] = [];
  const servers: number[] = [];
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    for (const pid of servers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });

  it('SIGTERM to npm stops the server: the request in flight is answered, the port closes, no process remains', async () => {
    const { env, dataDir, url } = await serverEnv();
    const npm = npmStart(env);
    started.push(npm);
    await until('the server answers', () => answers(url));
    const server = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split(' ')[0]);
    servers.push(server);
    const shell = parentOf(server);

    const inFlight = await requestInFlight(url);
    npm.kill('SIGTERM');
    await until('the port stops accepting connections', async () => !(await answers(url)), 30_000);
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);

    await until('the server process is gone', () => !alive(server), 30_000);
    expect(alive(shell)).toBe(false);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);

  it('SIGINT to the process npm runs stops it gracefully, and npm with it', async () => {
    const { env, dataDir, url } = await serverEnv();
    const npm = npmStart(env);
    started.push(npm);
    await until('the server answers', () => answers(url));
    const server = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split(' ')[0]);
    servers.push(server);

    process.kill(server, 'SIGINT');
    const [code] = (await once(npm, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(alive(server)).toBe(false);
    expect(await answers(url)).toBe(false);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);
});
