/** Company favorites (spec 2 §7 Favorites) and the hired talent of My Talent. */
import { route } from '../http/route.ts';
import { companyContactOf } from '../proposal-view/proposal-access.ts';
import { addFavoriteBody, removeFavoriteBody } from '../../src/domain/client-proposal.ts';
import { addFavorite, listFavorites, listHiredTalent, removeFavorite } from './my-talent.ts';

export const FAVORITE_ADDED = 'Talent added to favorites.';
export const FAVORITE_REMOVED = 'Talent removed from favorites.';

export const favoriteRoutes = [
  route({
    method: 'post',
    path: '/api/Company/AddTalentToFavorite',
    summary: 'Mark a talent as a favorite of the caller’s company (again is fine): { message, isFavorite: true }',
    access: 'user',
    body: addFavoriteBody,
    handler: async ({ deps, user, body }) => {
      await addFavorite(deps.db, await companyContactOf(deps.db, user), body.instrId);
      return { message: FAVORITE_ADDED, isFavorite: true };
    },
  }),
  route({
    method: 'put',
    path: '/api/Company/RemoveTalentFromFavorite',
    summary: 'Remove a talent from the caller’s company favorites: { message, isFavorite: false }',
    access: 'user',
    body: removeFavoriteBody,
    handler: async ({ deps, user, body }) => {
      await removeFavorite(deps.db, await companyContactOf(deps.db, user), body.instrID);
      return { message: FAVORITE_REMOVED, isFavorite: false };
    },
  }),
  route({
    method: 'get',
    path: '/api/Contact/GetFavorites',
    summary: 'The favorites of the caller’s company, newest first: [{ instrId, firstName, lastName, thumbnailBlobId, roles, addedDate }]',
    access: 'user',
    handler: async ({ deps, user }) => listFavorites(deps.db, (await companyContactOf(deps.db, user)).companyId),
  }),
  route({
    method: 'post',
    path: '/api/Company/GetHiredProjectTalent',
    summary: 'Talent hired on the jobs the caller may see: [{ instrId, firstName, lastName, thumbnailBlobId, roles, projects[{ projectID, title }] }]',
    access: 'user',
    handler: async ({ deps, user }) => listHiredTalent(deps.db, await companyContactOf(deps.db, user)),
  }),
];
