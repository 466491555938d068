/** Test helper: the edge over a test's deps (their config, signing keys, log and clock), healthy unless told otherwise. */
import type { Config } from '#kernel/config.ts';
import type { Logger } from '#kernel/log.ts';
import type { SigningKeys } from '#kernel/tokens.ts';
import type { ApiTransport } from './context.ts';
import { createEdge, type EdgeOptions } from './app.ts';

interface TestDeps {
  config: Config;
  keys: SigningKeys;
  log: Logger;
  now: () => Date;
}

export function testEdge(deps: TestDeps, api: ApiTransport, options: Partial<EdgeOptions> = {}): ReturnType<typeof createEdge> {
  return createEdge({ config: deps.config, keys: deps.keys, log: deps.log, now: deps.now, api, checkHealth: async () => true, ...options });
}
