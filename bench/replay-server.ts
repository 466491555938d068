/**
 * The same bytes from a bare server: a node:http server answering each recorded path with the status, headers and
 * (already compressed) body the product sent for it, held in memory (bench/recorded-answers.ts writes the file).
 * Measured beside the product, it shows what the answer's bytes cost apart from the work of the product's edge.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { RecordedAnswer } from './recorded-answers.ts';

const [portArgument, file] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(String(file), 'utf8')) as Record<string, RecordedAnswer>;
const answers = new Map(Object.entries(recorded).map(([url, answer]) => [url, { ...answer, body: Buffer.from(answer.body, 'base64') }]));

createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.byteLength });
  res.end(answer.body);
}).listen(Number(portArgument), '127.0.0.1');
