/**
 * The Portfolio controller: a talent's files and links, edited by the talent or by the owner of
 * the talent's agency. Every change answers the whole portfolio again, so the page redraws from one answer.
 */
import { route } from '../contract/route.ts';
import { profileOwner } from '../access/people.ts';
import { photoBodyLimit } from '../blob/photo-upload.ts';
import {
  portfolioDeleteItemQuery,
  portfolioDeleteLinkQuery,
  portfolioItemSchema,
  portfolioItemUpdateSchema,
  portfolioLinkSchema,
  portfolioLinkUpdateSchema,
  portfolioOwnerQuery,
  portfolioTexts,
} from '#domain/portfolio.ts';
import { portfolioAnswer, savedAnswer, uploadedFileAnswer } from './answers.ts';
import { portfolioOf } from './portfolio-of.ts';
import { addItem, deleteItem, updateItem } from './items.ts';
import { addLink, deleteLink, updateLink } from './links.ts';
import { uploadPortfolioFile } from './upload-file.ts';
import type { Deps } from '../deps.ts';

const saved = async (deps: Deps, instrId: number, message: string) => ({ message, ...(await portfolioOf(deps.db, instrId)) });

export const portfolioRoutes = [
  route({
    method: 'get',
    path: '/api/Portfolio/GetAll',
    summary: 'The portfolio of the caller’s profile (or, for an agency owner, of an agency talent by instrId): its files and links',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: portfolioOwnerQuery,
    response: portfolioAnswer,
    handler: ({ deps, actor }) => portfolioOf(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'put',
    path: '/api/Portfolio/UploadFile',
    summary: 'Stages the file of a portfolio item (multipart field formFile; PDF, JPG or PNG by content, at most 20 MB) for AddItem or UpdateItem',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: portfolioOwnerQuery,
    upload: { field: 'formFile' },
    response: uploadedFileAnswer,
    handler: ({ c, deps, actor }) => uploadPortfolioFile(deps, actor.user.userId, c.req.raw),
  }),
  route({
    method: 'post',
    path: '/api/Portfolio/AddItem',
    summary: 'Adds a file item: title (unique among the items), description (at most 100 characters), the staged blobId, an optional thumbnail (base64 jpg or png, at most 5 MB)',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: portfolioItemSchema,
    bodyLimit: photoBodyLimit,
    response: savedAnswer,
    handler: async ({ deps, body, actor }) => {
      await addItem(deps, actor.user.userId, actor.profile.instrId, body);
      return saved(deps, actor.profile.instrId, portfolioTexts.itemAdded);
    },
  }),
  route({
    method: 'post',
    path: '/api/Portfolio/UpdateItem',
    summary: 'Edits a file item by docID; a new blobId replaces the file and a new thumbnail the thumbnail',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: portfolioItemUpdateSchema,
    bodyLimit: photoBodyLimit,
    response: savedAnswer,
    handler: async ({ deps, body, actor }) => {
      await updateItem(deps, actor.user.userId, actor.profile.instrId, body);
      return saved(deps, actor.profile.instrId, portfolioTexts.itemUpdated);
    },
  }),
  route({
    method: 'delete',
    path: '/api/Portfolio/DeleteItem',
    summary: 'Deletes a file item by docID, with its file and thumbnail',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: portfolioDeleteItemQuery,
    response: savedAnswer,
    handler: async ({ deps, query, actor }) => {
      await deleteItem(deps, actor.profile.instrId, query.docID);
      return saved(deps, actor.profile.instrId, portfolioTexts.itemDeleted);
    },
  }),
  route({
    method: 'post',
    path: '/api/Portfolio/AddLink',
    summary: 'Adds a web link (urlTypeId 1) or a video link (urlTypeId 13, YouTube or Vimeo): title, url (unique), description, optional thumbnail',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: portfolioLinkSchema,
    bodyLimit: photoBodyLimit,
    response: savedAnswer,
    handler: async ({ deps, body, actor }) => {
      await addLink(deps, actor.user.userId, actor.profile.instrId, body);
      return saved(deps, actor.profile.instrId, portfolioTexts.linkAdded);
    },
  }),
  route({
    method: 'post',
    path: '/api/Portfolio/UpdateLink',
    summary: 'Edits a link by webID',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: portfolioLinkUpdateSchema,
    bodyLimit: photoBodyLimit,
    response: savedAnswer,
    handler: async ({ deps, body, actor }) => {
      await updateLink(deps, actor.user.userId, actor.profile.instrId, body);
      return saved(deps, actor.profile.instrId, portfolioTexts.linkUpdated);
    },
  }),
  route({
    method: 'delete',
    path: '/api/Portfolio/DeleteLink',
    summary: 'Deletes a link by webID',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: portfolioDeleteLinkQuery,
    response: savedAnswer,
    handler: async ({ deps, query, actor }) => {
      await deleteLink(deps, actor.profile.instrId, query.webID);
      return saved(deps, actor.profile.instrId, portfolioTexts.linkDeleted);
    },
  }),
];
