/**
 * The Match Logic text as a stream of UTF-8 chunks: from the configured OpenAI-compatible endpoint when there is
 * one, otherwise (or when it fails before writing anything) from the built-in explainer, one sentence per chunk.
 */
import type { Deps } from '../deps.ts';
import type { MatchFacts } from '#domain/match-facts.ts';
import { explainMatch } from './explainer.ts';
import { streamChatCompletion } from './chat-completions.ts';

async function* matchText(deps: Pick<Deps, 'config' | 'log'>, facts: MatchFacts): AsyncGenerator<string> {
  const endpoint = deps.config.matchLogic;
  if (endpoint) {
    let written = false;
    try {
      for await (const piece of streamChatCompletion(endpoint, facts)) {
        written = true;
        yield piece;
      }
    } catch (error) {
      deps.log.warn('match_logic_endpoint_failed', { error: error instanceof Error ? error.message : String(error), written });
    }
    if (written) return;
  }
  yield* explainMatch(facts);
}

export function matchLogicResponse(deps: Pick<Deps, 'config' | 'log'>, facts: MatchFacts): Response {
  const pieces = matchText(deps, facts);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}
