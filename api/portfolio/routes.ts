/**
 * The Portfolio controller: a talent's files and links, edited by the talent or by the owner of
 * the talent's agency. Every change answers the whole portfolio again, so the page redraws from one answer.
 */
import { ownProfileDelete, ownProfileRead, ownProfileUpload, ownProfileWrite } from '../talent-profile/own-profile-routes.ts';
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

/** The answer of a change once it is made: its message and the whole portfolio, so the page redraws from one answer. */
async function savedAfter(change: Promise<void>, deps: Deps, instrId: number, message: string) {
  await change;
  return { message, ...(await portfolioOf(deps.db, instrId)) };
}

export const portfolioRoutes = [
  ownProfileRead(
    { path: '/api/Portfolio/GetAll', summary: 'The portfolio of the caller’s profile (or, for an agency owner, of an agency talent by instrId): its files and links', query: portfolioOwnerQuery, response: portfolioAnswer },
    (deps, instrId) => portfolioOf(deps.db, instrId),
  ),
  ownProfileUpload(
    { path: '/api/Portfolio/UploadFile', summary: 'Stages the file of a portfolio item (multipart field formFile; PDF, JPG or PNG by content, at most 20 MB) for AddItem or UpdateItem', query: portfolioOwnerQuery, response: uploadedFileAnswer },
    (deps, actor, request) => uploadPortfolioFile(deps, actor.user.userId, request),
  ),
  ownProfileWrite(
    { method: 'post', path: '/api/Portfolio/AddItem', summary: 'Adds a file item: title (unique among the items), description (at most 100 characters), the staged blobId, an optional thumbnail (base64 jpg or png, at most 5 MB)', body: portfolioItemSchema, bodyLimit: photoBodyLimit, response: savedAnswer },
    (deps, actor, body) => savedAfter(addItem(deps, actor.user.userId, actor.profile.instrId, body), deps, actor.profile.instrId, portfolioTexts.itemAdded),
  ),
  ownProfileWrite(
    { method: 'post', path: '/api/Portfolio/UpdateItem', summary: 'Edits a file item by docID; a new blobId replaces the file and a new thumbnail the thumbnail', body: portfolioItemUpdateSchema, bodyLimit: photoBodyLimit, response: savedAnswer },
    (deps, actor, body) => savedAfter(updateItem(deps, actor.user.userId, actor.profile.instrId, body), deps, actor.profile.instrId, portfolioTexts.itemUpdated),
  ),
  ownProfileDelete(
    { path: '/api/Portfolio/DeleteItem', summary: 'Deletes a file item by docID, with its file and thumbnail', query: portfolioDeleteItemQuery, response: savedAnswer },
    (deps, actor, query) => savedAfter(deleteItem(deps, actor.profile.instrId, query.docID), deps, actor.profile.instrId, portfolioTexts.itemDeleted),
  ),
  ownProfileWrite(
    { method: 'post', path: '/api/Portfolio/AddLink', summary: 'Adds a web link (urlTypeId 1) or a video link (urlTypeId 13, YouTube or Vimeo): title, url (unique), description, optional thumbnail', body: portfolioLinkSchema, bodyLimit: photoBodyLimit, response: savedAnswer },
    (deps, actor, body) => savedAfter(addLink(deps, actor.user.userId, actor.profile.instrId, body), deps, actor.profile.instrId, portfolioTexts.linkAdded),
  ),
  ownProfileWrite(
    { method: 'post', path: '/api/Portfolio/UpdateLink', summary: 'Edits a link by webID', body: portfolioLinkUpdateSchema, bodyLimit: photoBodyLimit, response: savedAnswer },
    (deps, actor, body) => savedAfter(updateLink(deps, actor.user.userId, actor.profile.instrId, body), deps, actor.profile.instrId, portfolioTexts.linkUpdated),
  ),
  ownProfileDelete(
    { path: '/api/Portfolio/DeleteLink', summary: 'Deletes a link by webID', query: portfolioDeleteLinkQuery, response: savedAnswer },
    (deps, actor, query) => savedAfter(deleteLink(deps, actor.profile.instrId, query.webID), deps, actor.profile.instrId, portfolioTexts.linkDeleted),
  ),
];
