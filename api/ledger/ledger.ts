/**
 * The ledger (decision record 320): every money event writes entries that sum to zero. Positive amounts are debits,
 * negative credits. Accounts: receivable (what clients owe), cash (what the platform holds), talent-payable (what it
 * owes talent and agencies), fees (its income).
 *
 * - invoice issued (total T, fee F, net N = T - F): receivable +T, talent-payable -N, fees -F
 * - invoice voided before payment: the reverse of its issue
 * - payment received: cash +T, receivable -T; refunded: the reverse
 * - payout sent: talent-payable +N, cash -N
 */
import { sql } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { ledgerAccounts, ledgerKinds } from '#domain/constants.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LedgerAccount = (typeof ledgerAccounts)[number];
export type LedgerKind = (typeof ledgerKinds)[number];

export interface LedgerRefs {
  companyId?: number | null;
  instrId?: number | null;
  invoiceId?: number | null;
  paymentId?: number | null;
  payoutId?: number | null;
}

/** The service charge of a total, in whole cents, rounded half up: 10 % of $100.05 is $10.01. */
export function serviceCharge(totalCents: number, bps: number): number {
  return Math.floor((totalCents * bps + 5000) / 10000);
}

type Line = { account: LedgerAccount; amountCents: number };

/** One event's rows; refuses entries that do not balance, so the ledger always does. */
function rowsOf(kind: LedgerKind, refs: LedgerRefs, lines: Line[]) {
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== 0 || lines.some((line) => !Number.isSafeInteger(line.amountCents))) {
    throw new Error(`Ledger entries of a ${kind} must be whole cents that sum to zero (they sum to ${sum}).`);
  }
  return lines.filter((line) => line.amountCents !== 0).map((line) => ({ kind, ...refs, ...line }));
}

/** Writes one event's entries. */
export async function post(tx: Tx | Db, kind: LedgerKind, refs: LedgerRefs, lines: Line[]) {
  await tx.insert(ledgerEntries).values(rowsOf(kind, refs, lines));
}

/**
 * Writes the entries of many events of one kind (a payout run's), each event checked as `post` checks it, in one
 * statement: each column travels as one array parameter, so ten thousand events are not sixty thousand parameters.
 */
export async function postAll(tx: Tx | Db, kind: LedgerKind, events: { refs: LedgerRefs; lines: Line[] }[]) {
  const rows = events.flatMap((event) => rowsOf(kind, event.refs, event.lines));
  if (rows.length === 0) return;
  const column = (pick: (row: (typeof rows)[number]) => string | number | null | undefined) => sql.param(rows.map((row) => pick(row) ?? null));
  await tx.execute(sql`
    insert into ${ledgerEntries} (kind, account, amount_cents, company_id, instr_id, invoice_id, payment_id, payout_id)
    select ${kind}, * from unnest(
      ${column((r) => r.account)}::text[], ${column((r) => r.amountCents)}::bigint[], ${column((r) => r.companyId)}::int[],
      ${column((r) => r.instrId)}::int[], ${column((r) => r.invoiceId)}::int[], ${column((r) => r.paymentId)}::int[], ${column((r) => r.payoutId)}::int[])`);
}

/** The entries of an invoice issued for `totalCents` with a service charge of `bps`. */
export function issueLines(totalCents: number, bps: number) {
  const fee = serviceCharge(totalCents, bps);
  return [
    { account: 'receivable', amountCents: totalCents },
    { account: 'talent-payable', amountCents: -(totalCents - fee) },
    { account: 'fees', amountCents: -fee },
  ] satisfies { account: LedgerAccount; amountCents: number }[];
}
