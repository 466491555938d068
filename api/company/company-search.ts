/** GET /api/Company/Search: companies a company-less contact may ask to join, by name; no contact data. */
import { asc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import { countryName } from '../my-information/master-lists.ts';
import { accountLimits } from '#domain/account.ts';

/** LIKE treats % and _ as wildcards and \ as the escape character; typed text matches only itself. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names that start with the text first, then names that contain it; at most 10. */
export async function searchCompanies(db: Db, name: string) {
  const text = literal(name);
  const rows = await db
    .select({ id: companies.id, name: companies.name, city: companies.city, countryCode: companies.countryCode })
    .from(companies)
    .where(ilike(companies.name, `%${text}%`))
    .orderBy(sql`${companies.name} ilike ${`${text}%`} desc`, asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(accountLimits.companySearchResults);
  return rows.map((row) => ({ ...row, country: countryName(row.countryCode) }));
}
