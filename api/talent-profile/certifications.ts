/** Certifications of a talent profile: listed latest issued first. */
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { certifications } from '../db/schema/index.ts';
import { profileSectionLimits, profileSectionTexts, type CertificationInput } from '#domain/profile-sections.ts';
import { columnsNamed, entryWrites } from './entry-list.ts';
import { nullWhenLeftOut } from '../db/row-values.ts';

export const certification = z.object({
  id: z.number().int(),
  name: z.string(),
  issuingOrganization: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  credentialId: z.string().nullable(),
  credentialUrl: z.string().nullable(),
});
export type Certification = z.infer<typeof certification>;

export function listCertifications(db: Db, instrId: number): Promise<Certification[]> {
  return db
    .select(columnsNamed(certifications, certification.keyof().options))
    .from(certifications)
    .where(eq(certifications.instrId, instrId))
    .orderBy(sql`${certifications.issueDate} desc nulls last`, desc(certifications.id));
}

const values = (input: CertificationInput) => ({
  name: input.name,
  ...nullWhenLeftOut(input, ['issuingOrganization', 'issueDate', 'expiryDate', 'credentialId', 'credentialUrl']),
});

export const certificationWrites = entryWrites({
  table: certifications,
  limit: { list: 'certifications', max: profileSectionLimits.certificationsMax, message: profileSectionTexts.certificationsTooMany },
  values,
});
