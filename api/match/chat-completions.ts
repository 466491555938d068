/**
 * An optional OpenAI-compatible writer for Match Logic: POST {url}/chat/completions with stream: true, the facts
 * as JSON in the system prompt, and the text read from the server-sent "data:" lines as it arrives.
 */
import type { Config } from '#kernel/config.ts';
import type { MatchFacts } from '#domain/match-facts.ts';

export type MatchLogicEndpoint = NonNullable<Config['matchLogic']>;

const SYSTEM_PROMPT =
  'You explain to a client company why a talent fits their training job. Only use these facts; do not invent ' +
  'skills, numbers, places or reviews. Write 4 to 8 short plain sentences, no lists, no markdown. Facts (JSON): ';

const TIMEOUT_MS = 30_000;

interface ChunkEvent {
  choices?: { delta?: { content?: string | null } }[];
}

function contentOf(line: string): string | null {
  if (!line.startsWith('data:')) return null;
  const data = line.slice(5).trim();
  if (!data || data === '[DONE]') return null;
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
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of res.body) {
    buffered += decoder.decode(bytes, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const content = contentOf(line.trim());
      if (content) yield content;
    }
  }
  const last = contentOf(buffered.trim());
  if (last) yield last;
}
