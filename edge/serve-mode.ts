/**
 * The three shapes of one server process: 'all' (the database, the API host and the edge), 'api' (SERVE=api: the
 * API host and /healthz, for a split deployment) and 'edge' (API_URL set: the edge, calling the API host over HTTP).
 */
import type { Config } from '#kernel/config.ts';

export type ServeMode = 'all' | 'api' | 'edge';

export function serveMode(env: NodeJS.ProcessEnv, config: Config): ServeMode {
  if (env.SERVE === 'api') return 'api';
  return config.apiUrl ? 'edge' : 'all';
}

/** Whether this process opens the embedded database (no DATABASE_URL, and a mode that holds the API host). */
export function opensEmbeddedDatabase(mode: ServeMode, config: Config): boolean {
  return mode !== 'edge' && !config.databaseUrl;
}
