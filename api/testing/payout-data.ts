/**
 * Payees and paid invoices for the payout tests and the payout bench, written straight to the database: a payee with
 * payout details (a US or an international account, sealed as the API seals them) and a tax form on file (or those
 * given to an existing talent), and paid invoices on a demo job that schedule their payouts the way a payment does.
 */
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { instructors, invoices, payoutAccounts, payouts, projects, taxForms, users } from '../db/schema/index.ts';
import { seal } from '#kernel/secret-box.ts';
import { schedulePayout } from '../ledger/schedule-payout.ts';

export interface PayeeOptions {
  kind: 'us' | 'international';
  /** The form on file, or none. */
  form?: 'W-9' | 'W-8BEN' | null;
  formExpiresAt?: Date | null;
}

let sequence = 0;

/** A new talent with the asked details and form; answers their instrId. */
export async function payee(deps: Deps, options: PayeeOptions): Promise<number> {
  const [talent] = await deps.db.insert(instructors).values({ firstName: 'Payee', lastName: `Number ${sequence + 1}` }).returning({ id: instructors.id });
  if (!talent) throw new Error('The payee was not made.');
  await putOnFile(deps, talent.id, options);
  return talent.id;
}

/** Gives `instrId` the asked tax form, and payout details unless they have some, as the payee's own pages store them. */
export async function putOnFile(deps: Deps, instrId: number, options: PayeeOptions): Promise<void> {
  sequence += 1;
  const [signer] = await deps.db.select({ id: users.id }).from(users).limit(1);
  if (!signer) throw new Error('No user to sign the tax form (is the demo data there?).');
  const account =
    options.kind === 'us'
      ? { countryCode: 'US', accountType: 'checking' as const, routingNumber: '021000021', accountNumberEncrypted: seal(deps.keys.dataKey, `5550000${String(sequence).padStart(5, '0')}`), last4: String(sequence).padStart(4, '0').slice(-4) }
      : { countryCode: 'DE', swiftBic: 'DEUTDEFF', ibanEncrypted: seal(deps.keys.dataKey, 'DE89370400440532013000'), last4: '3000' };
  await deps.db.insert(payoutAccounts).values({ instrId, holderName: `Payee ${sequence}`, kind: options.kind, ...account }).onConflictDoNothing();
  const form = options.form === undefined ? (options.kind === 'us' ? 'W-9' : 'W-8BEN') : options.form;
  if (form) {
    await deps.db.insert(taxForms).values({
      instrId,
      formType: form,
      legalName: `Payee ${sequence}`,
      dataEncrypted: seal(deps.keys.dataKey, JSON.stringify({ formType: form })),
      tinLast4: '6789',
      signedName: 'Payee',
      signerUserId: signer.id,
      expiresAt: options.formExpiresAt ?? null,
    });
  }
}

/** Paid invoices for `instrId` on a demo job, each scheduling its payout as a payment does; answers the payout ids. */
export async function paidInvoices(deps: Deps, instrId: number, totals: readonly number[]): Promise<number[]> {
  const [job] = await deps.db.select({ id: projects.id, companyId: projects.companyId }).from(projects).where(eq(projects.status, 'completed')).limit(1);
  if (!job?.companyId) throw new Error('The demo data has no completed job.');
  const [last] = await deps.db.select({ number: sql<number>`coalesce(max(${invoices.number}), 0)::int` }).from(invoices);
  const now = deps.now();
  const first = (last?.number ?? 0) + 1;
  const values = totals.map((totalCents, i) => ({
    companyId: job.companyId ?? 0,
    projectId: job.id,
    instrId,
    sourceKey: `test:${instrId}:${first + i}`,
    number: first + i,
    status: 'paid' as const,
    dueAt: now,
    paidAt: now,
    billTo: {},
    totalCents,
    serviceChargeBps: 1000,
  }));
  await deps.db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 2000) {
      const rows = await tx.insert(invoices).values(values.slice(i, i + 2000)).returning({ id: invoices.id, totalCents: invoices.totalCents });
      for (const row of rows) await schedulePayout(tx, { id: row.id, instrId, totalCents: row.totalCents, serviceChargeBps: 1000 }, now);
    }
  });
  const made = await deps.db.select({ id: payouts.id }).from(payouts).where(eq(payouts.instrId, instrId));
  return made.map((p) => p.id);
}
