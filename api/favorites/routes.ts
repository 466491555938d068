/** Company favorites and the hired talent of My Talent. */
import { route } from '../contract/route.ts';
import { clientContact } from '../access/people.ts';
import { addFavoriteBody, removeFavoriteBody } from '#domain/client-proposal.ts';
import { addFavorite, listFavorites, listHiredTalent, removeFavorite } from './my-talent.ts';
import { favoriteAnswer, favoritesAnswer, hiredTalentAnswer } from './answers.ts';

export const FAVORITE_ADDED = 'Talent added to favorites.';
export const FAVORITE_REMOVED = 'Talent removed from favorites.';

export const favoriteRoutes = [
  route({
    method: 'post',
    path: '/api/Company/AddTalentToFavorite',
    summary: 'Mark a talent as a favorite of the caller’s company (again is fine): { message, isFavorite: true }',
    access: clientContact,
    body: addFavoriteBody,
    response: favoriteAnswer,
    handler: async ({ deps, actor, body }) => {
      await addFavorite(deps.db, actor.contact, body.instrId);
      return { message: FAVORITE_ADDED, isFavorite: true };
    },
  }),
  route({
    method: 'put',
    path: '/api/Company/RemoveTalentFromFavorite',
    summary: 'Remove a talent from the caller’s company favorites: { message, isFavorite: false }',
    access: clientContact,
    body: removeFavoriteBody,
    response: favoriteAnswer,
    handler: async ({ deps, actor, body }) => {
      await removeFavorite(deps.db, actor.contact, body.instrID);
      return { message: FAVORITE_REMOVED, isFavorite: false };
    },
  }),
  route({
    method: 'get',
    path: '/api/Contact/GetFavorites',
    summary: 'The favorites of the caller’s company, newest first: [{ instrId, firstName, lastName, thumbnailBlobId, roles, addedDate }]',
    access: clientContact,
    response: favoritesAnswer,
    handler: async ({ deps, actor }) => listFavorites(deps.db, actor.contact.companyId),
  }),
  route({
    method: 'post',
    path: '/api/Company/GetHiredProjectTalent',
    summary: 'Talent hired on the jobs the caller may see: [{ instrId, firstName, lastName, thumbnailBlobId, roles, projects[{ projectID, title }] }]',
    readsOnly: true,
    access: clientContact,
    response: hiredTalentAnswer,
    handler: async ({ deps, actor }) => listHiredTalent(deps.db, actor.contact),
  }),
];
