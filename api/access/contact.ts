/** The client contact row of a signed-in user, read from the database (claims may predate a change of company). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import { forbidden } from '../http/errors.ts';
import { accountTexts } from '../../src/domain/account.ts';

export type ContactRow = typeof contacts.$inferSelect;

/** The caller's contact; 403 for anyone who is not a client contact (talent, agency members). */
export async function contactOfUser(db: Db, userId: number, refusal: string | undefined = accountTexts.contactOnly): Promise<ContactRow> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.userId, userId));
  if (!contact) throw forbidden(refusal);
  return contact;
}
