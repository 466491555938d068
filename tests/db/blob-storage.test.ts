import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/client.ts';
import { blobs } from '../../api/db/schema/index.ts';
import { BlobTooLargeError, type BlobStorage } from '../../api/storage/blob-storage.ts';
import { createLocalBlobStorage } from '../../api/storage/local-blob-storage.ts';
import { storeBlob } from '../../api/storage/store-blob.ts';
import { openTestDatabase } from '../../api/testing.ts';

async function* chunks(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part);
}

async function text(stream: ReadableStream<Uint8Array> | null): Promise<string | null> {
  return stream ? new Response(stream).text() : null;
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

describe('local blob storage', () => {
  let dataDir: string;
  let storage: BlobStorage;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'blob-storage-'));
    storage = createLocalBlobStorage(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stores bytes from a stream under <dataDir>/blobs, reads them back and deletes them', async () => {
    const stored = await storage.put('ab/abcdef', chunks('hello ', 'world'), { maxBytes: 100 });
    expect(stored).toEqual({ size: 11, sha256: createHash('sha256').update('hello world').digest('hex') });
    expect(await filesUnder(path.join(dataDir, 'blobs'))).toEqual(['abcdef']);
    expect(await text(await storage.get('ab/abcdef'))).toBe('hello world');
    await storage.delete('ab/abcdef');
    expect(await storage.get('ab/abcdef')).toBeNull();
    await storage.delete('ab/abcdef');
  });

  it('stops reading as soon as the limit is passed and leaves nothing behind', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield new Uint8Array(1024);
      }
    }
    await expect(storage.put('cd/too-big', endless(), { maxBytes: 4096 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(pulled).toBe(5);
    expect(await storage.get('cd/too-big')).toBeNull();
    expect(await filesUnder(path.join(dataDir, 'blobs'))).toEqual([]);
  });

  it('accepts exactly the limit', async () => {
    const stored = await storage.put('ef/exact', chunks('1234'), { maxBytes: 4 });
    expect(stored.size).toBe(4);
  });

  it('refuses keys that could leave the storage folder', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'A/Upper', '']) {
      await expect(storage.put(key, chunks('x'), { maxBytes: 10 }), key).rejects.toThrow('Invalid blob key');
      await expect(storage.get(key), key).rejects.toThrow('Invalid blob key');
    }
  });
});

describe('storeBlob', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'store-blob-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the bytes and a blobs row describing them', async () => {
    const storage = createLocalBlobStorage(dataDir);
    const row = await storeBlob(database.db, storage, { source: chunks('a,b\r\n1,2\r\n'), fileName: 'data.csv', contentType: 'text/csv', maxBytes: 1000 });
    const [saved] = await database.db.select().from(blobs).where(eq(blobs.id, row.id));
    expect(saved).toMatchObject({ fileName: 'data.csv', contentType: 'text/csv', size: 10, storageKey: `${row.id.slice(0, 2)}/${row.id}` });
    expect(await text(await storage.get(row.storageKey))).toBe('a,b\r\n1,2\r\n');
  });

  it('writes no row when the file is too large', async () => {
    const storage = createLocalBlobStorage(dataDir);
    const before = (await database.db.select().from(blobs)).length;
    await expect(
      storeBlob(database.db, storage, { source: chunks('0123456789'), fileName: 'big.txt', contentType: 'text/plain', maxBytes: 5 }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect((await database.db.select().from(blobs)).length).toBe(before);
  });
});
