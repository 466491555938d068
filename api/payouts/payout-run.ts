/**
 * One payout run (`npm run payouts`): in one transaction, the due payouts are locked (FOR UPDATE, in id order, so a
 * concurrent run waits and then finds them sent), those whose payee lost what they need are held, the US ones are
 * written as a NACHA file and the international ones as a transfer CSV, each file is recorded as a payout batch
 * (kept encrypted), and the payouts become sent with their ledger entries. A payout is exported once, ever.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { notify, type Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { payoutAccounts, payoutBatches, payouts, taxForms } from '../db/schema/index.ts';
import { open, seal } from '#kernel/secret-box.ts';
import { postAll } from '../ledger/ledger.ts';
import { nachaFile, nextWeekday, type AchEntry } from './nacha.ts';
import { transferCsv, type Transfer } from './transfer-csv.ts';
import { holdPayouts, PAYOUT_CHANNEL, validTaxForm, type HoldReason } from '../ledger/schedule-payout.ts';
import type { PayoutFile, PayoutRunAnswer, PayoutRunBody } from '#domain/payout-run.ts';
import { parseHoldReasons } from '#domain/payouts.ts';

interface DuePayout {
  id: number;
  instrId: number;
  invoiceId: number;
  netCents: number;
}

const FILE_ID_MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Records one file as a batch and marks its payouts sent, with the ledger's entries of each. */
async function recordBatch(deps: Deps, tx: Db, format: 'nacha' | 'csv', due: readonly DuePayout[], contentOf: (batchId: number) => string, now: Date): Promise<PayoutFile> {
  const [next] = await rawRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('payout_batches', 'id'))::int as id`);
  if (!next) throw new Error('No payout batch number.');
  const content = contentOf(next.id);
  const fileName = `payouts-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${next.id}.${format === 'nacha' ? 'ach' : 'csv'}`;
  const totalCents = due.reduce((sum, payout) => sum + payout.netCents, 0);
  await tx.insert(payoutBatches).values({ id: next.id, format, fileName, payoutCount: due.length, totalCents, fileEncrypted: seal(deps.keys.dataKey, content), createdAt: now });
  const sent = await tx
    .update(payouts)
    .set({ status: 'sent', sentAt: now, batchId: next.id })
    .where(and(sql`${payouts.id} = any(${sql.param(due.map((p) => p.id))}::int[])`, eq(payouts.status, 'scheduled')))
    .returning({ id: payouts.id });
  if (sent.length !== due.length) throw new Error('A payout of the run was no longer scheduled.');
  await postAll(
    tx,
    'payout',
    due.map((payout) => ({
      refs: { instrId: payout.instrId, invoiceId: payout.invoiceId, payoutId: payout.id },
      lines: [
        { account: 'talent-payable', amountCents: payout.netCents },
        { account: 'cash', amountCents: -payout.netCents },
      ],
    })),
  );
  return { batchId: next.id, format, fileName, payoutCount: due.length, totalCents, content };
}

/** The payees among those with scheduled payouts whose tax form on file is valid now. */
async function payeesWithValidForm(tx: Db, now: Date): Promise<Set<number>> {
  const scheduledPayees = tx.select({ instrId: payouts.instrId }).from(payouts).where(eq(payouts.status, 'scheduled'));
  const rows = await tx.selectDistinct({ instrId: taxForms.instrId }).from(taxForms).where(and(validTaxForm(now), inArray(taxForms.instrId, scheduledPayees)));
  return new Set(rows.map((row) => row.instrId));
}

type DueRow = DuePayout & { account: typeof payoutAccounts.$inferSelect | null };

interface Sorted {
  /** Payout ids by what holds them ("payout-details,tax-form"). */
  held: Map<string, number[]>;
  ach: { payout: DuePayout; entry: AchEntry }[];
  abroad: { payout: DuePayout; transfer: Transfer }[];
}

/** Splits the due payouts into held ones, ACH entries and transfers abroad; each payee's account is opened once. */
function sortDue(dataKey: Buffer, due: readonly DueRow[], withForm: ReadonlySet<number>): Sorted {
  const sorted: Sorted = { held: new Map(), ach: [], abroad: [] };
  const opened = new Map<string, string>();
  const openOnce = (sealed: string) => {
    const plain = opened.get(sealed) ?? open(dataKey, sealed);
    opened.set(sealed, plain);
    return plain;
  };
  for (const { account, ...payout } of due) {
    const reasons: HoldReason[] = [...(account ? [] : ['payout-details' as const]), ...(withForm.has(payout.instrId) ? [] : ['tax-form' as const])];
    if (!account || reasons.length > 0) {
      const key = reasons.join(',');
      sorted.held.set(key, [...(sorted.held.get(key) ?? []), payout.id]);
    } else if (account.kind === 'us' && account.routingNumber && account.accountNumberEncrypted && account.accountType) {
      const entry = { routing: account.routingNumber, account: openOnce(account.accountNumberEncrypted), accountType: account.accountType };
      sorted.ach.push({ payout, entry: { ...entry, amountCents: payout.netCents, individualId: `P${payout.id}`, name: account.holderName } });
    } else if (account.kind === 'international' && account.swiftBic && account.ibanEncrypted) {
      const transfer = { payoutId: payout.id, name: account.holderName, countryCode: account.countryCode, swiftBic: account.swiftBic, iban: openOnce(account.ibanEncrypted) };
      sorted.abroad.push({ payout, transfer: { ...transfer, amountCents: payout.netCents } });
    } else {
      throw new Error(`The payout details of payee ${payout.instrId} are incomplete.`);
    }
  }
  return sorted;
}

/**
 * `beforeCommit` receives the files inside the transaction (the command on the database writes them there), so a file
 * that cannot be written leaves every payout scheduled.
 */
export async function runPayouts(deps: Deps, body: PayoutRunBody, beforeCommit?: (files: PayoutFile[]) => Promise<void>): Promise<PayoutRunAnswer> {
  const now = deps.now();
  const effectiveDate = body.effectiveDate ? new Date(`${body.effectiveDate}T00:00:00Z`) : nextWeekday(now);
  const answer = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payouts.id, instrId: payouts.instrId, invoiceId: payouts.invoiceId, netCents: payouts.netCents, account: payoutAccounts })
      .from(payouts)
      .leftJoin(payoutAccounts, eq(payoutAccounts.instrId, payouts.instrId))
      .where(eq(payouts.status, 'scheduled'))
      .orderBy(payouts.id)
      .for('update', { of: payouts });
    if (due.length === 0) return { files: [], sent: 0, held: 0 };
    const { held, ach, abroad } = sortDue(deps.keys.dataKey, due, await payeesWithValidForm(tx, now));
    for (const [reasons, ids] of held) await holdPayouts(tx, ids, parseHoldReasons(reasons));
    const files: PayoutFile[] = [];
    if (ach.length > 0) {
      const originator = { bankRouting: body.bankRouting, bankName: body.bankName, companyName: body.companyName, companyId: body.companyId, entryDescription: body.entryDescription };
      const content = (batchId: number) =>
        nachaFile({ originator, entries: ach.map((a) => a.entry), createdAt: now, effectiveDate, fileIdModifier: FILE_ID_MODIFIERS[batchId % FILE_ID_MODIFIERS.length] ?? 'A' });
      files.push(await recordBatch(deps, tx, 'nacha', ach.map((a) => a.payout), content, now));
    }
    if (abroad.length > 0) files.push(await recordBatch(deps, tx, 'csv', abroad.map((a) => a.payout), () => transferCsv(abroad.map((a) => a.transfer)), now));
    if (files.length > 0) await notify(tx, PAYOUT_CHANNEL, 'sent');
    await beforeCommit?.(files);
    return { files, sent: ach.length + abroad.length, held: [...held.values()].reduce((sum, ids) => sum + ids.length, 0) };
  });
  deps.log.info('payouts.run', { sent: answer.sent, held: answer.held, batches: answer.files.map((f) => f.batchId) });
  return answer;
}

/** A file an earlier run wrote, to write it again (the run itself is never repeated). */
export async function payoutBatchFile(deps: Deps, batchId: number): Promise<PayoutFile | null> {
  const [batch] = await deps.db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) return null;
  const { id, format, fileName, payoutCount, totalCents } = batch;
  return { batchId: id, format, fileName, payoutCount, totalCents, content: open(deps.keys.dataKey, batch.fileEncrypted) };
}
