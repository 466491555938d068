/**
 * The embedded database's own thread (started by api/db/pglite-thread.ts): PGlite runs here, so a long query keeps
 * this thread busy instead of the server's event loop. It answers the requests of pglite-protocol.ts one by one as
 * PGlite does; a transaction holds PGlite (other queries wait) until the caller ends it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { errorFields, keepText, type Reply, type Request, type WorkerStart } from './pglite-protocol.ts';
import { embeddedStartParams } from './pglite-memory.ts';
import { withKeptPlans } from './kept-plans.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread (started by pglite-worker-start.mjs).');
const start = workerData as WorkerStart;

const answer = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);
const fail = (id: number, error: unknown) => answer({ id, error: errorFields(error) });

let client: PGlite;
try {
  const source = start.dataDir ? { dataDir: start.dataDir } : start.image ? { loadDataDir: new Blob([start.image]) } : {};
  client = withKeptPlans(await PGlite.create({ ...source, startParams: [...PGlite.defaultStartParams, ...embeddedStartParams] }));
} catch (error) {
  answer({ id: 0, error: errorFields(error) });
  process.exit(1);
}
answer({ id: 0, result: null });

/** Open transactions by number, each waiting for the caller's commit or rollback. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean, request: number) => void }>();
const unlistens = new Map<number, () => Promise<void>>();
let lastTransaction = 0;

function begin(id: number): void {
  const number = ++lastTransaction;
  let begun = false;
  let endRequest = 0;
  client
    .transaction(async (tx) => {
      begun = true;
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(number, { tx, end: (yes, request) => { endRequest = request; resolve(yes); } });
        answer({ id, result: number });
      });
      transactions.delete(number);
      if (!commit) await tx.rollback();
    })
    .then(
      () => answer({ id: endRequest, result: null }),
      (error: unknown) => {
        transactions.delete(number);
        fail(begun ? endRequest : id, error);
      },
    );
}

async function handle(request: Request): Promise<void> {
  const { id } = request;
  switch (request.op) {
    case 'query': {
      const target = request.transaction ? transactions.get(request.transaction)?.tx : client;
      if (!target) throw new Error('The transaction has already ended.');
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      return answer({ id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } });
    }
    case 'begin':
      return begin(id);
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error('The transaction has already ended.');
      return open.end(request.commit, id);
    }
    case 'listen': {
      const stop = await client.listen(request.channel, (payload) => answer({ id: 0, listener: request.listener, payload }));
      unlistens.set(request.listener, stop);
      return answer({ id, result: null });
    }
    case 'unlisten': {
      await unlistens.get(request.listener)?.();
      unlistens.delete(request.listener);
      return answer({ id, result: null });
    }
    case 'dump': {
      const image = await (await client.dumpDataDir('none')).arrayBuffer();
      return answer({ id, result: image }, [image]);
    }
    case 'close':
      await client.close();
      return answer({ id, result: null });
  }
}

port.on('message', (request: Request) => {
  handle(request).catch((error: unknown) => fail(request.id, error));
});
