/** A client contact's own information. */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { companies, contacts, users } from '../db/schema/index.ts';
import { withUploadedPhoto } from '../blob/photo-upload.ts';
import { departments } from '../master/data/departments.ts';
import type { ContactRow } from '../access/caller.ts';
import type { ContactInformationInput } from '#domain/account.ts';

export async function loadContactInformation(db: Db, contact: ContactRow) {
  const [company] = contact.companyId === null ? [] : await db.select({ name: companies.name }).from(companies).where(eq(companies.id, contact.companyId));
  const [user] = contact.userId === null ? [] : await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, contact.userId));
  return {
    contactId: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    nickName: user?.nickname ?? null,
    email: contact.email,
    phone: contact.phone,
    jobTitle: contact.jobTitle,
    departmentId: contact.departmentId,
    departments,
    thumbnailBlobId: contact.imageBlobId,
    companyId: contact.companyId,
    companyName: company?.name ?? null,
    webRole: contact.webRole,
    status: contact.status,
  };
}

/** Saves the contact's information; names, nickname and photo also go to their login. Answers the saved row. */
export async function saveContactInformation(deps: Deps, userId: number, contact: ContactRow, input: ContactInformationInput): Promise<ContactRow> {
  const currentPhotoIds = async () => {
    const [user] = await deps.db.select({ photoBlobId: users.photoBlobId }).from(users).where(eq(users.id, userId));
    return [contact.imageBlobId, user?.photoBlobId ?? null];
  };
  return withUploadedPhoto(deps, input.imageAsBase64String, userId, currentPhotoIds, (photoBlobId) =>
    deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .update(contacts)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          jobTitle: input.jobTitle ?? null,
          departmentId: input.departmentId ?? null,
          ...(photoBlobId ? { imageBlobId: photoBlobId } : {}),
        })
        .where(eq(contacts.id, contact.id))
        .returning();
      if (!saved) throw new Error('The contact was not saved.');
      await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          nickname: input.nickName ?? null,
          ...(photoBlobId ? { photoBlobId } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(users.id, userId));
      return saved;
    }),
  );
}
