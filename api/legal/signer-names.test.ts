import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { users } from '../db/schema/index.ts';
import { readPdfText } from '../pdf/read-pdf-text.ts';
import type { WorkDocumentEntry } from '#domain/legal.ts';
import { fetchPdf } from '../testing/legal-client.ts';

describe('signed PDFs print the signer’s name in its own script', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const rename = (email: string, firstName: string, lastName: string) => t.deps.db.update(users).set({ firstName, lastName }).where(eq(users.email, email));

  it('prints a Cyrillic name on the signed ICA', async () => {
    await rename('talent.noica@demo.example', 'Анна', 'Иванова');
    const signed = await t.request('talent.noica@demo.example', 'POST', '/api/LegalDocuments/SignLegalDocuments?doctype=ICA', { fullName: 'Анна Иванова', consent: true });
    expect(signed.status).toBe(200);
    const pdf = await fetchPdf(t, 'talent.noica@demo.example', '/api/LegalDocuments/ViewLegalDocument?docType=ICA');
    expect(await readPdfText(pdf.bytes)).toContain('Name: Анна Иванова');
  });

  it('prints a Chinese name on the signed work order', async () => {
    await rename('talent.good@demo.example', '小明', '王');
    const [order] = (await t.request('talent.good@demo.example', 'GET', '/api/LegalDocuments/GetWorkDocuments')).body as unknown as WorkDocumentEntry[];
    const signed = await t.request('talent.good@demo.example', 'POST', `/api/LegalDocuments/SignWorkDocument?id=${order?.id}`, { fullName: '小明 王', consent: true });
    expect(signed.status).toBe(200);
    const pdf = await fetchPdf(t, 'talent.good@demo.example', `/api/LegalDocuments/ViewWorkDocument?id=${order?.id}`);
    expect(pdf.status).toBe(200);
    expect(await readPdfText(pdf.bytes)).toContain('Name: 小明 王');
  });
});
