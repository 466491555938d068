/**
 * The talent's own resume (/profile/resume): the uploaded file (PDF or docx, 20 MB, by its bytes, under the upload
 * rate and quota of record 220) that replaces the one before, and the PDF written from the profile with fonts for
 * any script (api/pdf). Client contacts get the resume with a proposal (Project/DownloadResume).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { blobs, instructors } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { receiveStagedFile } from '../blob/staged-file.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { resumeParagraphs } from '../proposal-view/resume.ts';
import { blobDownload, bytesDownload } from '../proposal-view/file-response.ts';
import { resumeFileTypes, resumeTexts } from '#domain/resume.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';

export const resumeFile = z.object({ fileName: z.string(), fileSize: z.number().int(), contentType: z.string() });
export const resumeAnswer = z.object({ resume: resumeFile.nullable() });
export const resumeChanged = resumeAnswer.extend({ message: z.string() });

async function talentOf(deps: Deps, instrId: number) {
  const [talent] = await deps.db.select().from(instructors).where(eq(instructors.id, instrId));
  if (!talent) throw notFound(resumeTexts.none);
  return talent;
}

export async function resumeOf(deps: Deps, instrId: number): Promise<z.infer<typeof resumeAnswer>> {
  const [row] = await deps.db
    .select({ fileName: blobs.fileName, fileSize: blobs.size, contentType: blobs.contentType })
    .from(instructors)
    .innerJoin(blobs, eq(blobs.id, instructors.resumeBlobId))
    .where(eq(instructors.id, instrId));
  return { resume: row ?? null };
}

export async function uploadResume(deps: Deps, userId: number, instrId: number, request: Request) {
  const { blob } = await receiveStagedFile(deps, userId, request, { types: resumeFileTypes, tooLarge: resumeTexts.tooLarge, wrongType: resumeTexts.wrongType });
  const before = (await talentOf(deps, instrId)).resumeBlobId;
  await changeProfile(deps, instrId, async (tx) => {
    await tx.update(instructors).set({ resumeBlobId: blob.id }).where(eq(instructors.id, instrId));
  });
  await discardUnreferenced(deps.db, deps.storage, [before]);
  return { message: resumeTexts.uploaded, ...(await resumeOf(deps, instrId)) };
}

export async function deleteResume(deps: Deps, instrId: number) {
  const before = (await talentOf(deps, instrId)).resumeBlobId;
  if (!before) throw notFound(resumeTexts.none);
  await changeProfile(deps, instrId, async (tx) => {
    await tx.update(instructors).set({ resumeBlobId: null }).where(eq(instructors.id, instrId));
  });
  await discardUnreferenced(deps.db, deps.storage, [before]);
  return { message: resumeTexts.deleted, resume: null };
}

export async function downloadOwnResume(deps: Deps, instrId: number): Promise<Response> {
  const talent = await talentOf(deps, instrId);
  if (!talent.resumeBlobId) throw notFound(resumeTexts.none);
  return blobDownload(deps, talent.resumeBlobId);
}

/** The profile as a PDF named after the talent ("First Last profile.pdf"). */
export async function profilePdf(deps: Deps, instrId: number): Promise<Response> {
  const talent = await talentOf(deps, instrId);
  const name = `${talent.firstName} ${talent.lastName}`;
  const pdf = await renderPdf({ title: name, paragraphs: await resumeParagraphs(deps.db, talent) });
  return bytesDownload(pdf, `${name} profile.pdf`, 'application/pdf');
}
