/** Company locations: every contact of the company reads them; administrators add and delete. */
import { route } from '../contract/route.ts';
import { clientContact, companyAdmin } from '../access/people.ts';
import { knownLocation } from '#domain/account.ts';
import { masterLocations } from '../my-information/master-lists.ts';
import { companyLocationBody, companyLocationQuery, companyLocations, companyLocationsChanged, companyLocationTexts } from '#domain/company-locations.ts';
import { webRoles } from '#domain/constants.ts';
import { addLocation, deleteLocation, locationsOf } from './locations.ts';

const shape = '{ canEdit, locations: [{ id, name, address, city, stateCode, countryCode, postalCode, isPrimary }] }';

export const companyLocationRoutes = [
  route({
    method: 'get',
    path: '/api/Company/GetLocations',
    summary: `The locations of the caller’s company, primary first: ${shape}`,
    access: clientContact,
    response: companyLocations,
    handler: async ({ deps, actor }) => ({
      canEdit: actor.contact.webRole === webRoles.administrator,
      locations: await locationsOf(deps.db, actor.contact.companyId),
    }),
  }),
  route({
    method: 'post',
    path: '/api/Company/AddLocation',
    summary: `Adds a location to the caller’s company (administrators; at most 50; a primary one becomes the only primary): { message, ...${shape} }`,
    access: companyAdmin,
    body: companyLocationBody.check(knownLocation(masterLocations)),
    response: companyLocationsChanged,
    handler: async ({ deps, actor, body }) => {
      await addLocation(deps.db, actor.contact.companyId, body);
      return { message: companyLocationTexts.added, canEdit: true, locations: await locationsOf(deps.db, actor.contact.companyId) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Company/DeleteLocation',
    summary: `Deletes a location of the caller’s company by id (administrators): { message, ...${shape} }`,
    access: companyAdmin,
    query: companyLocationQuery,
    response: companyLocationsChanged,
    handler: async ({ deps, actor, query }) => {
      await deleteLocation(deps.db, actor.contact.companyId, query.id);
      return { message: companyLocationTexts.deleted, canEdit: true, locations: await locationsOf(deps.db, actor.contact.companyId) };
    },
  }),
];
