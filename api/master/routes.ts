/** Master data: the fixed lists forms choose from. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { visitor } from '../access/people.ts';
import { countries } from './data/countries.ts';
import { subdivisions } from './data/states.ts';
import { languages } from './data/languages.ts';
import { departments } from './data/departments.ts';
import { place } from './answers.ts';

const codeAndName = z.array(place);

const countryCodes = new Set(countries.map((c) => c.code));
const unknownCountry = 'Choose a country from the list.';

const statesQuery = z.object({
  country: z
    .string({ error: unknownCountry })
    .trim()
    .toUpperCase()
    .refine((code) => countryCodes.has(code), unknownCountry),
});

export const masterRoutes = [
  route({
    method: 'get',
    path: '/api/Master/Countries',
    constant: true,
    summary: 'Every ISO 3166-1 country: { code, name }[] sorted by name',
    access: visitor,
    response: codeAndName,
    handler: () => countries,
  }),
  route({
    method: 'get',
    path: '/api/Master/States',
    summary: 'The states or provinces of a country: { code, name }[] (empty when none are on file)',
    access: visitor,
    query: statesQuery,
    response: codeAndName,
    handler: ({ query }) => subdivisions[query.country] ?? [],
  }),
  route({
    method: 'get',
    path: '/api/Master/Languages',
    constant: true,
    summary: 'Every ISO 639-1 language: { code, name }[] sorted by name',
    access: visitor,
    response: codeAndName,
    handler: () => languages,
  }),
  route({
    method: 'get',
    path: '/api/Master/Departments',
    constant: true,
    summary: 'Departments of a client company: { id, name }[]',
    access: visitor,
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
    handler: () => departments,
  }),
];
