/** The master lists (api/master/data) as the account schemas check them: countries with their states, departments. */
import { countries } from '../master/data/countries.ts';
import { subdivisions } from '../master/data/states.ts';
import { departments } from '../master/data/departments.ts';
import type { LocationLists } from '#domain/account.ts';

const none: ReadonlySet<string> = new Set();
const statesByCountry = new Map(Object.entries(subdivisions).map(([country, states]) => [country, new Set(states.map((s) => s.code))]));
const countryNames = new Map(countries.map((c) => [c.code, c.name]));

export const masterLocations: LocationLists = {
  countryCodes: new Set(countryNames.keys()),
  statesOf: (countryCode) => statesByCountry.get(countryCode) ?? none,
};

export const departmentIds: ReadonlySet<number> = new Set(departments.map((d) => d.id));

export const countryName = (code: string | null) => (code ? (countryNames.get(code) ?? null) : null);

/** The states of a country for its dropdown: [] when there is no country or none are on file. */
export const statesOf = (countryCode: string | null) => (countryCode ? (subdivisions[countryCode] ?? []) : []);
