/** Reads of time and days delivered (decision record 345): the hire's unit-billed work order, its reports and totals. */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { legalSignatures, proposals, workDocuments, workReports } from '../db/schema/index.ts';
import type { WorkUnit } from '#domain/work-reports.ts';

export interface UnitOrder {
  workOrderId: number;
  unit: WorkUnit;
  rateCents: number;
  /** The work order's amount: the most the hire bills; null when the order has none. */
  capCents: number | null;
  signed: boolean;
}

const toCents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));

/** The hire's work order when it bills by the hour or the day, with whether the talent signed it; else null. */
export async function unitOrderOf(db: Db, hire: { projectId: number; instrId: number }): Promise<UnitOrder | null> {
  const [row] = await db
    .select({ id: workDocuments.id, amount: workDocuments.amount, rateCents: workDocuments.unitRateCents, unit: workDocuments.rateUnit, signedAt: legalSignatures.signedAt })
    .from(workDocuments)
    .leftJoin(legalSignatures, eq(legalSignatures.workDocumentId, workDocuments.id))
    .where(and(eq(workDocuments.projectId, hire.projectId), eq(workDocuments.instrId, hire.instrId), eq(workDocuments.docType, 'Work Order')))
    .limit(1);
  if (!row || row.rateCents === null || row.unit === null) return null;
  return { workOrderId: row.id, unit: row.unit, rateCents: row.rateCents, capCents: toCents(row.amount), signed: row.signedAt !== null };
}

export const reportsOf = (db: Db, proposalId: number) =>
  db.select().from(workReports).where(eq(workReports.proposalId, proposalId)).orderBy(desc(workReports.workDate));

/** What the approved reports of each hire add up to: units in hundredths and the amount in cents. */
export async function approvedTotals(db: Db, proposalIds: number[]): Promise<Map<number, { hundredths: number; cents: number }>> {
  if (proposalIds.length === 0) return new Map();
  const rows = await db
    .select({
      proposalId: workReports.proposalId,
      hundredths: sql<number>`coalesce(sum(${workReports.unitsHundredths}), 0)::int`,
      cents: sql<number>`coalesce(sum(${workReports.amountCents}), 0)::int`,
    })
    .from(workReports)
    .where(and(inArray(workReports.proposalId, proposalIds), eq(workReports.status, 'approved')))
    .groupBy(workReports.proposalId);
  return new Map(rows.map((r) => [r.proposalId, { hundredths: Number(r.hundredths), cents: Number(r.cents) }]));
}

/** How many reports of the job's hires still wait for the client's answer. */
export async function pendingReportsOfJob(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workReports)
    .innerJoin(workDocuments, eq(workDocuments.id, workReports.workOrderId))
    .where(and(eq(workDocuments.projectId, projectId), eq(workReports.status, 'pending'), isNotNull(workDocuments.unitRateCents)));
  return Number(row?.count ?? 0);
}

/** The billable amount of approved work: never more than the order's cap. */
export const billable = (approvedCents: number, capCents: number | null) => (capCents === null ? approvedCents : Math.min(approvedCents, capCents));

/** The condition, on a proposals query, that its hire has a work order billed by the hour or the day. */
export const reportsTime = sql<boolean>`exists (select 1 from ${workDocuments} where ${workDocuments.projectId} = ${proposals.projectId} and ${workDocuments.instrId} = ${proposals.instrId} and ${workDocuments.docType} = 'Work Order' and ${workDocuments.unitRateCents} is not null)`;
