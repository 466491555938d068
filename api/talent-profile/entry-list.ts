/**
 * The career lists of a talent profile (work experience, education, certifications): each is read as the columns its
 * answer names, added within its limit, changed and removed by id; a write answers the profile status after it.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Deps } from '../deps.ts';
import { holdListLimit, type ListLimit } from '../http/list-limit.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { changeProfile, refuseOnAgency, type LockedProfile } from '../talent-standing/profile-write.ts';
import { deleteEntry, updateEntry, type EntryTable } from './profile-entry.ts';

/** The table's columns of the names given (an answer's fields), to select them under those names. */
export function columnsNamed<T extends EntryTable, K extends keyof T['_']['columns'] & string>(table: T, names: readonly K[]): Pick<T['_']['columns'], K> {
  const columns: T['_']['columns'] = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}

export interface EntryList<T extends EntryTable, I> {
  table: T;
  /** How many entries a profile may hold. */
  limit: ListLimit;
  /** The row's values from the form (all but the profile's id). */
  values: (input: I) => PgUpdateSetSource<T>;
  /** The list is hidden on an agency's profile, so the agency's own profile refuses to add or change entries (403). */
  notOnAgency?: true;
}

export interface EntryWrites<I> {
  add: (deps: Deps, instrId: number, input: I) => Promise<ProfileStatus>;
  update: (deps: Deps, instrId: number, id: number, input: I) => Promise<ProfileStatus>;
  delete: (deps: Deps, instrId: number, id: number) => Promise<ProfileStatus>;
}

/** The writes of a list; an id the profile has no entry of answers 404. */
export function entryWrites<T extends EntryTable, I>(list: EntryList<T, I>): EntryWrites<I> {
  const refuse = (profile: LockedProfile) => {
    if (list.notOnAgency) refuseOnAgency(profile);
  };
  return {
    add: (deps, instrId, input) =>
      changeProfile(deps, instrId, async (tx, profile) => {
        refuse(profile);
        await holdListLimit(tx, list.limit, instrId, () => tx.$count(list.table, eq(list.table.instrId, instrId)));
        await tx.insert(list.table).values({ instrId, ...list.values(input) } as PgInsertValue<T>);
      }),
    update: (deps, instrId, id, input) =>
      changeProfile(deps, instrId, async (tx, profile) => {
        refuse(profile);
        await updateEntry(tx, list.table, instrId, id, list.values(input), profileSectionTexts.entryNotFound);
      }),
    delete: (deps, instrId, id) => changeProfile(deps, instrId, (tx) => deleteEntry(tx, list.table, instrId, id, profileSectionTexts.entryNotFound)),
  };
}
