/** GetMsgWelcomeModal / UpdateMsgWelcomeModal: the messaging welcome is shown until the user dismisses it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export async function welcomeModalOf(db: Db, userId: number): Promise<{ showWelcome: boolean }> {
  const [row] = await db.select({ showWelcome: users.showMessagingWelcome }).from(users).where(eq(users.id, userId));
  return { showWelcome: row?.showWelcome ?? false };
}

export async function saveWelcomeModal(db: Db, userId: number, showWelcome: boolean): Promise<{ showWelcome: boolean }> {
  await db.update(users).set({ showMessagingWelcome: showWelcome }).where(eq(users.id, userId));
  return { showWelcome };
}
