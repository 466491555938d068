/** A client company's locations (Company Locations in the client menu). */
import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, reference } from './columns.ts';

export const companyLocations = pgTable(
  'company_locations',
  {
    id: serial('id').primaryKey(),
    companyId: reference('company_id', () => companies.id, { onDelete: 'cascade' }).notNull(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    stateCode: text('state_code'),
    countryCode: text('country_code'),
    postalCode: text('postal_code'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('company_locations_company_idx').on(t.companyId)],
);
