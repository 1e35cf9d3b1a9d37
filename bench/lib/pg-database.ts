// A throw-away Postgres database for one benchmark run, on the server of DATABASE_URL (its role needs CREATEDB,
// like the test role of .ci/postgres.sh): a bench never writes into the database DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates `solpad_bench_<random>` next to the database of `serverUrl`. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `solpad_bench_${randomBytes(6).toString('hex')}`;
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
        // FORCE ends the connections of replicas that were killed; an autovacuum worker may refuse it a moment.
        for (let attempt = 1; ; attempt++) {
          try {
            await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== '42501' || attempt >= 8) throw err;
            await new Promise((r) => setTimeout(r, 250 * attempt));
          }
        }
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}
