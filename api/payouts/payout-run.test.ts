/**
 * The payout run on a real database: US payouts in a NACHA file, transfers abroad in a CSV, each payout sent once
 * (a second run and two runs at once find nothing left), held when its payee's W-8 expired, with the ledger's
 * entries; and the command through a running server with the operator credential, writing a batch's file again.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { openSecondInstance } from '../testing/test-app.ts';
import { paidInvoices, payee } from '../testing/payout-data.ts';
import { ledgerEntries, payoutAccounts, payoutBatches, payouts, taxForms } from '../db/schema/index.ts';
import { payoutRunBody } from '#domain/payout-run.ts';
import { runPayouts } from './payout-run.ts';
import { payoutCommand, writeBatchAgain, writeFiles } from './payout-command.ts';
import { OPERATOR_ONLY } from '../access/operator.ts';

const body = payoutRunBody.parse({ bankRouting: '091000019', bankName: 'Wells Fargo Bank', companyName: 'TTA Marketplace', companyId: '1123456789' });
const entryLines = (nacha: string) => nacha.split('\n').filter((line) => line.startsWith('6'));

describe('the payout run', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let folder = '';
  beforeAll(async () => {
    t = await createDemoTestApp({ linkSecret: 'payout-run-test-secret' });
    folder = await mkdtemp(path.join(tmpdir(), 'payouts-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  const statusOf = async (ids: number[]) => (await t.deps.db.select({ status: payouts.status }).from(payouts).where(inArray(payouts.id, ids))).map((r) => r.status);

  it('sends US payouts as NACHA entries and payouts abroad as transfer rows, holding one whose W-8 expired', async () => {
    const us = await payee(t.deps, { kind: 'us' });
    const abroad = await payee(t.deps, { kind: 'international' });
    const lapsing = await payee(t.deps, { kind: 'international', formExpiresAt: new Date(t.deps.now().getTime() + 60_000) });
    const usPayouts = await paidInvoices(t.deps, us, [100_000, 250_050]);
    const abroadPayouts = await paidInvoices(t.deps, abroad, [80_000]);
    const lapsed = await paidInvoices(t.deps, lapsing, [50_000]);
    expect(await statusOf([...usPayouts, ...abroadPayouts, ...lapsed])).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
    await t.deps.db.update(taxForms).set({ expiresAt: new Date(t.deps.now().getTime() - 1000) }).where(eq(taxForms.instrId, lapsing));

    const answer = await runPayouts(t.deps, body, async (files) => void (await writeFiles(folder, files)));
    expect(answer).toMatchObject({ sent: 3, held: 1 });
    const [nacha, csv] = answer.files;
    expect(nacha).toMatchObject({ format: 'nacha', payoutCount: 2, totalCents: 90_000 + 225_045 });
    expect(entryLines(nacha?.content ?? '').map((line) => [line.slice(12, 29).trim(), line.slice(29, 39), line.slice(39, 54).trim()])).toEqual([
      [expect.stringMatching(/^5550000\d{5}$/), '0000090000', `P${usPayouts[0]}`],
      [expect.stringMatching(/^5550000\d{5}$/), '0000225045', `P${usPayouts[1]}`],
    ]);
    expect(csv).toMatchObject({ format: 'csv', payoutCount: 1, totalCents: 72_000 });
    const [holder] = await t.deps.db.select({ name: payoutAccounts.holderName }).from(payoutAccounts).where(eq(payoutAccounts.instrId, abroad));
    expect(csv?.content.split('\r\n')[1]).toBe(`${abroadPayouts[0]},${holder?.name},DE,DEUTDEFF,DE89370400440532013000,720.00,USD,PAYOUT ${abroadPayouts[0]}`);
    expect(await readFile(path.join(folder, nacha?.fileName ?? ''), 'utf8')).toBe(nacha?.content);
    expect((await stat(path.join(folder, csv?.fileName ?? ''))).mode & 0o777).toBe(0o600);

    expect(await statusOf([...usPayouts, ...abroadPayouts])).toEqual(['sent', 'sent', 'sent']);
    const [held] = await t.deps.db.select().from(payouts).where(eq(payouts.id, lapsed[0] ?? 0));
    expect(held).toMatchObject({ status: 'held', holdReason: 'tax-form', batchId: null });
    const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payout'));
    expect(entries).toHaveLength(6);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect(entries.filter((e) => e.account === 'cash').reduce((sum, e) => sum + e.amountCents, 0)).toBe(-(90_000 + 225_045 + 72_000));
  });

  it('sends nothing twice: a second run finds no payout due', async () => {
    const before = await t.deps.db.select().from(payoutBatches);
    expect(await runPayouts(t.deps, body)).toEqual({ files: [], sent: 0, held: 0 });
    expect(await t.deps.db.select().from(payoutBatches)).toHaveLength(before.length);
  });

  it('splits the payouts between two runs at the same moment, each exported once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(...(await paidInvoices(t.deps, await payee(t.deps, { kind: i % 2 ? 'us' : 'international' }), Array(10).fill(10_000))));
    const second = await openSecondInstance(t.deps.database);
    try {
      const runs = await Promise.all([runPayouts(t.deps, body), runPayouts({ ...t.deps, database: second, db: second.db }, body)]);
      expect(runs[0].sent + runs[1].sent).toBe(40);
      const exported = runs.flatMap((run) =>
        run.files.flatMap((file) =>
          file.format === 'nacha' ? entryLines(file.content).map((line) => Number(line.slice(40, 54).trim())) : file.content.split('\r\n').slice(1, -1).map((row) => Number(row.split(',')[0])),
        ),
      );
      expect(exported.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(await statusOf(ids))).toEqual(new Set(['sent']));
      const entries = await t.deps.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, 'payout'), inArray(ledgerEntries.payoutId, ids)));
      expect(entries).toHaveLength(80);
    } finally {
      await second.close();
    }
  });

  it('runs through a running server with the operator credential, and writes a batch’s file again', async () => {
    const ids = await paidInvoices(t.deps, await payee(t.deps, { kind: 'us' }), [12_345]);
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const refused = await fetch(`${url}/api/Payouts/Run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: OPERATOR_ONLY });
      const { answer, written } = await payoutCommand(t.deps.config, body, path.join(folder, 'server'), url);
      expect(answer.sent).toBe(1);
      expect(await statusOf(ids)).toEqual(['sent']);
      const again = await writeBatchAgain(t.deps.config, answer.files[0]?.batchId ?? 0, path.join(folder, 'again'), url);
      expect(await readFile(again[0] ?? '', 'utf8')).toBe(await readFile(written[0] ?? '', 'utf8'));
      await expect(writeBatchAgain(t.deps.config, answer.files[0]?.batchId ?? 0, path.join(folder, 'again'), url)).rejects.toThrow(/EEXIST/);
    } finally {
      server.close();
    }
  });
});
