/** Records the product's answers as a browser asks for them, byte for byte, for the replay server (bench/replay-server.ts). */
import { request } from 'node:http';
import { writeFileSync } from 'node:fs';

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  /** Base64 of the body as sent (compressed when the answer was). */
  body: string;
}

/** Headers the replaying server sets itself, per connection or per answer. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function recordOne(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(([name, value]) => !OWN_HEADERS.has(name) && value !== undefined);
        resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(kept) as Record<string, string | string[]>, body: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Asks the product for each path with `headers` and writes the answers to `file`, keyed by path. */
export async function recordAnswers(origin: string, paths: string[], headers: Record<string, string>, file: string): Promise<void> {
  const answers: Record<string, RecordedAnswer> = {};
  for (const path of paths) answers[path] = await recordOne(`${origin}${path}`, headers);
  writeFileSync(file, JSON.stringify(answers));
}
