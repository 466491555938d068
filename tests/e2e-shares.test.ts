import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareOut } from '../scripts/e2e-shares.mjs';
import { root } from './node-processes.ts';

describe('the journeys shared out among shards', () => {
  it('gives every spec file of the repository to exactly one shard', () => {
    const specs = readdirSync(path.join(root, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
    const shards = shareOut(path.join(root, 'e2e'), 3);
    expect(shards).toHaveLength(3);
    expect(shards.flat().sort()).toEqual(specs.sort());
  });

  it('puts the longest files on different shards and counts a file without a duration as the median', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'e2e-shares-'));
    for (const name of ['walk.spec.ts', 'hire.spec.ts', 'a.spec.ts', 'b.spec.ts', 'new.spec.ts', 'helper.ts']) writeFileSync(path.join(folder, name), '');
    writeFileSync(path.join(folder, 'durations.json'), JSON.stringify({ 'walk.spec.ts': 500, 'hire.spec.ts': 300, 'a.spec.ts': 100, 'b.spec.ts': 100 }));
    // The new file counts 300 s (the median of 100, 100, 300, 500): walk 500 | hire 300 + new 300, then a and b
    // go onto the lighter shard in turn (500 + 100 + 100 | 600).
    try {
      expect(shareOut(folder, 2)).toEqual([['walk.spec.ts', 'a.spec.ts', 'b.spec.ts'], ['hire.spec.ts', 'new.spec.ts']]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
