/** Certifications of a talent profile: listed latest issued first. */
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { certifications } from '../db/schema/index.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { profileSectionLimits, profileSectionTexts, type CertificationInput } from '#domain/profile-sections.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';
import { deleteEntry, updateEntry } from './profile-entry.ts';

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

const columns = {
  id: certifications.id,
  name: certifications.name,
  issuingOrganization: certifications.issuingOrganization,
  issueDate: certifications.issueDate,
  expiryDate: certifications.expiryDate,
  credentialId: certifications.credentialId,
  credentialUrl: certifications.credentialUrl,
};

export function listCertifications(db: Db, instrId: number): Promise<Certification[]> {
  return db
    .select(columns)
    .from(certifications)
    .where(eq(certifications.instrId, instrId))
    .orderBy(sql`${certifications.issueDate} desc nulls last`, desc(certifications.id));
}

const values = (input: CertificationInput) => ({
  name: input.name,
  issuingOrganization: input.issuingOrganization ?? null,
  issueDate: input.issueDate ?? null,
  expiryDate: input.expiryDate ?? null,
  credentialId: input.credentialId ?? null,
  credentialUrl: input.credentialUrl ?? null,
});

export function addCertification(deps: Deps, instrId: number, input: CertificationInput): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    const limit = { list: 'certifications', max: profileSectionLimits.certificationsMax, message: profileSectionTexts.certificationsTooMany } as const;
    await holdListLimit(tx, limit, instrId, () => tx.$count(certifications, eq(certifications.instrId, instrId)));
    await tx.insert(certifications).values({ instrId, ...values(input) });
  });
}

export function updateCertification(deps: Deps, instrId: number, id: number, input: CertificationInput): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await updateEntry(tx, certifications, instrId, id, values(input), profileSectionTexts.entryNotFound);
  });
}

export function deleteCertification(deps: Deps, instrId: number, id: number): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await deleteEntry(tx, certifications, instrId, id, profileSectionTexts.entryNotFound);
  });
}
