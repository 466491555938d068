/**
 * The client company profile: read by the company's contacts and, in part, by anyone on the company's public job
 * posts; saved by its administrators. Every write to `companies` notifies the public job posts' page cache (the
 * table's page_changes trigger, decision record 291), so the posts show a change at once.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { blobs, companies, industries, projects } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { withUploadedPhoto } from '../blob/photo-upload.ts';
import { nullWhenLeftOut } from '../db/row-values.ts';
import { consumeUploadRate } from '../blob/upload-policy.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { isPhotoType } from '#domain/image-type.ts';
import { companySizes } from '#domain/constants.ts';
import {
  companyLogoPath,
  type CompanyProfile,
  type CompanyProfileInput,
  type PublicCompany,
} from '#domain/company-profile.ts';
import { companyProfileTexts } from '#domain/company-profile-texts.ts';

async function companyRow(db: Db, companyId: number) {
  const [row] = await db
    .select({
      companyId: companies.id,
      name: companies.name,
      about: companies.about,
      industryId: companies.industryId,
      industry: industries.name,
      website: companies.website,
      size: companies.size,
      logoBlobId: companies.logoBlobId,
    })
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company not found.');
  return row;
}

/** What the company's public job posts show of it. */
export async function publicCompanyOf(db: Db, companyId: number): Promise<PublicCompany> {
  const { name, about, industry, website, size, logoBlobId } = await companyRow(db, companyId);
  return { name, about, industry, website, size, logoUrl: logoBlobId ? companyLogoPath(logoBlobId) : null };
}

export async function companyProfileOf(db: Db, companyId: number, canEdit: boolean): Promise<CompanyProfile> {
  const row = await companyRow(db, companyId);
  const industryChoices = await db.select({ id: industries.id, name: industries.name }).from(industries).orderBy(asc(industries.name));
  return {
    ...(await publicCompanyOf(db, companyId)),
    companyId: row.companyId,
    industryId: row.industryId,
    canEdit,
    choices: { industries: industryChoices, sizes: [...companySizes] },
  };
}

export async function saveCompanyProfile(deps: Deps, companyId: number, input: CompanyProfileInput): Promise<void> {
  if (input.industryId !== undefined) {
    const [known] = await deps.db.select({ id: industries.id }).from(industries).where(eq(industries.id, input.industryId));
    if (!known) throw badRequest(companyProfileTexts.industryUnknown, { industryId: [companyProfileTexts.industryUnknown] });
  }
  await deps.db
    .update(companies)
    .set({ name: input.name, ...nullWhenLeftOut(input, ['about', 'industryId', 'website', 'size']) })
    .where(eq(companies.id, companyId));
}

/** Stores a new logo (JPG or PNG by content, at most 5 MB) and removes the one it replaces. */
export async function saveCompanyLogo(deps: Deps, userId: number, companyId: number, imageAsBase64String: string): Promise<void> {
  await consumeUploadRate(deps, userId);
  const current = async () => [(await companyRow(deps.db, companyId)).logoBlobId];
  await withUploadedPhoto(deps, imageAsBase64String, userId, current, async (logoBlobId) => {
    await deps.db.update(companies).set({ logoBlobId }).where(eq(companies.id, companyId));
  });
}

/** Removes the company's logo: its public job posts show none from then on, and the picture is deleted. */
export async function removeCompanyLogo(deps: Deps, companyId: number): Promise<void> {
  const { logoBlobId } = await companyRow(deps.db, companyId);
  if (!logoBlobId) return;
  await deps.db.update(companies).set({ logoBlobId: null }).where(eq(companies.id, companyId));
  await discardUnreferenced(deps.db, deps.storage, [logoBlobId]);
}

/** The logo bytes of the company that posted a job (for its link-preview card), or null. */
export async function companyLogoBytes(deps: Deps, projectId: number): Promise<Uint8Array | null> {
  const [found] = await deps.db
    .select({ storageKey: blobs.storageKey })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(blobs, eq(blobs.id, companies.logoBlobId))
    .where(eq(projects.id, projectId));
  const stream = found ? await deps.storage.get(found.storageKey) : null;
  return stream ? new Uint8Array(await new Response(stream).arrayBuffer()) : null;
}

/** A company's logo for anyone: only blobs that are some company's logo; public and immutable, as a blob id names one upload. */
export async function companyLogo(deps: Deps, id: string, ifNoneMatch: string | undefined): Promise<Response> {
  const [found] = await deps.db
    .select({ blob: blobs })
    .from(blobs)
    .innerJoin(companies, eq(companies.logoBlobId, blobs.id))
    .where(eq(blobs.id, id))
    .limit(1);
  if (!found || !isPhotoType(found.blob.contentType)) throw notFound(companyProfileTexts.logoNotFound);
  const headers = new Headers({
    'content-type': found.blob.contentType,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${found.blob.sha256}"`,
  });
  if (ifNoneMatch === headers.get('etag')) return new Response(null, { status: 304, headers });
  const bytes = await deps.storage.get(found.blob.storageKey);
  if (!bytes) throw notFound(companyProfileTexts.logoNotFound);
  headers.set('content-length', String(found.blob.size));
  return new Response(bytes, { status: 200, headers });
}
