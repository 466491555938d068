/**
 * The stored notification settings: e-mail subscriptions of a talent and of a contact, and a talent's in-app
 * notifications. A missing row means the table's column defaults.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountNotificationSettings, contactEmailSubscriptions, talentEmailSubscriptions } from '../db/schema/index.ts';
import {
  accountNotificationFlags,
  contactEmailFlags,
  talentEmailFlags,
  type AccountNotificationFlag,
  type ContactEmailFlag,
  type TalentEmailFlag,
} from '#domain/notifications.ts';

type Flags<F extends string> = Record<F, boolean>;

const pick = <F extends string>(source: Flags<F>, names: readonly F[]): Flags<F> =>
  Object.fromEntries(names.map((name) => [name, source[name]])) as Flags<F>;

const defaultsOf = <F extends string>(columns: Record<F, { default?: unknown }>, names: readonly F[]): Flags<F> =>
  Object.fromEntries(names.map((name) => [name, columns[name].default === true])) as Flags<F>;

function saved<R>(row: R | undefined): R {
  if (!row) throw new Error('The notification settings were not saved.');
  return row;
}

/** Only the flags the caller sent. */
export const changedFlags = <F extends string>(body: Partial<Record<F, boolean | undefined>>, names: readonly F[]): Partial<Flags<F>> =>
  Object.fromEntries(names.flatMap((name) => (typeof body[name] === 'boolean' ? [[name, body[name]]] : []))) as Partial<Flags<F>>;

const talentEmailDefaults = defaultsOf(getTableColumns(talentEmailSubscriptions), talentEmailFlags);
const contactEmailDefaults = defaultsOf(getTableColumns(contactEmailSubscriptions), contactEmailFlags);
const accountDefaults = defaultsOf(getTableColumns(accountNotificationSettings), accountNotificationFlags);

export async function talentEmailSettings(db: Db, instrId: number | null): Promise<Flags<TalentEmailFlag>> {
  if (instrId === null) return talentEmailDefaults;
  const [row] = await db.select().from(talentEmailSubscriptions).where(eq(talentEmailSubscriptions.instrId, instrId));
  return row ? pick(row, talentEmailFlags) : talentEmailDefaults;
}

export async function contactEmailSettings(db: Db, contactId: number | null): Promise<Flags<ContactEmailFlag>> {
  if (contactId === null) return contactEmailDefaults;
  const [row] = await db.select().from(contactEmailSubscriptions).where(eq(contactEmailSubscriptions.contactId, contactId));
  return row ? pick(row, contactEmailFlags) : contactEmailDefaults;
}

export async function accountNotificationSettingsOf(db: Db, instrId: number | null): Promise<Flags<AccountNotificationFlag>> {
  if (instrId === null) return accountDefaults;
  const [row] = await db.select().from(accountNotificationSettings).where(eq(accountNotificationSettings.instrId, instrId));
  return row ? pick(row, accountNotificationFlags) : accountDefaults;
}

export async function saveTalentEmailSettings(db: Db, instrId: number, changes: Partial<Flags<TalentEmailFlag>>, now: Date) {
  const [row] = await db
    .insert(talentEmailSubscriptions)
    .values({ instrId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: talentEmailSubscriptions.instrId, set: { ...changes, updatedAt: now } })
    .returning();
  return pick(saved(row), talentEmailFlags);
}

export async function saveContactEmailSettings(db: Db, contactId: number, changes: Partial<Flags<ContactEmailFlag>>, now: Date) {
  const [row] = await db
    .insert(contactEmailSubscriptions)
    .values({ contactId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: contactEmailSubscriptions.contactId, set: { ...changes, updatedAt: now } })
    .returning();
  return pick(saved(row), contactEmailFlags);
}

export async function saveAccountNotificationSettings(db: Db, instrId: number, changes: Partial<Flags<AccountNotificationFlag>>, now: Date) {
  const [row] = await db
    .insert(accountNotificationSettings)
    .values({ instrId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: accountNotificationSettings.instrId, set: { ...changes, updatedAt: now } })
    .returning();
  return pick(saved(row), accountNotificationFlags);
}
