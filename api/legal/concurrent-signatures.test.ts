import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { companies, instructors, legalSignatures, users } from '../db/schema/index.ts';
import { legalTexts } from '#domain/legal.ts';

const SIGNERS = 50;

describe('one signature per party and document version, however many arrive at once', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  async function signAtOnce(as: string, docType: string, fullName: string) {
    await t.tokenOf(as);
    const path = `/api/LegalDocuments/SignLegalDocuments?doctype=${encodeURIComponent(docType)}`;
    return Promise.all(Array.from({ length: SIGNERS }, () => t.request(as, 'POST', path, { fullName, consent: true })));
  }

  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

  it(`stores one ICA signature when ${SIGNERS} arrive together; the others are told it is already signed`, async () => {
    const answers = await signAtOnce('talent.noica@demo.example', 'ICA', 'Priya Raman');
    expect(statuses(answers)).toEqual([200, ...Array<number>(SIGNERS - 1).fill(409)]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.message).toBe(legalTexts.alreadySigned('Independent Contractor Agreement'));
    const [talent] = await t.deps.db
      .select({ id: instructors.id })
      .from(instructors)
      .innerJoin(users, eq(users.id, instructors.userId))
      .where(eq(users.email, 'talent.noica@demo.example'));
    const rows = await t.deps.db.select().from(legalSignatures).where(eq(legalSignatures.instrId, talent?.id ?? 0));
    expect(rows).toHaveLength(1);
  });

  it(`stores one MSA signature of a company when ${SIGNERS} arrive together`, async () => {
    const answers = await signAtOnce('client3.admin@demo.example', 'MSA', 'Benjamin Scott');
    expect(statuses(answers)).toEqual([200, ...Array<number>(SIGNERS - 1).fill(409)]);
    const [cobalt] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Cobalt Freight & Logistics'));
    const rows = await t.deps.db
      .select()
      .from(legalSignatures)
      .where(and(eq(legalSignatures.companyId, cobalt?.id ?? 0), isNotNull(legalSignatures.legalDocumentId)));
    expect(rows).toHaveLength(1);
  });
});
