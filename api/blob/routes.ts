/** The Blob controller: files served by id. */
import { photoRoutes } from './photo-download.ts';

export const blobRoutes = [...photoRoutes];
