/**
 * The payout run (api/payouts/payout-run.ts) over 10,000 scheduled payouts of 1,000 payees (every fifth paid abroad),
 * on a fresh database with the demo data (PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set).
 * The baseline, measured in the same run, is the bare work any run does: lock the due payouts with their accounts
 * and mark them sent in one statement (rolled back). The run adds what makes it a payout run: the hold checks, the
 * decryption of each account, the NACHA file and the transfer CSV, the batches kept encrypted and two ledger entries
 * per payout. Each round resets the payouts (untimed); rounds alternate which goes first. It prints medians and the
 * median round's ratio; it asserts nothing.
 */
import { sql } from 'drizzle-orm';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { instructors, payoutAccounts, taxForms, users } from '#api/db/schema/index.ts';
import { seal } from '#kernel/secret-box.ts';
import { runPayouts } from '#api/payouts/payout-run.ts';
import type { Deps } from '#api/deps.ts';
import { payoutRunBody } from '#domain/payout-run.ts';

const payoutCount = 10_000;
const payeeCount = 1_000;
const rounds = 5;
const body = payoutRunBody.parse({ bankRouting: '091000019', bankName: 'Wells Fargo Bank', companyName: 'TTA Marketplace', companyId: '1123456789' });

const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function seed(deps: Deps): Promise<void> {
  const { db } = deps;
  const [signer] = await db.select({ id: users.id }).from(users).limit(1);
  const payees = await db
    .insert(instructors)
    .values(Array.from({ length: payeeCount }, (_, i) => ({ firstName: 'Bench', lastName: `Payee ${i}` })))
    .returning({ id: instructors.id });
  await db.insert(payoutAccounts).values(
    payees.map((p, i) =>
      i % 5 === 0
        ? { instrId: p.id, holderName: `Payee ${i}`, kind: 'international' as const, countryCode: 'DE', swiftBic: 'DEUTDEFF', ibanEncrypted: seal(deps.keys.dataKey, 'DE89370400440532013000'), last4: '3000' }
        : { instrId: p.id, holderName: `Payee ${i}`, kind: 'us' as const, countryCode: 'US', accountType: 'checking' as const, routingNumber: '021000021', accountNumberEncrypted: seal(deps.keys.dataKey, `55500${String(i).padStart(7, '0')}`), last4: String(i).padStart(4, '0').slice(-4) },
    ),
  );
  await db.insert(taxForms).values(
    payees.map((p, i) => ({ instrId: p.id, formType: i % 5 === 0 ? ('W-8BEN' as const) : ('W-9' as const), legalName: `Payee ${i}`, dataEncrypted: seal(deps.keys.dataKey, '{}'), signedName: 'Payee', signerUserId: signer?.id ?? 0 })),
  );
  const ids = sql.raw(`array[${payees.map((p) => p.id).join(',')}]`);
  await db.execute(sql`
    insert into invoices (company_id, project_id, instr_id, source_key, number, status, due_at, paid_at, bill_to, total_cents, service_charge_bps)
    select job.company_id, job.id, (${ids})[1 + g % ${payeeCount}], 'bench:' || g, 1000000 + g, 'paid', now(), now(), '{}', 10000 + (g * 7919) % 500000, 1000
    from generate_series(1, ${payoutCount}) g, (select id, company_id from projects where status = 'completed' limit 1) job`);
  await db.execute(sql`
    insert into payouts (instr_id, invoice_id, gross_cents, fee_cents, net_cents, status, scheduled_at, notified_status)
    select instr_id, id, total_cents, (total_cents * 1000 + 5000) / 10000, total_cents - (total_cents * 1000 + 5000) / 10000, 'scheduled', now(), 'scheduled'
    from invoices where source_key like 'bench:%'`);
  await db.execute(sql`analyze`);
}

/** Puts every payout back to scheduled, as before the run (untimed). */
async function reset(deps: Deps): Promise<void> {
  await deps.db.execute(sql`delete from ledger_entries where kind = 'payout'`);
  await deps.db.execute(sql`update payouts set status = 'scheduled', sent_at = null, batch_id = null, notified_status = 'scheduled' where batch_id is not null`);
  await deps.db.execute(sql`delete from payout_batches`);
}

class RolledBack extends Error {}

/** The baseline: lock the due payouts with their accounts and mark them sent in one statement, then roll back. */
async function bareRun(deps: Deps): Promise<number> {
  const started = performance.now();
  await deps.db
    .transaction(async (tx) => {
      await tx.execute(sql`select p.id, p.net_cents, a.* from payouts p left join payout_accounts a on a.instr_id = p.instr_id where p.status = 'scheduled' order by p.id for update of p`);
      await tx.execute(sql`update payouts set status = 'sent', sent_at = now() where status = 'scheduled'`);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return performance.now() - started;
}

async function fullRun(deps: Deps): Promise<number> {
  const started = performance.now();
  const answer = await runPayouts(deps, body);
  const elapsed = performance.now() - started;
  if (answer.sent !== payoutCount) throw new Error(`The run sent ${answer.sent} payouts, not ${payoutCount}.`);
  await reset(deps);
  return elapsed;
}

async function main(): Promise<void> {
  console.log(`Payout run on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}: ${payoutCount.toLocaleString('en-US')} payouts of ${payeeCount.toLocaleString('en-US')} payees, ${rounds} rounds`);
  const t = await createDemoTestApp();
  try {
    const seeding = performance.now();
    await seed(t.deps);
    console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const runs: number[] = [];
    const bases: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const base = round % 2 === 0 ? await bareRun(t.deps) : 0;
      const run = await fullRun(t.deps);
      const baseAfter = round % 2 === 0 ? base : await bareRun(t.deps);
      runs.push(run);
      bases.push(baseAfter);
      ratios.push(run / baseAfter);
    }
    console.log(`\n${'payouts'.padEnd(10)}${'baseline median'.padEnd(18)}${'run median'.padEnd(14)}${'per payout'.padEnd(14)}run ÷ baseline`);
    console.log(
      `${payoutCount.toLocaleString('en-US').padEnd(10)}${ms(median(bases)).padEnd(18)}${ms(median(runs)).padEnd(14)}${`${((median(runs) * 1000) / payoutCount).toFixed(0)} µs`.padEnd(14)}${median(ratios).toFixed(2)}×`,
    );
  } finally {
    await t.close();
  }
}

await main();
