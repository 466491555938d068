/**
 * Constant API answers (decision record 306). A route declared `constant` (api/contract/route.ts) answers the same to
 * everyone for as long as the server runs: a fixed list such as the countries. The edge asks the API host for each
 * once at start and keeps the answer in memory with its brotli and gzip variants and an ETag; the server then
 * writes it like a built asset (`answerAsset`), in front of the edge app: no request object, middleware, dispatch or
 * JSON writing per request. An answer the API host cannot give at start (a remote API host away) is not kept: those
 * requests go through the edge app as any other.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AnyRoute } from '#api/contract/route.ts';
import type { Logger } from '#kernel/log.ts';
import { INTERNAL_ORIGIN } from './api-transport.ts';
import { securityHeaders } from './security-headers.ts';
import type { ApiTransport } from './context.ts';
import { memoryAsset, type Assets } from './static-files.ts';

/** How long the start waits for a remote API host's answer before leaving that path to the edge app. */
const WAIT_MS = 5_000;
/** The headers of the API's answer that belong to the kept one; the edge's security headers join them, as on every API answer. */
const KEPT_HEADERS = ['content-type', 'cache-control'];

export async function keepConstantAnswers(api: ApiTransport, routes: AnyRoute[], log: Logger): Promise<Assets> {
  const kept: Assets = new Map();
  for (const { path } of routes.filter((r) => r.constant)) {
    try {
      const response = await api.fetch(new Request(INTERNAL_ORIGIN + path, { signal: AbortSignal.timeout(WAIT_MS) }));
      if (response.status !== 200) throw new Error(`the API host answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value ? [[name, value]] : [];
      }));
      const variants = {
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip: gzipSync(body, { level: 9 }),
      };
      kept.set(path, memoryAsset(body, variants, { ...securityHeaders, ...headers }));
    } catch (error) {
      log.warn('constant-answer.not-kept', { path, error: String(error) });
    }
  }
  return kept;
}
