/** The client company profile: read by the company's contacts, saved by its administrators; its logo is public. */
import { route } from '../contract/route.ts';
import { clientContact, companyAdmin, visitor } from '../access/people.ts';
import { photoBodyLimit } from '../blob/photo-upload.ts';
import { webRoles } from '#domain/constants.ts';
import {
  companyLogoBody,
  companyLogoQuery,
  companyProfile,
  companyProfileBody,
  companyProfileChanged,
} from '#domain/company-profile.ts';
import { companyProfileTexts } from '#domain/company-profile-texts.ts';
import { companyLogo, companyProfileOf, removeCompanyLogo, saveCompanyLogo, saveCompanyProfile } from './company-profile.ts';

const shape = '{ companyId, name, about, industryId, industry, website, size, logoUrl, canEdit, choices: { industries, sizes } }';

export const companyProfileRoutes = [
  route({
    method: 'get',
    path: '/api/Company/GetCompanyProfile',
    summary: `The caller’s company profile with the lists its form chooses from: ${shape}`,
    access: clientContact,
    response: companyProfile,
    handler: ({ deps, actor }) => companyProfileOf(deps.db, actor.contact.companyId, actor.contact.webRole === webRoles.administrator),
  }),
  route({
    method: 'put',
    path: '/api/Company/UpdateCompanyProfile',
    summary: `Saves the caller’s company profile (administrators): name, about, industryId, website, size; a blank optional field clears it: { message, ...${shape} }`,
    access: companyAdmin,
    body: companyProfileBody,
    response: companyProfileChanged,
    handler: async ({ deps, actor, body }) => {
      await saveCompanyProfile(deps, actor.contact.companyId, body);
      return { message: companyProfileTexts.saved, ...(await companyProfileOf(deps.db, actor.contact.companyId, true)) };
    },
  }),
  route({
    method: 'put',
    path: '/api/Company/UpdateCompanyLogo',
    summary: `Replaces the caller’s company logo (administrators): imageAsBase64String, a JPG or PNG by content of at most 5 MB (413, 415): { message, ...${shape} }`,
    access: companyAdmin,
    body: companyLogoBody,
    bodyLimit: photoBodyLimit,
    response: companyProfileChanged,
    handler: async ({ deps, actor, body }) => {
      await saveCompanyLogo(deps, actor.user.userId, actor.contact.companyId, body.imageAsBase64String);
      return { message: companyProfileTexts.logoSaved, ...(await companyProfileOf(deps.db, actor.contact.companyId, true)) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Company/DeleteCompanyLogo',
    summary: `Removes the caller’s company logo (administrators); its public job posts show none from then on: { message, ...${shape} }`,
    access: companyAdmin,
    response: companyProfileChanged,
    handler: async ({ deps, actor }) => {
      await removeCompanyLogo(deps, actor.contact.companyId);
      return { message: companyProfileTexts.logoRemoved, ...(await companyProfileOf(deps.db, actor.contact.companyId, true)) };
    },
  }),
  route({
    method: 'get',
    path: '/api/Company/Logo',
    summary: 'A client company’s logo by blob id, for anyone (it shows on public job posts): image/png or image/jpeg, nosniff, public immutable cache with an ETag',
    access: visitor,
    query: companyLogoQuery,
    response: 'file',
    handler: ({ c, deps, query }) => companyLogo(deps, query.id, c.req.header('if-none-match')),
  }),
];
