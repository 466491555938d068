/**
 * An optional OpenAI-compatible writer for Match Logic: POST {url}/chat/completions with stream: true, the facts
 * as JSON in the system prompt, and the text read from its server-sent events (parsed by eventsource-parser) as they arrive.
 */
import type { Config } from '#kernel/config.ts';
import type { MatchFacts } from '#domain/match-facts.ts';
import { EventSourceParserStream } from 'eventsource-parser/stream';

export type MatchLogicEndpoint = NonNullable<Config['matchLogic']>;

const SYSTEM_PROMPT =
  'You explain to a client company why a talent fits their training job. Only use these facts; do not invent ' +
  'skills, numbers, places or reviews. Write 4 to 8 short plain sentences, no lists, no markdown. Facts (JSON): ';

const TIMEOUT_MS = 30_000;
/** An event longer than this ends the stream with an error (a sentence of text is a few hundred bytes). */
const MAX_EVENT_BYTES = 64 * 1024;

interface ChunkEvent {
  choices?: { delta?: { content?: string | null } }[];
}

/** The text of one server-sent event of the stream; null for the closing [DONE] and events without text. */
function contentOf(data: string): string | null {
  if (data === '[DONE]') return null;
  const event = JSON.parse(data) as ChunkEvent;
  return event.choices?.[0]?.delta?.content ?? null;
}

/** The text pieces as the endpoint streams them; throws on any HTTP or format failure. */
export async function* streamChatCompletion(endpoint: MatchLogicEndpoint, facts: MatchFacts): AsyncGenerator<string> {
  const res = await fetch(`${endpoint.apiUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: endpoint.model,
      stream: true,
      temperature: 0.2,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT + JSON.stringify(facts) },
        { role: 'user', content: `Why is ${facts.talentName} a match for "${facts.jobTitle}"?` },
      ],
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok || !res.body) throw new Error(`Match Logic endpoint answered ${res.status}.`);
  const events = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream({ maxBufferSize: MAX_EVENT_BYTES, onError: 'terminate' }));
  for await (const event of events) {
    const content = contentOf(event.data);
    if (content) yield content;
  }
}
