/** Test helper: the edge over a test's deps (their config, signing keys, log and clock), healthy unless told otherwise. */
import type { Deps } from '#api/deps.ts';
import type { ApiTransport } from './context.ts';
import { createEdge, type EdgeOptions } from './app.ts';

export function testEdge(deps: Pick<Deps, 'config' | 'keys' | 'log' | 'now'>, api: ApiTransport, options: Partial<EdgeOptions> = {}): ReturnType<typeof createEdge> {
  return createEdge({ config: deps.config, keys: deps.keys, log: deps.log, now: deps.now, api, checkHealth: async () => true, ...options });
}
