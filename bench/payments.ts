/**
 * `npm run bench -- payments`: money at scale. Each case runs against a company with 100 invoices (the baseline) and
 * one with 10,000, on fresh databases with the demo data (PGlite in memory, or new PostgreSQL databases when
 * DATABASE_URL is set), the two sizes taking turns run by run: 5 warm-up and 30 timed runs. It prints the median and
 * p95 of each size and the ratio of the large median to the baseline's; it asserts nothing. The cases are a list
 * (`paymentCases`), so other money work adds its own.
 */
import { eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { companies, instructors, invoiceCounters, invoices, projects } from '#api/db/schema/index.ts';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

/** A company's invoices in a database of their own, and what the cases need to reach them. */
export interface Fixture {
  app: App;
  invoices: number;
  /** The administrator who reads them. */
  admin: string;
  projectId: number;
  /** The number cursor of a page near the end of the list. */
  deepCursor: number;
}

export interface PaymentCase {
  name: string;
  /** One timed run; throws when the answer is not what the case expects. */
  run: (fixture: Fixture) => Promise<void>;
}

const sizes = [100, 10_000] as const;
const warmUp = 5;
const runs = 30;
const ADMIN = 'client3.admin@demo.example';
const DAY = 86_400_000;

async function get(fixture: Fixture, path: string): Promise<void> {
  const res = await fixture.app.request(fixture.admin, 'GET', path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.message ?? ''}`);
}

export const paymentCases: PaymentCase[] = [
  { name: 'invoice list, first page', run: (f) => get(f, '/api/Invoice/List') },
  { name: 'invoice list, a page near the end', run: (f) => get(f, `/api/Invoice/List?before=${f.deepCursor}`) },
  { name: 'invoice list, open', run: (f) => get(f, '/api/Invoice/List?status=open') },
  { name: 'invoice list, overdue', run: (f) => get(f, '/api/Invoice/List?status=overdue') },
  { name: 'invoice list, one job', run: (f) => get(f, `/api/Invoice/List?projectId=${f.projectId}`) },
  { name: 'invoice summary (totals, spend per month)', run: (f) => get(f, '/api/Invoice/Summary') },
];

/** Adds `count` invoices to Cobalt's first job in a few statements: most paid, a quarter open (some overdue), a few void. */
async function seedInvoices(app: App, count: number): Promise<Fixture> {
  const db = app.deps.db;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Cobalt Freight & Logistics'));
  const [job] = await db.select({ id: projects.id }).from(projects).where(eq(projects.companyId, company?.id ?? 0)).limit(1);
  const [talent] = await db.select({ id: instructors.id }).from(instructors).limit(1);
  if (!company || !job || !talent) throw new Error('The demo data lacks Cobalt, its job or a talent.');
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const issuedAt = new Date(now - (count - i) * ((730 * DAY) / count));
    const dueAt = new Date(issuedAt.getTime() + 30 * DAY);
    const status = i % 20 === 0 ? ('void' as const) : i % 4 === 1 || i > count - 5 ? ('open' as const) : ('paid' as const);
    return {
      companyId: company.id,
      projectId: job.id,
      instrId: talent.id,
      sourceKey: `bench:${i}`,
      number: i + 1,
      status,
      issuedAt,
      dueAt,
      paidAt: status === 'paid' ? new Date(issuedAt.getTime() + 20 * DAY) : null,
      billTo: { companyName: 'Cobalt Freight & Logistics' },
      totalCents: 50_000 + (i % 97) * 1_000,
      serviceChargeBps: 1000,
    };
  });
  for (let start = 0; start < rows.length; start += 1_000) await db.insert(invoices).values(rows.slice(start, start + 1_000));
  await db.insert(invoiceCounters).values({ companyId: company.id, lastNumber: count }).onConflictDoUpdate({ target: invoiceCounters.companyId, set: { lastNumber: count } });
  await db.execute(sql`analyze invoices`);
  return { app, invoices: count, admin: ADMIN, projectId: job.id, deepCursor: Math.min(count, 60) };
}

async function fixtureOf(count: number): Promise<Fixture> {
  const app = await createDemoTestApp();
  const started = performance.now();
  const fixture = await seedInvoices(app, count);
  await app.tokenOf(ADMIN);
  console.log(`${count.toLocaleString('en-US')} invoices seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return fixture;
}

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0 };
};

async function main(): Promise<void> {
  console.log(`Payments on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}: ${warmUp} warm-up and ${runs} timed runs per case and size`);
  const fixtures = [await fixtureOf(sizes[0]), await fixtureOf(sizes[1])] as const;
  const width = Math.max(...paymentCases.map((c) => c.name.length)) + 2;
  try {
    console.log(`\n${pad('case', width)}${pad('100 median', 13)}${pad('100 p95', 11)}${pad('10k median', 13)}${pad('10k p95', 11)}ratio`);
    for (const c of paymentCases) {
      const times: [number[], number[]] = [[], []];
      // The sizes take turns run by run, so that a busier moment of the machine weighs on both alike.
      for (let i = 0; i < warmUp + runs; i++) {
        for (const [index, fixture] of fixtures.entries()) {
          const before = performance.now();
          await c.run(fixture);
          if (i >= warmUp) times[index]?.push(performance.now() - before);
        }
      }
      const [small, large] = [stats(times[0]), stats(times[1])];
      console.log(`${pad(c.name, width)}${pad(ms(small.median), 13)}${pad(ms(small.p95), 11)}${pad(ms(large.median), 13)}${pad(ms(large.p95), 11)}${(large.median / small.median).toFixed(2)}×`);
    }
  } finally {
    await Promise.all(fixtures.map((f) => f.app.close()));
  }
}

if (process.argv[2] === 'payments') await main();
