/**
 * Industries a talent has experience in and a job belongs to. Countries, states, languages and departments are
 * fixed lists in api/master/data; rows store their codes or ids (country_code, state_code, language_id, department_id).
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const industries = pgTable('industries', { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('industries_name_key').on(sql`lower(${t.name})`),
]);
