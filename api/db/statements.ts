/**
 * The statements a request runs. The edge (and the API host on its own) opens a scope per request; every statement
 * sent through the query layer inside it is noted there, so the access log can say how many a request cost and the
 * tests can hold each page to its budget (api/testing/statement-count.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

interface Scope {
  statements: string[];
  /** Work the request left running (an event stream) goes on after it was answered, unnoted. */
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/** The query layer's logger: notes each statement in the current scope, if there is one. */
export const statementLog: Logger = {
  logQuery: (query) => {
    const scope = scopes.getStore();
    if (scope?.open) scope.statements.push(query);
  },
};

/**
 * Runs `work` and answers the statements it ran. Inside another scope (a page's in-process API calls) the statements
 * count in that one too.
 */
export async function noteStatements(work: () => Promise<void>): Promise<string[]> {
  const outer = scopes.getStore();
  const scope: Scope = { statements: [], open: true };
  try {
    await scopes.run(scope, work);
  } finally {
    scope.open = false;
  }
  if (outer?.open) outer.statements.push(...scope.statements);
  return scope.statements;
}
