/** A test file's linked copy of the demo files: the same blobs, and what a test changes stays in its copy. */
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBlobStorage } from '../storage/local-blob-storage.ts';
import { linkTree } from './link-tree.ts';

const text = async (stream: ReadableStream<Uint8Array> | null) => (stream ? new Response(stream).text() : null);

describe('linkTree', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('copies every file, and a blob written over or deleted in the copy is unchanged in the original', async () => {
    const original = await mkdtemp(path.join(tmpdir(), 'link-tree-original-'));
    const copy = await mkdtemp(path.join(tmpdir(), 'link-tree-copy-'));
    folders.push(original, copy);
    await mkdir(path.join(original, 'blobs', 'ab'), { recursive: true });
    await writeFile(path.join(original, 'blobs', 'ab', 'ab-one'), 'first photo');
    await writeFile(path.join(original, 'blobs', 'ab', 'ab-two'), 'second photo');

    await linkTree(original, copy);
    expect((await readdir(path.join(copy, 'blobs', 'ab'))).sort()).toEqual(['ab-one', 'ab-two']);

    const copied = createLocalBlobStorage(copy);
    expect(await text(await copied.get('ab/ab-one'))).toBe('first photo');
    await copied.put('ab/ab-one', Readable.from([Buffer.from('a new photo')]), { maxBytes: 1_000 });
    await copied.delete('ab/ab-two');

    expect(await text(await copied.get('ab/ab-one'))).toBe('a new photo');
    expect(await copied.get('ab/ab-two')).toBeNull();
    expect(await readFile(path.join(original, 'blobs', 'ab', 'ab-one'), 'utf8')).toBe('first photo');
    expect(await readFile(path.join(original, 'blobs', 'ab', 'ab-two'), 'utf8')).toBe('second photo');
  });
});
