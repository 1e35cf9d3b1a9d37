// The app the security specs attack: the server `npm start` runs (startServer: the API, its websockets, the
// built site when there is one, the embedded database on disk, the localnet), on a port of its own with a fresh
// DATA_DIR and its default limits, one admin wallet configured. Started once for every spec of the project; the
// specs reach it only over real sockets, each from a loopback address of its own (rate limits are per client).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../../api/src/config';
import { createLogger } from '../../../api/src/lib/logger';
import { startServer } from '../../../api/src/server';
import { servedApiRoutes } from '../../../api/test/support';

/** What the specs get from the setup (through `inject('target')`). */
export interface SecurityTarget {
  /** `http://127.0.0.1:port`. */
  url: string;
  /** The configured admin's private key bytes (ADMIN_WALLETS names its address). */
  adminKey: number[];
  /** The server's DATA_DIR (its generated platform secret lives there). */
  dataDir: string;
  /** Every API route the server's router serves, `METHOD /api/path/{param}`. */
  routes: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    target: SecurityTarget;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-security-'));
  const adminKey = randomBytes(32);
  const admin = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(adminKey));
  const server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_WALLETS: admin.address,
      // A 5xx is logged with its stack (and fails the spec that caused it).
      LOG_LEVEL: 'error',
    }),
    createLogger('error'),
  );
  // The routes as the router registers them: an app built the way the server builds it (on the server's own
  // database and chain), only to be listed.
  const routes = servedApiRoutes(server);
  project.provide('target', { url: server.url, adminKey: [...adminKey], dataDir, routes });
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
