/** A server-sent events response: named JSON events and comments, ended by the client, the server or the request's abort. */

export interface SseSink {
  event(name: string, data: unknown): void;
  comment(text: string): void;
  /** Ends the response; the cleanup runs once. */
  close(): void;
  readonly closed: boolean;
}

export interface SseOptions {
  signal: AbortSignal;
  /** How long the browser waits before it reconnects after the stream ends. */
  retryMs: number;
  /** Sets the stream up and returns its cleanup. */
  start: (sink: SseSink) => Promise<() => Promise<void>>;
  onError: (error: unknown) => void;
}

/** A client this far behind is not reading; its stream is ended rather than buffered. */
const MAX_QUEUED_CHUNKS = 256;

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

export function sseResponse(options: SseOptions): Response {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  let cleanup: (() => Promise<void>) | undefined;

  const runCleanup = () => {
    const done = cleanup;
    cleanup = undefined;
    done?.().catch(options.onError);
  };

  const write = (text: string) => {
    if (closed || !controller) return;
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) {
      sink.close();
      return;
    }
    controller.enqueue(encoder.encode(text));
  };

  const sink: SseSink = {
    event: (name, data) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
    close: () => {
      if (closed) return;
      closed = true;
      try {
        controller?.close();
      } catch {
        // already cancelled by the client
      }
      runCleanup();
    },
    get closed() {
      return closed;
    },
  };

  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
      write(`retry: ${options.retryMs}\n\n`);
      if (options.signal.aborted) sink.close();
      else options.signal.addEventListener('abort', () => sink.close(), { once: true });
      options
        .start(sink)
        .then((done) => {
          cleanup = done;
          if (closed) runCleanup();
        })
        .catch((error: unknown) => {
          options.onError(error);
          sink.close();
        });
    },
    cancel: () => sink.close(),
  });

  return new Response(body, { status: 200, headers: sseHeaders });
}
