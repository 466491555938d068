/** The Blob controller: files served by id, and document uploads. */
import { photoRoutes } from './photo-download.ts';
import { uploadDocumentRoutes } from './upload-document.ts';
import { documentDownloadRoutes } from './document-download.ts';

export const blobRoutes = [...photoRoutes, ...uploadDocumentRoutes, ...documentDownloadRoutes];
