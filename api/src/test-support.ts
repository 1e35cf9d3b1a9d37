// Builds the real app for tests: PGlite in memory, a LiteSVM localnet in a temp dir, no port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KeyPairSigner } from '@solana/kit';
import { buildSiwsMessage, type SiwsFields } from '@solpad/core/auth';
import { SignInInputSchema } from '@solpad/core/schemas';
import { type App, createApp } from './app';
import { createLocalnet } from './chain/localnet';
import type { ChainBackend } from './chain/types';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db';
import { recordWalletsSeen } from './indexer/wallets-seen';
import { createEventBus, type EventBus } from './lib/events';
import { createLogger } from './lib/logger';

export interface TestApp {
  app: App;
  database: Database;
  chain: ChainBackend;
  events: EventBus;
  close(): Promise<void>;
}

/** Starts a test app; `env` overrides configuration (ADMIN_WALLETS, …). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-test-'));
  const logger = createLogger('silent');
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const [database, chain] = await Promise.all([
    openDatabase({ pgliteDir: 'memory://' }),
    createLocalnet({ dataDir: path.join(dataDir, 'chain'), logger }),
  ]);
  const stopIndexer = recordWalletsSeen(chain, database.db, logger);
  const events = createEventBus();
  const app = createApp({ config, database, chain, logger, events, version: 'test' });
  return {
    app,
    database,
    chain,
    events,
    async close() {
      stopIndexer();
      await chain.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs `signer` in through the real SIWS flow and returns the `cookie` header value of its session. */
export async function signInAs(
  app: App,
  signer: KeyPairSigner,
  overrides: Partial<SiwsFields> = {},
): Promise<string> {
  const input = SignInInputSchema.parse(
    await (await app.request('http://localhost:8787/api/auth/nonce')).json(),
  );
  const res = await app.request('http://localhost:8787/api/auth/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await signSiws(signer, { ...input, address: signer.address, ...overrides })),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** Signs a SIWS message as a wallet would; returns the verify body. */
export async function signSiws(signer: KeyPairSigner, fields: SiwsFields) {
  const message = new TextEncoder().encode(buildSiwsMessage(fields));
  const [signatures] = await signer.signMessages([{ content: message, signatures: {} }]);
  const signature = signatures?.[signer.address];
  if (!signature) throw new Error('no signature');
  return {
    signedMessage: Buffer.from(message).toString('base64'),
    signature: Buffer.from(signature).toString('base64'),
  };
}
