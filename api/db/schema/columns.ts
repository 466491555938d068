/** Column helpers shared by the schema files (not tables, so not exported from the schema index). */
import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const instant = (name: string) => timestamp(name, { withTimezone: true });
/** US dollars with 2 decimals; the spec's rate input allows 10 characters. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
/** An amount in integer cents of US dollars. */
export const cents = (name: string) => bigint(name, { mode: 'number' });
