/**
 * Invoices for a completed job (decision record 320), in the transaction that completes it: one per hired talent
 * with a signed work order, its lines the work order's amount and each travel fee of that hire the talent accepted
 * (signed). The service charge is the hired role's (the talent's role matching one of the job's roles), else the
 * platform's default, and is fixed on the invoice.
 */
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { instructorRoles, instructors, legalSignatures, projectRoles, proposals, workDocuments } from '../db/schema/index.ts';
import { issueInvoice, type InvoiceDraft, type InvoiceRow } from './issue-invoice.ts';
import { announceIssued } from './invoice-notices.ts';

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

/** What the job's invoices bill: one draft per hire with a signed work order. */
export async function jobInvoiceDrafts(tx: Db, project: { id: number; companyId: number }, defaultBps: number): Promise<InvoiceDraft[]> {
  const rows = await signedDocumentsOfHires(tx, project.id);
  const hires = new Map<number, typeof rows>();
  for (const row of rows) hires.set(row.proposalId, [...(hires.get(row.proposalId) ?? []), row]);
  const drafts: InvoiceDraft[] = [];
  for (const [proposalId, documents] of hires) {
    const first = documents[0];
    if (!first || !documents.some((d) => d.docType === 'Work Order')) continue;
    const talentName = `${first.firstName} ${first.lastName}`;
    drafts.push({
      companyId: project.companyId,
      projectId: project.id,
      instrId: first.instrId,
      proposalId,
      sourceKey: `hire:${proposalId}`,
      lines: documents.map((d) => ({ description: `${d.title} (${talentName})`, workDocumentId: d.documentId, amountCents: toCents(d.amount ?? 0) })),
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
