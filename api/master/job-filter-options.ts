/** What the filters of the job search (the job center, job alerts) offer: the roles, the languages, and the time zones of open jobs. */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { roles } from '../db/schema/index.ts';
import { languages } from './data/languages.ts';
import type { SearchFilterOptions } from '#domain/job-center.ts';

/**
 * The time zones open jobs are in: a loose index scan of projects_status_time_zone_idx (one seek per zone, however
 * many jobs), so the filter offers the few zones that can match rather than every zone there is.
 */
async function openJobTimeZones(db: Db): Promise<string[]> {
  const rows = await rawRows<{ zone: string }>(db, sql`
    with recursive zones(zone) as (
      (select time_zone from projects where status = 'open' and time_zone is not null order by time_zone limit 1)
      union all
      select (select p.time_zone from projects p where p.status = 'open' and p.time_zone > zones.zone order by p.time_zone limit 1)
      from zones where zones.zone is not null
    )
    select zone from zones where zone is not null`);
  return rows.map((row) => row.zone);
}

export async function filterOptions(db: Db): Promise<SearchFilterOptions> {
  const [roleRows, timeZones] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(sql`${roles.retiredAt} is null`)
      .orderBy(asc(roles.sortOrder), asc(roles.name)),
    openJobTimeZones(db),
  ]);
  return { roles: roleRows, languages: languages.map((l) => ({ id: l.id, name: l.name })), timeZones };
}
