/** The answers of the favorites and My Talent routes, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';

const id = z.number().int();

export const favoriteAnswer = z.object({ message: z.string(), isFavorite: z.boolean() });

const talentPerson = z.object({
  instrId: id,
  firstName: z.string(),
  lastName: z.string(),
  thumbnailBlobId: z.string().nullable(),
  roles: z.array(z.string()),
});

export const favoritesAnswer = z.array(talentPerson.extend({ addedDate: z.string() }));

export const hiredTalentAnswer = z.array(talentPerson.extend({ projects: z.array(z.object({ projectID: id, title: z.string() })) }));
