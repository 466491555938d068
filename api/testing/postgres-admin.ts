/** Creating and dropping the databases of a test run on a PostgreSQL server. */
import pg from 'pg';

/** The same server's URL for another database. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Statements run one after another on a connection of their own to the server's default database (create, drop). */
export async function adminQueries(url: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
