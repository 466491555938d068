import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { openSecondInstance } from '../testing/test-app.ts';
import { enterFreshWindow } from '../testing/test-client.ts';
import { blobs, projects, users } from '../db/schema/index.ts';
import { makePdf, makePng } from '../seed/demo-files.ts';
import { sweepBlobs } from './blob-sweeper.ts';
import { storedFileName } from '#domain/file-type.ts';
import { uploadPolicy, uploadTexts } from './upload-policy.ts';

const GOOD = 'talent.good@demo.example';
const HOUR = 60 * 60 * 1000;

describe('storedFileName', () => {
  it('ends every name in an extension of the type found in the bytes', () => {
    expect(storedFileName('evil.html', 'text/plain')).toBe('evil.txt');
    for (const name of ['run.hta', 'run.bat', 'run.exe', 'run.js', 'run.svg', 'run.html']) expect(storedFileName(name, 'text/plain')).toBe('run.txt');
    expect(storedFileName('photo.hta', 'image/png')).toBe('photo.png');
    expect(storedFileName('Scan.JPEG', 'image/jpeg')).toBe('Scan.jpeg');
    expect(storedFileName('report.pdf.exe', 'application/pdf')).toBe('report.pdf.pdf');
    expect(storedFileName('rows.csv', 'text/csv')).toBe('rows.csv');
    expect(storedFileName('.htaccess', 'text/plain')).toBe('document.txt');
    expect(storedFileName('', 'application/pdf')).toBe('document.pdf');
  });

  it('removes bidirectional overrides, control and invisible characters, path segments and reserved characters', () => {
    expect(storedFileName('invoice\u202Egpj.exe', 'text/plain')).toBe('invoicegpj.txt');
    expect(storedFileName('a\u2066b\u2069c\u200F.pdf', 'application/pdf')).toBe('abc.pdf');
    expect(storedFileName('bell\u0007\u0000tab\t.pdf', 'application/pdf')).toBe('belltab.pdf');
    expect(storedFileName('C:\\Users\\me\\..\\plan.pdf', 'application/pdf')).toBe('plan.pdf');
    expect(storedFileName('../../etc/notes.txt', 'text/plain')).toBe('notes.txt');
    expect(storedFileName('say "hi" <now>?.txt', 'text/plain')).toBe('say _hi_ _now__.txt');
    expect(storedFileName('Отчёт 报告.pdf', 'application/pdf')).toBe('Отчёт 报告.pdf');
  });
});

describe('upload naming, rate, quota, sweeping and replaced photos', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let job: number;
  let goodUserId: number;
  const blobRoot = () => path.join(t.blobDir, 'blobs');

  beforeAll(async () => {
    t = await createDemoTestApp();
    const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    job = row?.id ?? 0;
    const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, GOOD));
    goodUserId = user?.id ?? 0;
  });
  afterAll(() => t.close());
  // Each test starts after a quiet minute, so no earlier upload counts against it.
  beforeEach(() => enterFreshWindow(t.clock));

  async function stage(name: string, bytes: Uint8Array) {
    const form = new FormData();
    form.set('formFile', new Blob([new Uint8Array(bytes)]), name);
    const res = await t.app.request(`/api/Blob/UploadDocument?entityType=Proposal&entityId=${job}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await t.tokenOf(GOOD)}` },
      body: form,
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  const storedKeys = async () => {
    const keys: string[] = [];
    for (const folder of await readdir(blobRoot()).catch(() => [])) for (const file of await readdir(path.join(blobRoot(), folder))) keys.push(`${folder}/${file}`);
    return keys;
  };

  it('stores HTML sent as evil.html as evil.txt, and downloads it under that name as plain text', async () => {
    const res = await stage('evil\u202E.html', new TextEncoder().encode('<script>alert(document.cookie)</script>'));
    expect(res).toMatchObject({ status: 200, body: { fileName: 'evil.txt', fileTypeName: 'txt' } });
    const [row] = await t.deps.db.select().from(blobs).where(eq(blobs.id, String(res.body.blobId)));
    expect(row).toMatchObject({ fileName: 'evil.txt', contentType: 'text/plain' });
    const png = await stage('photo.hta', makePng([1, 2, 3]));
    expect(png.body).toMatchObject({ fileName: 'photo.png', fileTypeName: 'png' });

    const admin = { authorization: `Bearer ${await t.tokenOf('client.admin@demo.example')}` };
    const form = new FormData();
    form.set('formFile', new Blob([new TextEncoder().encode('<svg onload="alert(1)"/>')]), 'agenda.html');
    const uploaded = await t.app.request(`/api/Blob/UploadDocument?entityType=Project&entityId=${job}`, { method: 'PUT', headers: admin, body: form });
    const document = (await uploaded.json()) as { documentId: number; blobId: string };
    const download = () => t.app.request(`/api/Blob/Document?entity=project&documentId=${document.documentId}`, { headers: admin });
    const served = await download();
    expect(served.headers.get('content-type')).toBe('text/plain');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="agenda.txt"; filename*=UTF-8''agenda.txt`);
    // A file stored before names were cleaned downloads under a cleaned name as well.
    await t.deps.db.update(blobs).set({ fileName: 'old\u202Eslh.html' }).where(eq(blobs.id, document.blobId));
    expect((await download()).headers.get('content-disposition')).toBe(`attachment; filename="oldslh.txt"; filename*=UTF-8''oldslh.txt`);
  });

  it('deletes a replaced profile photo from storage', async () => {
    const post = async (color: number) => {
      const png = Buffer.from(makePng([color, 10, 10])).toString('base64');
      const res = await t.request(GOOD, 'POST', '/api/MyInformation/Post', { firstName: 'Maya', lastName: 'Chen', countryCode: 'US', imageAsBase64String: png });
      expect(res.status).toBe(200);
      const [user] = await t.deps.db.select({ photoBlobId: users.photoBlobId }).from(users).where(eq(users.id, goodUserId));
      const [blob] = await t.deps.db.select().from(blobs).where(eq(blobs.id, user?.photoBlobId ?? ''));
      if (!blob) throw new Error('no photo');
      return blob;
    };
    const first = await post(10);
    expect(await storedKeys()).toContain(first.storageKey);
    const second = await post(250);
    expect(await t.deps.db.select().from(blobs).where(and(eq(blobs.id, first.id)))).toEqual([]);
    const keys = await storedKeys();
    expect(keys).not.toContain(first.storageKey);
    expect(keys).toContain(second.storageKey);
  });

  it(`refuses the upload after ${uploadPolicy.perUser.max} in one minute with a 429 that says why`, async () => {
    const pdf = makePdf('Rate', ['page']);
    enterFreshWindow(t.clock);
    for (let i = 0; i < uploadPolicy.perUser.max; i++) expect((await stage(`r${i}.pdf`, pdf)).status).toBe(200);
    const refused = await stage('one-too-many.pdf', pdf);
    expect(refused).toMatchObject({ status: 429, body: { message: uploadTexts.tooMany } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await stage('after-the-wait.pdf', pdf)).status).toBe(200);
  });

  it('refuses a staged upload that would pass the quota with a 413 that says why, and stores nothing of it', async () => {
    const [filler] = await t.deps.db
      .insert(blobs)
      .values({ id: crypto.randomUUID(), storageKey: 'ff/quota-filler', fileName: 'big.pdf', contentType: 'application/pdf', size: uploadPolicy.stagedQuotaBytes - 1000, sha256: 'x', ownerUserId: goodUserId, createdAt: t.deps.now() })
      .returning();
    const before = await storedKeys();
    const pdf = makePdf('Over quota', ['x'.repeat(2000)]);
    expect(await stage('over.pdf', pdf)).toMatchObject({ status: 413, body: { message: uploadTexts.quota } });
    expect(await storedKeys()).toEqual(before);
    await t.deps.db.update(blobs).set({ size: uploadPolicy.stagedQuotaBytes }).where(eq(blobs.id, filler?.id ?? ''));
    expect(await stage('small.txt', new TextEncoder().encode('hi'))).toMatchObject({ status: 413, body: { message: uploadTexts.quota } });
    await t.deps.db.delete(blobs).where(eq(blobs.id, filler?.id ?? ''));
    expect((await stage('room-again.pdf', pdf)).status).toBe(200);
  });

  it('deletes staged uploads a day old, files no row describes and partial files, and keeps everything in use', async () => {
    const staged = await stage('left-behind.pdf', makePdf('Left', ['page']));
    const [stagedRow] = await t.deps.db.select().from(blobs).where(eq(blobs.id, String(staged.body.blobId)));
    const inUse = await t.deps.db.select({ key: blobs.storageKey }).from(blobs).where(isNotNull(blobs.ownerUserId));

    await mkdir(path.join(blobRoot(), 'ab'), { recursive: true });
    const orphan = path.join(blobRoot(), 'ab', 'ab000000-0000-4000-8000-000000000000');
    const partial = path.join(blobRoot(), 'ab', 'ab000000-0000-4000-8000-000000000001.1234.part');
    await writeFile(orphan, 'seeded, then rolled back');
    await writeFile(partial, 'cut off by a crash');

    // Files written a minute ago may still get their row (or finish): they stay.
    const recent = new Date(t.deps.now().getTime() - 60_000);
    await utimes(orphan, recent, recent);
    await utimes(partial, recent, recent);
    expect(await sweepBlobs(t.deps, { partialGraceMs: HOUR })).toEqual({ stagedDeleted: 0, orphanFilesDeleted: 0, partialFilesDeleted: 0 });
    const past = new Date(t.deps.now().getTime() - 2 * HOUR);
    await utimes(orphan, past, past);
    await utimes(partial, past, past);
    expect(await sweepBlobs(t.deps, { partialGraceMs: HOUR })).toEqual({ stagedDeleted: 0, orphanFilesDeleted: 1, partialFilesDeleted: 1 });

    t.clock.advance(24 * HOUR);
    const report = await sweepBlobs(t.deps, { partialGraceMs: HOUR });
    expect(report?.stagedDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.deps.db.select().from(blobs).where(eq(blobs.id, stagedRow?.id ?? ''))).toEqual([]);
    const keys = await storedKeys();
    expect(keys).not.toContain(stagedRow?.storageKey);
    expect(keys.filter((key) => key.startsWith('ab/ab000000-0000-4000-8000-00000000000'))).toEqual([]);
    const attached = inUse.filter(({ key }) => keys.includes(key));
    const remaining = await t.deps.db.select({ key: blobs.storageKey }).from(blobs);
    expect(remaining.length).toBeGreaterThan(0);
    expect(remaining.every(({ key }) => keys.includes(key))).toBe(true);
    expect(attached.length).toBeGreaterThan(0);
  });

  it.skipIf(!process.env.DATABASE_URL)('skips a sweep while another instance holds the sweeper lock', async () => {
    const other = await openSecondInstance(t.deps.database);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const otherSweep = other.db.transaction(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(727003)`);
      locked();
      await held;
    });
    await holding;
    expect(await sweepBlobs(t.deps, { partialGraceMs: HOUR })).toBeNull();
    release();
    await otherSweep;
    await other.close();
    expect(await sweepBlobs(t.deps, { partialGraceMs: HOUR })).not.toBeNull();
  });

});
