/**
 * Work documents (work orders, travel fees) issued to a hired talent: only that talent, or their agency, sees them;
 * the talent (or the agency owner) signs or accepts each one once.
 */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { notifyEvent } from '../notification/events.ts';
import { jobContactUsers } from '../notification/recipient.ts';
import { instructors, legalSignatures, projects, workDocuments } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { uniqueOr } from '../db/errors.ts';
import { legalTexts, type Signature, type WorkDocumentDetail, type WorkDocumentEntry } from '#domain/legal.ts';
import type { TalentSigning } from '../access/signing.ts';
import { checkSignature, requireSigningRight } from './signature.ts';
import { bodyParagraphs } from './standard-documents.ts';
import { formatUsdCode } from '#domain/format.ts';

/** Whose work documents the caller sees: their own, or those of every talent of the agency (and the agency's own). */
function scopeOf({ talent }: TalentSigning): SQL | undefined {
  if (talent.agencyId === null) return inArray(workDocuments.instrId, talent.instrIds);
  return or(eq(instructors.agencyId, talent.agencyId), eq(workDocuments.instrId, talent.agencyId));
}

function selectWorkDocuments(db: Db, party: TalentSigning, where?: SQL) {
  return db
    .select({ doc: workDocuments, projectTitle: projects.title, firstName: instructors.firstName, lastName: instructors.lastName, signature: legalSignatures })
    .from(workDocuments)
    .innerJoin(projects, eq(projects.id, workDocuments.projectId))
    .innerJoin(instructors, eq(instructors.id, workDocuments.instrId))
    .leftJoin(legalSignatures, eq(legalSignatures.workDocumentId, workDocuments.id))
    .where(and(scopeOf(party), where))
    .orderBy(desc(workDocuments.issuedAt), desc(workDocuments.id));
}

type Row = Awaited<ReturnType<typeof selectWorkDocuments>>[number];

const entryOf = (party: TalentSigning, { doc, projectTitle, firstName, lastName, signature }: Row): WorkDocumentEntry => ({
  id: doc.id,
  docType: doc.docType,
  title: doc.title,
  projectId: doc.projectId,
  projectTitle,
  talentName: `${firstName} ${lastName}`,
  amount: doc.amount,
  issuedAt: doc.issuedAt.toISOString(),
  isSigned: signature !== null,
  signedDate: signature ? signature.signedAt.toISOString() : null,
  signedBy: signature ? signature.typedFullName : null,
  canSign: party.canSign && signature === null,
});

export async function listWorkDocuments(db: Db, party: TalentSigning): Promise<WorkDocumentEntry[]> {
  return (await selectWorkDocuments(db, party)).map((row) => entryOf(party, row));
}

/** One work document of the caller's; another talent's answers 404, so its existence is not revealed. */
async function findWorkDocument(db: Db, party: TalentSigning, id: number): Promise<Row> {
  const [row] = await selectWorkDocuments(db, party, eq(workDocuments.id, id));
  if (!row) throw notFound(legalTexts.documentNotFound);
  return row;
}

const amountLine = (amount: number | null) => (amount === null ? [] : [`Amount: ${formatUsdCode(amount)}`]);

export async function workDocumentDetail(db: Db, party: TalentSigning, id: number): Promise<WorkDocumentDetail> {
  const row = await findWorkDocument(db, party, id);
  return {
    ...entryOf(party, row),
    paragraphs: bodyParagraphs(row.doc.title, row.doc.bodyHtml),
    signerName: `${party.signer.firstName} ${party.signer.lastName}`,
  };
}

/** Signs (or accepts) the document once, and tells the job's contacts in the same transaction. */
export async function signWorkDocument(deps: Deps, party: TalentSigning, id: number, body: Signature, meta: { ip: string; userAgent: string | undefined; now: Date }) {
  const row = await findWorkDocument(deps.db, party, id);
  requireSigningRight(party.canSign, legalTexts.agencyOwnerSigns);
  const record = checkSignature(party.signer, body, meta);
  if (row.signature) throw conflict(legalTexts.alreadySigned(row.doc.title));
  const saved = await uniqueOr(() => conflict(legalTexts.alreadySigned(row.doc.title)), () =>
    deps.db.transaction(async (tx) => {
      const [signature] = await tx
        .insert(legalSignatures)
        .values({ ...record, workDocumentId: id, instrId: row.doc.instrId, signedAt: meta.now })
        .returning({ signedAt: legalSignatures.signedAt });
      const signed = { projectId: row.doc.projectId, proposalId: row.doc.proposalId, documentTitle: row.doc.title, talentName: `${row.firstName} ${row.lastName}` };
      for (const userId of await jobContactUsers(tx, row.doc.projectId)) await notifyEvent(deps, 'workDocumentSigned', userId, signed, tx);
      return signature;
    }),
  );
  return { message: legalTexts.signed(row.doc.title), id, signedDate: (saved?.signedAt ?? meta.now).toISOString() };
}

export async function workDocumentPdf(db: Db, party: TalentSigning, id: number) {
  const row = await findWorkDocument(db, party, id);
  const { doc, signature } = row;
  const bytes = await renderPdf({
    title: doc.title,
    paragraphs: [
      `${doc.docType} for ${row.firstName} ${row.lastName}`,
      `Job: ${doc.projectId} - ${row.projectTitle}`,
      ...amountLine(doc.amount),
      `Issued: ${doc.issuedAt.toISOString().slice(0, 10)}`,
      ...bodyParagraphs(doc.title, doc.bodyHtml),
      ...(signature ? [] : ['Not signed yet.']),
    ],
    signature: signature ? { name: signature.typedFullName, signedAt: signature.signedAt, ip: signature.ipAddress } : undefined,
  });
  return { bytes, fileName: `${doc.docType} ${doc.id}.pdf` };
}
