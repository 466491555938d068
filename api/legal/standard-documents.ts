/** The standard agreements of a party: list with signed state, current text, signing, and the signed PDF. */
import { and, desc, eq, lt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { legalDocuments, legalSignatures } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { htmlToParagraphs } from '../html/paragraphs.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { refreshTrustBadge } from '../talent-standing/trust-badge.ts';
import { uniqueOr } from '../db/errors.ts';
import { legalTexts, type LegalDocType, type LegalDocumentEntry, type LegalDocumentText, type Signature } from '#domain/legal.ts';
import type { Signing, SigningParty } from '../access/signing.ts';
import { checkSignature } from './signature.ts';

const partyMatch = (party: SigningParty) =>
  'instrId' in party ? eq(legalSignatures.instrId, party.instrId) : eq(legalSignatures.companyId, party.companyId);

/** The newest version in effect. */
async function currentVersion(db: Db, docType: LegalDocType, now: Date) {
  const [doc] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.docType, docType), lte(legalDocuments.effectiveAt, now)))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  if (!doc) throw notFound(legalTexts.documentNotFound);
  return doc;
}

/** The party's signatures of a type (of versions before beforeVersion when given), newest first, with the version each one signed. */
function signaturesOf(db: Db, party: SigningParty, docType: LegalDocType, beforeVersion?: number) {
  return db
    .select({ signature: legalSignatures, document: legalDocuments })
    .from(legalSignatures)
    .innerJoin(legalDocuments, eq(legalDocuments.id, legalSignatures.legalDocumentId))
    .where(and(partyMatch(party), eq(legalDocuments.docType, docType), beforeVersion === undefined ? undefined : lt(legalDocuments.version, beforeVersion)))
    .orderBy(desc(legalSignatures.signedAt));
}

/** The body without a heading that repeats the title. */
export function bodyParagraphs(title: string, bodyHtml: string): string[] {
  const paragraphs = htmlToParagraphs(bodyHtml);
  return paragraphs[0] === title ? paragraphs.slice(1) : paragraphs;
}

async function entryOf(db: Db, party: Signing, docType: LegalDocType, now: Date): Promise<LegalDocumentEntry> {
  const doc = await currentVersion(db, docType, now);
  const [newest] = await signaturesOf(db, party.party, docType).limit(1);
  return {
    docType,
    title: doc.title,
    isSigned: newest !== undefined,
    signedDate: newest ? newest.signature.signedAt.toISOString() : null,
    canSign: party.canSign && newest === undefined,
  };
}

export async function listLegalDocuments(db: Db, party: Signing, now: Date): Promise<LegalDocumentEntry[]> {
  return Promise.all(party.docTypes.map((docType) => entryOf(db, party, docType, now)));
}

export async function legalDocumentText(db: Db, party: Signing, docType: LegalDocType, now: Date): Promise<LegalDocumentText> {
  const doc = await currentVersion(db, docType, now);
  return {
    ...(await entryOf(db, party, docType, now)),
    version: doc.version,
    paragraphs: bodyParagraphs(doc.title, doc.bodyHtml),
    signerName: `${party.signer.firstName} ${party.signer.lastName}`,
  };
}

export async function signLegalDocument(
  db: Db,
  party: Signing,
  docType: LegalDocType,
  body: Signature,
  meta: { ip: string; userAgent: string | undefined; now: Date },
) {
  const doc = await currentVersion(db, docType, meta.now);
  const record = checkSignature(party.signer, body, meta);
  // A signature of an earlier version still counts (decision record 160); a second signature of this version is
  // refused by the unique index, so signatures sent at the same moment cannot both be stored.
  const [earlier] = await signaturesOf(db, party.party, docType, doc.version).limit(1);
  if (earlier) throw conflict(legalTexts.alreadySigned(doc.title));
  const [row] = await uniqueOr(() => conflict(legalTexts.alreadySigned(doc.title)), () =>
    db
      .insert(legalSignatures)
      .values({ ...record, legalDocumentId: doc.id, ...party.party, signedAt: meta.now })
      .returning({ signedAt: legalSignatures.signedAt }),
  );
  if (party.kind === 'talent' && docType === 'ICA') await refreshTrustBadge(db, party.party.instrId);
  return { message: legalTexts.signed(doc.title), docType, signedDate: (row?.signedAt ?? meta.now).toISOString() };
}

/** signedDate picks one signature: an exact ISO time or a calendar day (UTC); the newest when absent. */
function matchesDate(signedAt: Date, signedDate: string | undefined) {
  if (!signedDate) return true;
  const iso = signedAt.toISOString();
  return iso === signedDate || iso.slice(0, 10) === signedDate.slice(0, 10);
}

export async function signedLegalDocumentPdf(db: Db, party: Signing, docType: LegalDocType, signedDate: string | undefined) {
  const found = (await signaturesOf(db, party.party, docType)).find((s) => matchesDate(s.signature.signedAt, signedDate));
  if (!found) throw notFound(legalTexts.notSigned);
  const { signature, document } = found;
  const bytes = await renderPdf({
    title: document.title,
    paragraphs: [`Version ${document.version}`, ...bodyParagraphs(document.title, document.bodyHtml)],
    signature: { name: signature.typedFullName, signedAt: signature.signedAt, ip: signature.ipAddress },
  });
  return { bytes, fileName: `${docType} signed ${signature.signedAt.toISOString().slice(0, 10)}.pdf` };
}
