// A database of its own on a PostgreSQL server, for one test file or one benchmark, dropped afterwards: what the
// server-test harness and the benchmarks share.
import pg from 'pg';

/** SQLSTATE insufficient_privilege: here, a backend the dropping role may not end. */
const insufficientPrivilege = '42501';

/**
 * Creates `name` on the server at `serverUrl`, empty or as a copy of the database `template` (the caller's connection
 * options, a connect timeout say, go with it), and answers its URL and how to drop it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
  options: Omit<pg.ClientConfig, 'connectionString'> & { template?: string } = {},
) {
  const { template, ...clientOptions } = options;
  const admin = new pg.Client({ connectionString: serverUrl, ...clientOptions });
  await admin.connect();
  try {
    // A copy of a template is a file copy on the server: the test harness migrates and seeds once, then copies. A new
    // database classifies characters by a UTF-8 locale whatever the server's default, as the portal requires
    // (server/src/db/client.ts); a copy keeps its template's.
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name} template template0 encoding 'UTF8' locale 'C.UTF-8'`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: url.toString(),
    /**
     * Drops the database, ending what is still connected to it. An autovacuum worker busy in it belongs to no role
     * a non-superuser may end, so the drop is refused until the worker is done (a moment on a test's database):
     * it is tried again rather than failing the run.
     */
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`drop database if exists ${name} with (force)`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== insufficientPrivilege || attempt === 40) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
