/**
 * Failing fast while PostgreSQL is out of reach (a stopped server, a black-holed network). Once a connection or a
 * statement fails because the server cannot be reached, the pool refuses new work at once for DOWN_PAUSE_MS, so
 * requests answer 503 in no time instead of each waiting for its own connect or statement timeout. Then a single
 * request checks whether the server is back (a connection and `select 1`), while the others are still refused; the
 * first success opens the pool again. A statement that merely ran too long trips nothing.
 */
import type pg from 'pg';
import { isDatabaseUnreachable } from './database-down.ts';

export const DOWN_PAUSE_MS = 1_000;

/** What the pool refuses with while the server is out of reach; the API answers it with 503 (database-down.ts). */
export class DatabaseUnreachableError extends Error {
  readonly code = '08006';
  constructor() {
    super('connection error: the database was out of reach a moment ago');
  }
}

export class Breaker {
  #tripped = false;
  #probing = false;
  #downUntil = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** 'go' while the server answers; 'probe' for the one caller that checks whether it is back; 'refuse' otherwise. */
  admit(): 'go' | 'probe' | 'refuse' {
    if (!this.#tripped) return 'go';
    if (this.#probing || this.#now() < this.#downUntil) return 'refuse';
    this.#probing = true;
    return 'probe';
  }

  trip(): void {
    this.#tripped = true;
    this.#probing = false;
    this.#downUntil = this.#now() + DOWN_PAUSE_MS;
  }

  reset(): void {
    this.#tripped = false;
    this.#probing = false;
  }
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/** Puts the pool behind `breaker`: its connect (which its query uses too) is refused or probes as the breaker says. */
export function guardPool(pool: pg.Pool, breaker: Breaker): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const tripOn = (error: unknown) => {
    if (isDatabaseUnreachable(error)) breaker.trip();
  };
  const admitted = async (): Promise<pg.PoolClient> => {
    const verdict = breaker.admit();
    if (verdict === 'refuse') throw new DatabaseUnreachableError();
    let client: pg.PoolClient;
    try {
      client = await connect();
    } catch (error) {
      if (verdict === 'probe') breaker.trip();
      else tripOn(error);
      throw error;
    }
    if (verdict === 'probe') {
      try {
        await client.query('select 1');
      } catch (error) {
        client.release(true);
        breaker.trip();
        throw error;
      }
      breaker.reset();
    }
    return client;
  };
  const guardedConnect = (callback?: ConnectCallback) => {
    const attempt = admitted();
    if (!callback) return attempt;
    attempt.then(
      (client) => callback(undefined, client, (release) => client.release(release as boolean | Error | undefined)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
    return undefined;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const guardedQuery = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) result.catch(tripOn);
    return result;
  };
  Object.assign(pool, { connect: guardedConnect, query: guardedQuery });
}
