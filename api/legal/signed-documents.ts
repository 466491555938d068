/** Whether a talent, agency or company has signed a standard agreement (ICA, Supplier Agreement, SOW, NDA, MSA, COC). */
import { and, eq } from 'drizzle-orm';
import type { LegalDocType } from '../../src/domain/legal.ts';
import type { Db } from '../db/client.ts';
import { legalDocuments, legalSignatures } from '../db/schema/index.ts';

export type SigningParty = { instrId: number } | { companyId: number };

/** A signature of any version of the type counts (decision record 160). */
export async function hasSignedLegalDocument(db: Db, party: SigningParty, docType: LegalDocType): Promise<boolean> {
  const partyMatch = 'instrId' in party ? eq(legalSignatures.instrId, party.instrId) : eq(legalSignatures.companyId, party.companyId);
  const [row] = await db
    .select({ id: legalSignatures.id })
    .from(legalSignatures)
    .innerJoin(legalDocuments, eq(legalDocuments.id, legalSignatures.legalDocumentId))
    .where(and(partyMatch, eq(legalDocuments.docType, docType)))
    .limit(1);
  return row !== undefined;
}
