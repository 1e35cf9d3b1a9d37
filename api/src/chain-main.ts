// `npm run chain`: the localnet as its own service — Solana JSON-RPC and RPC subscriptions on CHAIN_HOST:CHAIN_PORT
// (127.0.0.1:8899 by default), its journal and snapshots in DATA_DIR/chain. API replicas use it through
// SOLANA_RPC_URL=http://127.0.0.1:8899 (see docs/scaling.md). A fresh chain whose demo market will be seeded
// starts its clock in the past, as the embedded one does; SEED=0 (`npm run chain -- --no-seed`) does not.
import path from 'node:path';
import { z } from 'zod';
import { createChainHistory } from './chain/chain-history';
import { createLocalnet, isFreshLocalnet } from './chain/localnet';
import { serveChain } from './chain/service';
import { createLogger } from './lib/logger';
import { closeOnSignals } from './lib/shutdown';
import { DEMO_HISTORY_MS } from './seed/demo-tokens';

const ChainConfigSchema = z.object({
  CHAIN_PORT: z.coerce.number().int().min(0).max(65_535).default(8899),
  // The chain service trusts the client ids replicas send: keep it on a private interface.
  CHAIN_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  AIRDROPS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SEED: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const parsed = ChainConfigSchema.safeParse(process.env);
if (!parsed.success) {
  console.error(
    `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
  );
  process.exit(1);
}
const env = parsed.data;
if (process.argv.includes('--no-seed')) env.SEED = '0';
const logger = createLogger(env.LOG_LEVEL).child({ mod: 'chain' });
const dataDir = path.join(path.resolve(env.DATA_DIR), 'chain');
const past = env.SEED !== '0' && isFreshLocalnet(dataDir) ? createChainHistory(DEMO_HISTORY_MS) : null;
const chain = await createLocalnet({
  dataDir,
  logger,
  airdropsPerMinute: env.AIRDROPS_PER_MINUTE,
  ...(past ? { now: past.now } : {}),
});
const service = await serveChain({
  chain,
  history: past?.history ?? null,
  host: env.CHAIN_HOST,
  port: env.CHAIN_PORT,
  logger,
});
logger.info({ url: service.url, dataDir }, 'Solpad chain is listening');

closeOnSignals(logger, () => service.close());
