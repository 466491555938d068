import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { blobs } from '#api/db/schema/index.ts';
import { BlobTooLargeError, type BlobStorage } from '#api/storage/blob-storage.ts';
import { createLocalBlobStorage } from '#api/storage/local-blob-storage.ts';
import { lazyS3Storage } from '#api/storage/configured-storage.ts';
import { ORPHAN_GRACE_MS, sweepBlobs } from '#api/blob/blob-sweeper.ts';
import { startS3Server } from '#api/testing/s3-server.ts';
import { storeBlob } from '#api/storage/store-blob.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';

async function* chunks(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part);
}

async function text(stream: ReadableStream<Uint8Array> | null): Promise<string | null> {
  return stream ? new Response(stream).text() : null;
}

async function keysIn(storage: BlobStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

/** Bytes in 64 KiB chunks, as an upload arrives, without the whole file in memory. */
async function* generated(totalBytes: number, seen = createHash('sha256')) {
  for (let sent = 0; sent < totalBytes; sent += 64 * 1024) {
    const chunk = new Uint8Array(Math.min(64 * 1024, totalBytes - sent)).fill(sent % 251);
    seen.update(chunk);
    yield chunk;
  }
}

interface Driver {
  name: string;
  open(): Promise<{ storage: BlobStorage; close(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: 'local folder',
    async open() {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'blob-storage-'));
      return { storage: createLocalBlobStorage(dataDir), close: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    // Through the configured driver, which loads the SDK on its first call.
    name: 'S3-compatible store',
    async open() {
      const server = await startS3Server();
      return { storage: lazyS3Storage(server.options), close: () => server.close() };
    },
  },
];

describe.each(drivers)('blob storage on the $name', (driver) => {
  let storage: BlobStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await driver.open());
  });
  afterAll(() => close());

  it('stores bytes from a stream, lists, reads them back and deletes them', async () => {
    const stored = await storage.put('ab/abcdef', chunks('hello ', 'world'), { maxBytes: 100 });
    expect(stored).toEqual({ size: 11, sha256: createHash('sha256').update('hello world').digest('hex') });
    expect(await keysIn(storage)).toEqual(['ab/abcdef']);
    expect(await text(await storage.get('ab/abcdef'))).toBe('hello world');
    await storage.delete('ab/abcdef');
    expect(await storage.get('ab/abcdef')).toBeNull();
    expect(await keysIn(storage)).toEqual([]);
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
    expect(await keysIn(storage)).toEqual([]);
  });

  it('accepts exactly the limit', async () => {
    const stored = await storage.put('ef/exact', chunks('1234'), { maxBytes: 4 });
    expect(stored.size).toBe(4);
    await storage.delete('ef/exact');
  });

  it('streams a file larger than one upload part in and out with the same checksum', async () => {
    const size = 12 * 1024 * 1024 + 123;
    const sent = createHash('sha256');
    const stored = await storage.put('12/large', generated(size, sent), { maxBytes: size });
    const expected = sent.digest('hex');
    expect(stored).toEqual({ size, sha256: expected });
    const read = createHash('sha256');
    let readBytes = 0;
    for await (const chunk of (await storage.get('12/large')) ?? []) {
      read.update(chunk);
      readBytes += chunk.byteLength;
    }
    expect({ readBytes, sha256: read.digest('hex') }).toEqual({ readBytes: size, sha256: expected });
    await storage.delete('12/large');
  });

  it('leaves nothing behind when a large file passes the limit after several parts', async () => {
    const limit = 11 * 1024 * 1024;
    await expect(storage.put('13/over', generated(limit + 1), { maxBytes: limit })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await storage.get('13/over')).toBeNull();
    expect(await keysIn(storage)).toEqual([]);
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'A/Upper', '']) {
      await expect(storage.put(key, chunks('x'), { maxBytes: 10 }), key).rejects.toThrow('Invalid blob key');
      await expect(storage.get(key), key).rejects.toThrow('Invalid blob key');
    }
  });

  it('lets the sweeper remove a file no row describes once it is old enough, and keep a described one', async () => {
    const database = await openTestDatabase();
    try {
      const described = await storeBlob(database.db, storage, { source: chunks('kept'), fileName: 'kept.txt', contentType: 'text/plain', maxBytes: 100 });
      await storage.put('ab/ab000000-0000-4000-8000-000000000000', chunks('orphan'), { maxBytes: 100 });
      const deps = { db: database.db, storage, now: () => new Date() };
      expect(await sweepBlobs(deps, { partialGraceMs: 0 })).toMatchObject({ orphanFilesDeleted: 0 });
      const later = { ...deps, now: () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000) };
      expect(await sweepBlobs(later, { partialGraceMs: 0 })).toMatchObject({ orphanFilesDeleted: 1 });
      expect(await keysIn(storage)).toEqual([described.storageKey]);
      expect(await text(await storage.get(described.storageKey))).toBe('kept');
      await storage.delete(described.storageKey);
    } finally {
      await database.close();
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
