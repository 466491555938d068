/** Column helpers shared by the schema files (not tables, so not exported from the schema index). */
import { bigint, integer, numeric, text, timestamp, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** When a row was made and last changed, both set to now on insert. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A person's name; both parts are required. */
export const personName = () => ({ firstName: text('first_name').notNull(), lastName: text('last_name').notNull() });
export const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true });
/** A token or challenge that is spent by its first use and refused after it expires. */
export const singleUse = () => ({ expiresAt: instant('expires_at').notNull(), usedAt: instant('used_at') });
/** US dollars with 2 decimals; the spec's rate input allows 10 characters. */
export const money = <N extends string>(name: N) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
/** An amount in integer cents of US dollars. */
export const cents = <N extends string>(name: N) => bigint(name, { mode: 'number' });
/** A foreign key to another table's integer id; chain `.notNull()` where every row has one. */
export const reference = <N extends string>(name: N, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).references(target, actions);
