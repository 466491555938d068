/**
 * The resume of a proposal's talent as "First Last.pdf": the uploaded resume when it is a PDF, otherwise a PDF
 * written from the profile (headline, about me, roles, work experience, education, certifications).
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { blobs, certifications, educations, instructors, workExperiences } from '../db/schema/index.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { htmlToParagraphs } from '../html/paragraphs.ts';
import { talentRoleNames } from './proposal-details.ts';
import { blobDownload, bytesDownload } from './file-response.ts';

type Talent = typeof instructors.$inferSelect;

const period = (start: string | number | null, end: string | number | null) => `${start ?? ''}–${end ?? 'present'}`;

export async function resumeParagraphs(db: Db, talent: Talent): Promise<string[]> {
  const roles = await talentRoleNames(db, talent.id);
  const work = await db.select().from(workExperiences).where(eq(workExperiences.instrId, talent.id)).orderBy(desc(workExperiences.startDate));
  const schools = await db.select().from(educations).where(eq(educations.instrId, talent.id)).orderBy(asc(educations.id));
  const certs = await db.select().from(certifications).where(eq(certifications.instrId, talent.id)).orderBy(asc(certifications.id));
  return [
    ...(talent.headline ? [talent.headline] : []),
    ...(roles.length ? [`Roles: ${roles.join(', ')}`] : []),
    ...(talent.aboutMe ? htmlToParagraphs(talent.aboutMe) : []),
    ...(work.length ? ['Work experience'] : []),
    ...work.map((w) => `${w.jobTitle}, ${w.companyName} (${period(w.startDate, w.isCurrent ? null : w.endDate)})${w.description ? `: ${w.description}` : ''}`),
    ...(schools.length ? ['Education'] : []),
    ...schools.map((e) => [e.degree, e.fieldOfStudy, e.institution].filter(Boolean).join(', ') + (e.startYear ? ` (${period(e.startYear, e.endYear)})` : '')),
    ...(certs.length ? ['Certifications'] : []),
    ...certs.map((c) => [c.name, c.issuingOrganization].filter(Boolean).join(', ')),
  ];
}

export async function resumeDownload(deps: Deps, instrId: number): Promise<Response> {
  const [talent] = await deps.db.select().from(instructors).where(eq(instructors.id, instrId));
  if (!talent) throw new Error(`Talent ${instrId} is missing.`);
  const fileName = `${talent.firstName} ${talent.lastName}.pdf`;
  if (talent.resumeBlobId) {
    const [blob] = await deps.db.select({ contentType: blobs.contentType }).from(blobs).where(eq(blobs.id, talent.resumeBlobId));
    if (blob?.contentType === 'application/pdf') return blobDownload(deps, talent.resumeBlobId, fileName);
  }
  const pdf = await renderPdf({ title: `${talent.firstName} ${talent.lastName}`, paragraphs: await resumeParagraphs(deps.db, talent) });
  return bytesDownload(pdf, fileName, 'application/pdf');
}
