/**
 * Invoices for a completed job (decision record 320), in the transaction that completes it: one per hired talent
 * with a signed work order, its lines the work order's amount and each travel fee of that hire the talent accepted
 * (signed). A work order of an hourly or daily job bills the approved time and days at its rate instead, never more
 * than its amount (decision record 345); a hire with nothing to bill gets no invoice. The service charge is the hired
 * role's (the talent's role matching one of the job's roles), else the platform's default, and is fixed on the invoice.
 */
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { instructorRoles, instructors, legalSignatures, projectRoles, proposals, workDocuments } from '../db/schema/index.ts';
import { issueInvoice, type InvoiceDraft, type InvoiceRow } from './issue-invoice.ts';
import { announceIssued } from './invoice-notices.ts';
import { approvedTotals, billable } from '../work-reports/queries.ts';
import { formatCents } from '#domain/format.ts';
import { formatUnitRate, formatUnits } from '#domain/work-reports.ts';

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The signed work documents with an amount of each hire on the job, work orders first. */
async function signedDocumentsOfHires(tx: Db, projectId: number) {
  return tx
    .select({
      proposalId: proposals.id,
      instrId: proposals.instrId,
      firstName: instructors.firstName,
      lastName: instructors.lastName,
      documentId: workDocuments.id,
      docType: workDocuments.docType,
      title: workDocuments.title,
      amount: workDocuments.amount,
      unitRateCents: workDocuments.unitRateCents,
      rateUnit: workDocuments.rateUnit,
    })
    .from(proposals)
    .innerJoin(instructors, eq(instructors.id, proposals.instrId))
    .innerJoin(workDocuments, and(eq(workDocuments.projectId, proposals.projectId), eq(workDocuments.instrId, proposals.instrId)))
    .innerJoin(legalSignatures, eq(legalSignatures.workDocumentId, workDocuments.id))
    .where(and(eq(proposals.projectId, projectId), eq(proposals.status, 'Hired'), isNotNull(workDocuments.amount)))
    .orderBy(asc(proposals.id), desc(workDocuments.docType), asc(workDocuments.issuedAt), asc(workDocuments.id));
}

/** The service charge of the talent's role on the job, in basis points; null when no matching role has its own. */
async function roleServiceCharge(tx: Db, projectId: number, instrId: number): Promise<number | null> {
  const jobRoles = tx.select({ roleId: projectRoles.roleId }).from(projectRoles).where(eq(projectRoles.projectId, projectId));
  const [role] = await tx
    .select({ bps: instructorRoles.serviceChargeBps })
    .from(instructorRoles)
    .where(and(eq(instructorRoles.instrId, instrId), inArray(instructorRoles.roleId, jobRoles), isNotNull(instructorRoles.serviceChargeBps)))
    .orderBy(asc(instructorRoles.roleId))
    .limit(1);
  return role?.bps ?? null;
}

type SignedDocument = Awaited<ReturnType<typeof signedDocumentsOfHires>>[number];

/** A document's line: its amount, or for a work order paid by the unit the approved units at its rate up to its amount. */
function lineOf(d: SignedDocument, talentName: string, approved: { hundredths: number; cents: number }): InvoiceDraft['lines'][number] {
  const cap = toCents(d.amount ?? 0);
  if (d.docType !== 'Work Order' || d.unitRateCents === null || d.rateUnit === null) {
    return { description: `${d.title} (${talentName})`, workDocumentId: d.documentId, amountCents: cap };
  }
  const amountCents = billable(approved.cents, cap);
  const capped = amountCents < approved.cents ? `, capped at the order’s ${formatCents(cap)}` : '';
  return {
    description: `${d.title} (${talentName}): ${formatUnits(approved.hundredths, d.rateUnit)} at ${formatUnitRate(d.unitRateCents, d.rateUnit)}${capped}`,
    workDocumentId: d.documentId,
    amountCents,
  };
}

/** What the job's invoices bill: one draft per hire with a signed work order and something to bill. */
export async function jobInvoiceDrafts(tx: Db, project: { id: number; companyId: number }, defaultBps: number): Promise<InvoiceDraft[]> {
  const rows = await signedDocumentsOfHires(tx, project.id);
  const hires = new Map<number, typeof rows>();
  for (const row of rows) hires.set(row.proposalId, [...(hires.get(row.proposalId) ?? []), row]);
  const approved = await approvedTotals(tx, [...hires.keys()]);
  const drafts: InvoiceDraft[] = [];
  for (const [proposalId, documents] of hires) {
    const first = documents[0];
    if (!first || !documents.some((d) => d.docType === 'Work Order')) continue;
    const talentName = `${first.firstName} ${first.lastName}`;
    const lines = documents
      .map((d) => lineOf(d, talentName, approved.get(proposalId) ?? { hundredths: 0, cents: 0 }))
      .filter((line) => line.amountCents > 0);
    if (lines.length === 0) continue;
    drafts.push({
      companyId: project.companyId,
      projectId: project.id,
      instrId: first.instrId,
      proposalId,
      sourceKey: `hire:${proposalId}`,
      lines,
      serviceChargeBps: (await roleServiceCharge(tx, project.id, first.instrId)) ?? defaultBps,
    });
  }
  return drafts;
}

/** Issues the job's invoices (again: an invoice already issued for a hire stays as it is) and announces the new ones. */
export async function issueJobInvoices(deps: Deps, tx: Db, project: { id: number; companyId: number }): Promise<InvoiceRow[]> {
  const issued: InvoiceRow[] = [];
  for (const draft of await jobInvoiceDrafts(tx, project, deps.config.payments.defaultServiceChargeBps)) {
    const { invoice, created } = await issueInvoice(tx, draft, deps.now());
    if (!created) continue;
    await announceIssued(deps, tx, invoice);
    issued.push(invoice);
  }
  return issued;
}
