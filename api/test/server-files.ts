// What a test file's server processes run on: a DATA_DIR of the file's own and, in the api-postgres project, a
// database of its own on the test Postgres server; both are gone after the file's tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServerProcess } from './server-process';
import { createTestPostgresDatabase, TEST_DATABASE_KIND, type TestPostgresDatabase } from './support';

/**
 * Makes the file's DATA_DIR (`solpad-<name>-…` in the system's temporary directory) at once and its Postgres
 * database in `beforeAll`; `startServer(port)` starts the real server on both (again on the same ones after a
 * kill, as a restart does).
 */
export function useServerFiles(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `solpad-${name}-`));
  let pg: TestPostgresDatabase | undefined;
  beforeAll(async () => {
    if (TEST_DATABASE_KIND === 'postgres') pg = await createTestPostgresDatabase();
  });
  afterAll(async () => {
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    startServer: (port: number) => startServerProcess({ port, dataDir, databaseUrl: pg?.url }),
  };
}
