// A throw-away database on a Postgres server (its role needs CREATEDB, like the test role of .ci/postgres.sh): each
// test app and each benchmark run gets one of its own, so nothing writes into the database a URL names.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface ScratchDatabase {
  url: string;
  /** Drops it, ending its connections (those of killed processes too). */
  drop(): Promise<void>;
}

/** How often a drop is tried while another role's process (an autovacuum worker) is in the database. */
const DROP_ATTEMPTS = 8;

/** Creates `<prefix>_<random>` on the server of `serverUrl`. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(8).toString('hex')}`;
  const admin = () => postgres(serverUrl, { max: 1, onnotice: () => {} });
  const sql = admin();
  try {
    await sql.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const sql = admin();
      try {
        // FORCE (Postgres ≥ 13) ends connections the server has not noticed closing yet. It refuses (42501) while
        // a process of another role is in the database, as an autovacuum worker can be for a moment, unless the
        // role holds pg_signal_backend; the worker is soon gone, so try again for a few seconds.
        for (let attempt = 1; ; attempt++) {
          try {
            await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== '42501' || attempt >= DROP_ATTEMPTS) throw err;
            await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
          }
        }
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}
