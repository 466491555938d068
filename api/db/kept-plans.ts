/**
 * Statements on the embedded database run from plans it keeps (decision record 366). PGlite's own `query` sends
 * each statement as an unnamed prepared statement, so PostgreSQL parses and plans it again every time; in WebAssembly
 * that costs about as much as running it (a job search: about 17 ms, half of it parsing and planning). Here the
 * statement's text names a prepared statement made on its first run: later runs only bind and execute it, and
 * PostgreSQL's plan cache keeps its plan (custom plans for the first five runs, then the generic plan where it costs
 * no more). The most recently used `max` statements are kept; the oldest is closed when a new one needs its place.
 * Statements in a transaction keep PGlite's own path (its transaction object runs them), and so do those that
 * match typed words (plannedForItsWords).
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many prepared statements the embedded database keeps (each holds its parse tree and plans in its memory). */
const KEPT_STATEMENTS = 100;

/**
 * A statement that matches what someone typed (the job search's full text condition, api/db/job-search.ts) is planned
 * for its words each time: how many rows a query matches, and so the best plan, depends on them, and a generic plan
 * cannot know (measured: the deepest page of a keyword over 100,000 jobs took 20 ms from the kept plan, 14 ms planned).
 */
const plannedForItsWords = (text: string) => text.includes('websearch_to_tsquery(');

/** The database, whose `query` now runs through kept statements (what drizzle and the worker thread call). */
export function withKeptPlans(pg: PGlite, max = KEPT_STATEMENTS): PGlite {
  const planned = pg.query.bind(pg);
  const kept = keptPlans(pg, max);
  pg.query = (text, params, options) => (plannedForItsWords(text) ? planned(text, params, options) : kept(text, params, options));
  return pg;
}

/** The same query as PGlite's, through kept statements; it waits for an open transaction to end, as PGlite's does. */
function keptPlans(pg: PGlite, max: number): PGlite['query'] {
  const statements = new Map<string, { name: string; types: number[] }>();
  let made = 0;
  return function query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (statement) {
          statements.delete(text);
        } else {
          const name = `kept_${++made}`;
          const messages: Uint8Array[] = [];
          if (statements.size >= max) {
            const [oldest, old] = statements.entries().next().value as [string, { name: string }];
            statements.delete(oldest);
            messages.push(serialize.close({ type: 'S', name: old.name }));
          }
          messages.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
          const described = await pg.execProtocol(Buffer.concat(messages), { syncToFs: false });
          const types = described.messages.flatMap((m) => (m.name === 'parameterDescription' ? (m as unknown as { dataTypeIDs: number[] }).dataTypeIDs : []));
          statement = { name, types };
        }
        statements.set(text, statement);
        const { types } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = types[i] ?? 0;
          const serializer = options.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await pg.execProtocol(
          Buffer.concat([serialize.bind({ statement: statement.name, values: values as string[] }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        );
        return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
      }),
    );
  };
}
