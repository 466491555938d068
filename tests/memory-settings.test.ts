import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './node-processes.ts';

const probe = path.join(root, 'tests', 'fixtures', 'memory-settings-probe.mjs');

/** Runs the probe as `node [flags] probe --port 1` with the given environment; its pid and the lines it printed. */
async function runProbe(flags: string[], env: NodeJS.ProcessEnv) {
  const inherited = { ...process.env };
  delete inherited.MALLOC_ARENA_MAX;
  delete inherited.MALLOC_MMAP_THRESHOLD_;
  const child = spawn(process.execPath, [...flags, probe, '--port', '1'], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const lines = output.trim().split('\n');
  return { code, pid: child.pid, lines, run: JSON.parse(lines[0] ?? '{}') as Record<string, unknown> };
}

describe('the server process sizes its memory on purpose', () => {
  it('runs once, as the same process with its arguments, under a small young generation, a bounded heap growth and two malloc arenas', async () => {
    const { code, pid, lines, run } = await runProbe([], {});
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    expect(run.pid).toBe(pid);
    expect(run.execArgv).toContain('--max-semi-space-size=8');
    expect(run.execArgv).toContain('--heap-growing-percent=50');
    expect(run.arenaMax).toBe('2');
    expect(run.mmapThreshold).toBe('131072');
    expect(run.args).toEqual(['--port', '1']);
  });

  it('keeps a setting the operator gave, on the command line or in the environment', async () => {
    const { run } = await runProbe(['--max-semi-space-size=32', '--heap-growing-percent=100'], { MALLOC_ARENA_MAX: '8' });
    expect(run.execArgv).toEqual(['--max-semi-space-size=32', '--heap-growing-percent=100']);
    expect(run.arenaMax).toBe('8');
    expect(run.mmapThreshold).toBe('131072');
  });
});
