/** Whether a talent, agency or company has signed a standard agreement (ICA, Supplier Agreement, SOW, NDA, MSA, COC). */
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { LegalDocType } from '#domain/legal.ts';
import type { Db } from '../db/client.ts';
import { legalDocuments, legalSignatures } from '../db/schema/index.ts';
import type { SigningParty } from './signing.ts';

/** A signature of any version of the type counts (decision record 160). */
function signatures(db: Db, party: SigningParty, docType: LegalDocType) {
  const partyMatch = 'instrId' in party ? eq(legalSignatures.instrId, party.instrId) : eq(legalSignatures.companyId, party.companyId);
  return db
    .select({ id: legalSignatures.id })
    .from(legalSignatures)
    .innerJoin(legalDocuments, eq(legalDocuments.id, legalSignatures.legalDocumentId))
    .where(and(partyMatch, eq(legalDocuments.docType, docType)));
}

/** The same as a boolean column of a larger query. */
export function signedLegalDocument(db: Db, party: SigningParty, docType: LegalDocType): SQL<boolean> {
  return sql<boolean>`${exists(signatures(db, party, docType))}`;
}

export async function hasSignedLegalDocument(db: Db, party: SigningParty, docType: LegalDocType): Promise<boolean> {
  const [row] = await signatures(db, party, docType).limit(1);
  return row !== undefined;
}
