/** The answers of the favorites and My Talent routes, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { poolPerson } from '#domain/talent-pool.ts';

const id = z.number().int();

export const favoriteAnswer = z.object({ message: z.string(), isFavorite: z.boolean() });

export const favoritesAnswer = z.array(poolPerson.extend({ addedDate: z.string() }));

export const hiredTalentAnswer = z.array(poolPerson.extend({ projects: z.array(z.object({ projectID: id, title: z.string() })) }));
