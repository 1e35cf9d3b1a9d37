// `npm run admin:add ADDRESS` as an operator runs it: a real process on a DATA_DIR of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPostgresDatabase,
  TEST_DATABASE_KIND,
  type TestPostgresDatabase,
} from '../../test/support';
import { openDatabase, schema } from '../db';
import { SERVER_PID_FILE } from '../lib/server-pid';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const ADDRESS = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
let dataDir: string;
let pg: TestPostgresDatabase | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-admin-add-'));
  if (TEST_DATABASE_KIND === 'postgres') pg = await createTestPostgresDatabase();
});
afterAll(async () => {
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function adminAdd(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin-add.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run admin:add', () => {
  it('stores the address as an admin, idempotently', async () => {
    const first = await adminAdd(ADDRESS);
    expect(first, first.stderr).toMatchObject({ code: 0, stdout: `${ADDRESS} is an admin.\n` });
    expect((await adminAdd(ADDRESS)).code).toBe(0);
    const database = await openDatabase({ databaseUrl: pg?.url, pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(schema.admins);
      expect(rows.map((r) => r.address)).toEqual([ADDRESS]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a missing or malformed address with its usage', async () => {
    for (const args of [[], ['not-an-address']]) {
      const res = await adminAdd(...args);
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('Usage: npm run admin:add ADDRESS');
    }
  });

  it.runIf(TEST_DATABASE_KIND === 'pglite')(
    'refuses to write the embedded database while a server has it open',
    async () => {
      // This test process stands in for the running server.
      writeFileSync(path.join(dataDir, SERVER_PID_FILE), `${process.pid}\n`);
      try {
        const res = await adminAdd(ADDRESS);
        expect(res.code).toBe(1);
        expect(res.stderr).toContain(`A Solpad server (pid ${process.pid}) is using`);
        expect(res.stderr).toContain('stop the server');
      } finally {
        rmSync(path.join(dataDir, SERVER_PID_FILE), { force: true });
      }
    },
  );
});
