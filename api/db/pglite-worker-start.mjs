/**
 * Where the embedded database's thread starts (api/db/pglite-thread.ts). A worker thread does not share the main
 * thread's compile cache (scripts/start.mjs), so without this the thread would load Node's TypeScript stripper to
 * read pglite-worker.ts and keep it, about 25 MB, for the life of the process. With the cache on, the stripped code
 * comes from the cache a previous start wrote. Plain JavaScript, so that nothing here needs stripping.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./pglite-worker.ts');
