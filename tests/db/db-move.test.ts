import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#api/db/client.ts';
import { users } from '#api/db/schema/index.ts';
import { demoPassword, seedIfEmpty } from '#api/seed/index.ts';
import type { ApiApp } from '#api/app.ts';
import { createTestApp } from '#api/testing/test-app.ts';
import { adminQueries, databaseUrl } from '#api/testing/postgres-admin.ts';
import { startS3Server, type TestS3Server } from '#api/testing/s3-server.ts';
import { login } from '#api/testing/test-client.ts';
import type { BlobStorage } from '#api/storage/blob-storage.ts';
import { createLocalBlobStorage } from '#api/storage/local-blob-storage.ts';
import { createS3BlobStorage } from '#api/storage/s3-blob-storage.ts';
import { moveData, MoveRefused } from '../../scripts/db-move/move.ts';
import type { Progress } from '../../scripts/db-move/progress.ts';

const BEST = 'talent.best@demo.example';
const CLIENT = 'client.admin@demo.example';

/** What people see through the API: jobs and proposals, chats and their messages, and the bytes of every profile photo. */
async function readThroughApi(app: ApiApp, photoIds: string[]) {
  const tokens = new Map<string, string>();
  const get = async (as: string, url: string) => {
    if (!tokens.has(as)) tokens.set(as, String((await login(app, as, { password: demoPassword })).body.token));
    const res = await app.request(url, { headers: { authorization: `Bearer ${tokens.get(as)}` } });
    expect(res.status, url).toBe(200);
    return res;
  };
  const json = async (as: string, url: string) => (await get(as, url)).json() as Promise<Record<string, unknown>>;
  const proposals = await json(BEST, '/api/TalentJobCenter/GetMyJobs?tabId=3');
  const inProgress = await json(BEST, '/api/TalentJobCenter/GetMyJobs?tabId=4');
  const chats = (await json(BEST, '/api/Messaging/GetGroupChat')) as { chats: { chatId: number; members: { userId: number }[] }[] };
  // Members come in no declared order; the same members are what matters.
  for (const chat of chats.chats) chat.members.sort((a, b) => a.userId - b.userId);
  const messages = await Promise.all(chats.chats.map((c) => json(BEST, `/api/Messaging/GetMessages?chatId=${c.chatId}`)));
  const photos: Record<string, string> = {};
  for (const id of photoIds) {
    const bytes = new Uint8Array(await (await get(CLIENT, `/api/Blob/Photo?id=${id}`)).arrayBuffer());
    photos[id] = createHash('sha256').update(bytes).digest('hex');
  }
  return { proposals, inProgress, chats, messages, photos };
}

const silent: Progress = { step: () => undefined, advance: () => undefined, say: () => undefined };

describe.skipIf(!process.env.DATABASE_URL)('npm run db:move', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `move_${process.pid}_${Date.now()}`;
  let dataDir: string;
  let s3: TestS3Server;
  let bucket: BlobStorage;
  let before: Awaited<ReturnType<typeof readThroughApi>>;
  let photoIds: string[];
  const openSource = () => openDatabase({ dataDir });
  const openTarget = () => openDatabase({ url: databaseUrl(adminUrl, name) });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'db-move-'));
    const source = await openSource();
    await source.migrate();
    await seedIfEmpty({ db: source.db, dataDir });
    photoIds = (await source.db.select({ id: users.photoBlobId }).from(users).where(isNotNull(users.photoBlobId))).map((r) => String(r.id));
    const onPglite = await createTestApp({}, { database: source, storage: createLocalBlobStorage(dataDir) });
    before = await readThroughApi(onPglite.app, photoIds);
    await onPglite.close();
    s3 = await startS3Server();
    bucket = createS3BlobStorage(s3.options);
    await adminQueries(adminUrl, [`create database ${name}`]);
  }, 180_000);
  afterAll(async () => {
    await s3?.close();
    await adminQueries(adminUrl, [`drop database if exists ${name} with (force)`]);
    await rm(dataDir, { recursive: true, force: true });
  });

  async function move(targetFiles: BlobStorage) {
    const source = await openSource();
    const target = await openTarget();
    try {
      return await moveData({ source, target, sourceFiles: createLocalBlobStorage(dataDir), targetFiles, progress: silent });
    } finally {
      await target.close();
      await source.close();
    }
  }

  it('resumes a move cut off halfway through the files, checks every table and file, then refuses to run again', async () => {
    let puts = 0;
    const failing: BlobStorage = {
      ...bucket,
      put: (key, source, options) => {
        if (++puts > 3) return Promise.reject(new Error('The connection to the object store was lost.'));
        return bucket.put(key, source, options);
      },
    };
    await expect(move(failing)).rejects.toThrow('The connection to the object store was lost.');

    const report = await move(bucket);
    expect(report.resumed).toBe(true);
    expect(report.files).toBeGreaterThan(3);
    expect(report.tables.length).toBeGreaterThan(40);
    for (const table of report.tables) expect(table.target, table.name).toBe(table.source);
    expect(report.tables.find((t) => t.name === 'users')?.target).toBeGreaterThan(20);

    await expect(move(bucket)).rejects.toBeInstanceOf(MoveRefused);
  }, 180_000);

  it('serves the same jobs, proposals, chats and files from PostgreSQL and the object store, and takes new rows', async () => {
    const target: Database = await openTarget();
    const onPostgres = await createTestApp({}, { database: target, storage: bucket });
    try {
      const after = await readThroughApi(onPostgres.app, photoIds);
      expect(after.proposals).toEqual(before.proposals);
      expect(after.inProgress).toEqual(before.inProgress);
      expect(after.chats).toEqual(before.chats);
      expect(after.messages).toEqual(before.messages);
      expect(after.photos).toEqual(before.photos);
      expect(Object.keys(after.photos).length).toBeGreaterThan(0);
      expect((before.proposals.items as unknown[]).length).toBeGreaterThan(0);
      expect(after.messages.length).toBeGreaterThan(0);

      // The sequences were set past the copied ids: a new account gets a new id instead of a conflict.
      const [inserted] = await target.db.insert(users).values({ email: 'after.move@example.com', passwordHash: 'x', firstName: 'After', lastName: 'Move' }).returning({ id: users.id });
      expect(inserted?.id).toBeGreaterThan(0);
    } finally {
      await onPostgres.close();
    }
  }, 60_000);
});
