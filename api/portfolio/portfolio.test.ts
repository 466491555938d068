import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { agencyMembers, blobs, instructors, users } from '../db/schema/index.ts';
import { makePdf } from '../seed/demo-files.ts';
import { messages } from '#domain/messages.ts';
import { portfolioTexts } from '#domain/portfolio.ts';

const talent = 'talent.new@demo.example';
const other = 'talent.good@demo.example';
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

type Portfolio = {
  message?: string;
  portfolioItems: { docID: number; title: string; description: string; blobFileName: string; thumbnail: string | null }[];
  portfolioLinks: { webID: number; title: string; url: string; urlTypeId: number }[];
};

describe('the portfolio of a talent', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  async function upload(as: string, bytes: Uint8Array, name: string, type: string, instrId?: number) {
    const form = new FormData();
    form.set('formFile', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
    const res = await t.app.request(`/api/Portfolio/UploadFile${instrId ? `?instrId=${instrId}` : ''}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await t.tokenOf(as)}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { blobId: string; fileName: string; message?: string } };
  }
  const pdf = (name: string) => new Uint8Array(makePdf(name, ['page']));
  const portfolio = async (as: string, query = '') => (await t.request(as, 'GET', `/api/Portfolio/GetAll${query}`)).body as unknown as Portfolio;

  it('adds a PDF with a thumbnail, shows it, serves it to its owner and deletes file and thumbnail with the item', async () => {
    const staged = await upload(talent, pdf('Course sample'), 'sample.pdf', 'application/pdf');
    expect(staged.status).toBe(200);
    const added = await t.request(talent, 'POST', '/api/Portfolio/AddItem', {
      title: 'Course sample',
      description: 'Two days of Kubernetes',
      blobId: staged.body.blobId,
      thumbnailBase64: PNG_1PX,
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(portfolioTexts.itemAdded);
    const item = (added.body as unknown as Portfolio).portfolioItems.find((i) => i.title === 'Course sample');
    expect(item?.blobFileName).toBe('sample.pdf');
    expect(item?.thumbnail).toMatch(/^[0-9a-f-]{36}$/);

    const download = await t.app.request(`/api/Blob/Document?entity=portfolio&documentId=${item?.docID}`, {
      headers: { authorization: `Bearer ${await t.tokenOf(talent)}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('sample.pdf');
    const stranger = await t.app.request(`/api/Blob/Document?entity=portfolio&documentId=${item?.docID}`, {
      headers: { authorization: `Bearer ${await t.tokenOf('client.admin@demo.example')}` },
    });
    expect(stranger.status).toBe(404);
    const thumbnail = await t.app.request(`/api/Blob/Photo?id=${item?.thumbnail}`, { headers: { authorization: `Bearer ${await t.tokenOf(other)}` } });
    expect(thumbnail.status).toBe(200);

    const deleted = await t.request(talent, 'DELETE', `/api/Portfolio/DeleteItem?docID=${item?.docID}`);
    expect(deleted.status).toBe(200);
    expect((deleted.body as unknown as Portfolio).portfolioItems.map((i) => i.title)).not.toContain('Course sample');
    const left = await t.deps.db.select().from(blobs).where(eq(blobs.id, staged.body.blobId));
    expect(left).toEqual([]);
  });

  const served = async (id: string | null | undefined) => {
    const res = await t.app.request(`/api/Blob/Photo?id=${id}`, { headers: { authorization: `Bearer ${await t.tokenOf(talent)}` } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it('draws a thumbnail for an image sent without one', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const image = await upload(talent, new Uint8Array(photo), 'workshop.png', 'image/png');
    const added = await t.request(talent, 'POST', '/api/Portfolio/AddItem', { title: 'Workshop photo', description: 'The room', blobId: image.body.blobId });
    const drawn = (added.body as unknown as Portfolio).portfolioItems.find((i) => i.title === 'Workshop photo')?.thumbnail;
    expect(drawn).toMatch(/^[0-9a-f-]{36}$/);
    const size = await sharp(await served(drawn)).metadata();
    expect({ format: size.format, width: size.width, height: size.height }).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('draws the printed top of a PDF’s first page as its thumbnail, and keeps a damaged PDF without one', async () => {
    const document = await upload(talent, pdf('Handout'), 'handout.pdf', 'application/pdf');
    const damaged = await upload(talent, new TextEncoder().encode('%PDF-1.7\nnot really a document'), 'damaged.pdf', 'application/pdf');
    await t.request(talent, 'POST', '/api/Portfolio/AddItem', { title: 'Handout', description: 'Day one', blobId: document.body.blobId });
    const added = await t.request(talent, 'POST', '/api/Portfolio/AddItem', { title: 'Damaged', description: 'Day two', blobId: damaged.body.blobId });
    const items = (added.body as unknown as Portfolio).portfolioItems;
    expect(items.find((i) => i.title === 'Damaged')?.thumbnail).toBeNull();
    const page = sharp(await served(items.find((i) => i.title === 'Handout')?.thumbnail));
    const size = await page.metadata();
    // The margins are cut away: what is left is the text block, wider than high, within the 640×480 box.
    expect(size.format).toBe('jpeg');
    expect(size.width).toBeLessThanOrEqual(640);
    expect(size.width).toBeGreaterThan(size.height ?? 0);
    // Ink covers a visible share of it, not a white sheet with specks (a whole page shrunk averages above 254).
    const { channels } = await page.stats();
    expect(Math.min(...channels.map((c) => c.min))).toBeLessThan(100);
    expect(Math.max(...channels.map((c) => c.mean))).toBeLessThan(245);
  });

  it('refuses other file types, oversized files, a missing file and a file that is not the caller’s', async () => {
    const html = await upload(talent, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'evil.pdf', 'application/pdf');
    expect(html.status).toBe(415);
    expect(html.body.message).toBe(messages.portfolio.wrongDocumentType);
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(pdf('big'));
    const tooBig = await upload(talent, big, 'big.pdf', 'application/pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(messages.portfolio.documentTooLarge);

    const missing = await t.request(talent, 'POST', '/api/Portfolio/AddItem', { title: 'No file', description: 'Nothing' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ blobId: [messages.portfolio.itemRequired] });

    const someoneElses = await upload(other, pdf('Theirs'), 'theirs.pdf', 'application/pdf');
    const taken = await t.request(talent, 'POST', '/api/Portfolio/AddItem', { title: 'Theirs', description: 'Not mine', blobId: someoneElses.body.blobId });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toMatchObject({ blobId: [portfolioTexts.fileNotYours] });
  });

  it('keeps titles unique among files and links, and each URL once', async () => {
    const link = await t.request(talent, 'POST', '/api/Portfolio/AddLink', {
      title: 'My site',
      description: 'Where I write about training',
      url: 'https://trainer.example/blog',
      urlTypeId: 1,
    });
    expect(link.status).toBe(200);
    const staged = await upload(talent, pdf('Again'), 'again.pdf', 'application/pdf');
    const sameTitle = await t.request(talent, 'POST', '/api/Portfolio/AddItem', { title: 'MY SITE', description: 'x', blobId: staged.body.blobId });
    expect(sameTitle.status).toBe(409);
    expect(sameTitle.body.message).toBe(messages.portfolio.sameTitle);
    const sameUrl = await t.request(talent, 'POST', '/api/Portfolio/AddLink', {
      title: 'Another',
      description: 'x',
      url: 'https://trainer.example/blog',
      urlTypeId: 1,
    });
    expect(sameUrl.status).toBe(409);
    expect(sameUrl.body.message).toBe(messages.portfolio.sameLink);
    // Another talent may use the same title and URL.
    expect((await t.request(other, 'POST', '/api/Portfolio/AddLink', { title: 'My site', description: 'x', url: 'https://trainer.example/blog', urlTypeId: 1 })).status).toBe(200);
  });

  it('checks URLs, video sites and description length with the spec’s messages', async () => {
    const bad = await t.request(talent, 'POST', '/api/Portfolio/AddLink', { title: 'Bad', description: 'x', url: 'javascript:alert(1)', urlTypeId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ url: [messages.portfolio.badUrl] });
    const notVideo = await t.request(talent, 'POST', '/api/Portfolio/AddLink', { title: 'Talk', description: 'x', url: 'https://trainer.example/talk.mp4', urlTypeId: 13 });
    expect(notVideo.body.errors).toMatchObject({ url: [portfolioTexts.notVideo] });
    const video = await t.request(talent, 'POST', '/api/Portfolio/AddLink', {
      title: 'Talk',
      description: 'A conference talk',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      urlTypeId: 13,
    });
    expect(video.status).toBe(200);
    const long = await t.request(talent, 'POST', '/api/Portfolio/AddLink', { title: 'Long', description: 'x'.repeat(101), url: 'https://a.example', urlTypeId: 1 });
    expect(long.body.errors).toMatchObject({ description: [portfolioTexts.descriptionTooLong] });
  });

  it('edits a link and leaves another talent’s items alone', async () => {
    const before = await portfolio(talent);
    const link = before.portfolioLinks.find((l) => l.title === 'Talk');
    const edited = await t.request(talent, 'POST', '/api/Portfolio/UpdateLink', {
      webID: link?.webID,
      title: 'Keynote',
      description: 'A keynote',
      url: 'https://vimeo.com/76979871',
      urlTypeId: 13,
    });
    expect(edited.status).toBe(200);
    expect((await portfolio(talent)).portfolioLinks.find((l) => l.webID === link?.webID)?.url).toBe('https://vimeo.com/76979871');

    const theirs = (await portfolio(other)).portfolioLinks[0];
    const hijack = await t.request(talent, 'POST', '/api/Portfolio/UpdateLink', { webID: theirs?.webID, title: 'Mine', description: 'x', url: 'https://x.example', urlTypeId: 1 });
    expect(hijack.status).toBe(404);
    expect((await t.request(talent, 'DELETE', `/api/Portfolio/DeleteLink?webID=${theirs?.webID}`)).status).toBe(404);
    expect((await portfolio(other)).portfolioLinks.map((l) => l.webID)).toContain(theirs?.webID);
  });

  it('lets an agency owner edit the agency’s talent, and nobody else', async () => {
    const [agencyTalent] = await t.deps.db
      .select({ id: instructors.id })
      .from(instructors)
      .innerJoin(agencyMembers, eq(agencyMembers.instrId, instructors.id))
      .where(and(isNotNull(instructors.agencyId), eq(agencyMembers.isOwner, false)));
    const owner = (
      await t.deps.db.select({ email: users.email }).from(agencyMembers).innerJoin(users, eq(users.id, agencyMembers.userId)).where(eq(agencyMembers.isOwner, true))
    )[0]?.email;
    expect(agencyTalent && owner).toBeTruthy();
    const added = await t.request(owner ?? '', 'POST', '/api/Portfolio/AddLink', {
      instrId: agencyTalent?.id,
      title: 'Agency showreel',
      description: 'Our best sessions',
      url: 'https://agency.example/reel',
      urlTypeId: 1,
    });
    expect(added.status).toBe(200);
    expect((await portfolio(owner ?? '', `?instrId=${agencyTalent?.id}`)).portfolioLinks.map((l) => l.title)).toContain('Agency showreel');
    expect((await t.request(other, 'GET', `/api/Portfolio/GetAll?instrId=${agencyTalent?.id}`)).status).toBe(403);
    expect((await t.request('client.admin@demo.example', 'GET', '/api/Portfolio/GetAll')).status).toBe(403);
    expect((await t.request(null, 'GET', '/api/Portfolio/GetAll')).status).toBe(401);
  });
});
