import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './node-processes.ts';

const folder = path.join(root, 'docs', 'decisions');

describe('the index of decision records', () => {
  it('links every record of the folder, and nothing that is not there', () => {
    const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort();
    const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]).sort();
    expect(linked).toEqual(records);
  });
});
