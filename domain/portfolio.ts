/**
 * A talent's portfolio: files (docID: a PDF, JPG or PNG of at most 20 MB), web links (urlTypeId
 * 1) and video links (urlTypeId 13, YouTube or Vimeo only), each with a title unique among the talent's items, a
 * description of at most 100 characters and an optional thumbnail (jpg or png, at most 5 MB). One schema per form,
 * used by the page and by the API.
 */
import { z } from 'zod';
import { limits, urlTypes } from './constants.ts';
import { messages } from './messages.ts';
import { imageAsBase64String, instrIdParam } from './account.ts';
import { positiveId } from './fields.ts';
import { parseVideoLink } from './video-link.ts';
import { requiredText } from './text-fields.ts';

/** itemsMax and linksMax: how many files and how many links one portfolio holds. */
export const portfolioLimits = { titleMax: 100, urlMax: 2000, itemsMax: 50, linksMax: 50 } as const;

export const portfolioTexts = {
  titleRequired: 'Title is Required',
  allRequired: 'Title, address and description are required; the thumbnail is optional.',
  titleTooLong: `Title should not exceed ${portfolioLimits.titleMax} characters`,
  descriptionRequired: 'Description is Required',
  descriptionTooLong: `Description should not exceed ${limits.portfolioDescriptionMax} characters`,
  urlRequired: 'URL is Required',
  notVideo: 'Use a YouTube or Vimeo video link.',
  itemAdded: 'Portfolio item added.',
  itemUpdated: 'Portfolio item updated.',
  itemDeleted: 'Portfolio item deleted.',
  linkAdded: 'Link added.',
  linkUpdated: 'Link updated.',
  linkDeleted: 'Link deleted.',
  notFound: 'This portfolio item was not found.',
  fileNotYours: 'Upload the file again and then save.',
  itemsTooMany: `A portfolio can hold up to ${portfolioLimits.itemsMax} files. Delete one to add another.`,
  linksTooMany: `A portfolio can hold up to ${portfolioLimits.linksMax} links. Delete one to add another.`,
} as const;

/** The content types a portfolio file may have (PDF, JPG and PNG). */
export const portfolioFileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const portfolioFileAccept = '.pdf,.jpg,.jpeg,.png';

/** The title rule of every portfolio entry (files, links, courses). */
export const portfolioTitle = requiredText(portfolioTexts.titleRequired, portfolioLimits.titleMax, portfolioTexts.titleTooLong);

/** The description rule of every portfolio entry: required, at most 100 characters. */
export const portfolioDescription = requiredText(portfolioTexts.descriptionRequired, limits.portfolioDescriptionMax, portfolioTexts.descriptionTooLong);

const blobId = z.uuid({ error: messages.portfolio.itemRequired });

/** A web address with its scheme (http or https) and a dotted host: 'Please use a valid URL.' otherwise. */
const url = requiredText(portfolioTexts.urlRequired, portfolioLimits.urlMax, messages.portfolio.badUrl).refine((value) => {
  const parsed = URL.canParse(value) ? new URL(value) : null;
  return !!parsed && ['http:', 'https:'].includes(parsed.protocol) && /^[^.]+(\.[^.]+)+$/.test(parsed.hostname);
}, messages.portfolio.badUrl);

const urlTypeId = z.coerce
  .number()
  .pipe(z.union([z.literal(urlTypes.link), z.literal(urlTypes.video)], { error: 'urlTypeId must be 1 (link) or 13 (video).' }));

/** A file item: the file is uploaded first (PUT /api/Portfolio/UploadFile) and named here by its blob id. */
export const portfolioItemSchema = z.object({
  instrId: instrIdParam,
  title: portfolioTitle,
  description: portfolioDescription,
  blobId,
  thumbnailBase64: imageAsBase64String,
});
export type PortfolioItemInput = z.output<typeof portfolioItemSchema>;

/** Editing a file item: a new blobId replaces the file, a new thumbnail the thumbnail; left out, they stay. */
export const portfolioItemUpdateSchema = portfolioItemSchema.extend({
  docID: positiveId,
  blobId: blobId.optional(),
});
export type PortfolioItemUpdate = z.output<typeof portfolioItemUpdateSchema>;

const linkFields = z.object({ instrId: instrIdParam, title: portfolioTitle, description: portfolioDescription, url, urlTypeId, thumbnailBase64: imageAsBase64String });

const videoOnlyFromKnownSites = (link: { url: string; urlTypeId: number }, ctx: z.RefinementCtx) => {
  if (link.urlTypeId === urlTypes.video && !parseVideoLink(link.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: portfolioTexts.notVideo });
};

export const portfolioLinkSchema = linkFields.superRefine(videoOnlyFromKnownSites);
export type PortfolioLinkInput = z.output<typeof portfolioLinkSchema>;

export const portfolioLinkUpdateSchema = linkFields.extend({ webID: positiveId }).superRefine(videoOnlyFromKnownSites);
export type PortfolioLinkUpdate = z.output<typeof portfolioLinkUpdateSchema>;

export const portfolioDeleteItemQuery = z.object({ instrId: instrIdParam, docID: positiveId });
export const portfolioDeleteLinkQuery = z.object({ instrId: instrIdParam, webID: positiveId });
export const portfolioOwnerQuery = z.object({ instrId: instrIdParam });
