import { loadConfig } from './config';
import { createLogger } from './lib/logger';
import { closeOnSignals } from './lib/shutdown';
import { DEMO_HISTORY_MS, startDemoSeed } from './seed/demo-tokens';
import { startServer } from './server';

const config = loadConfig();
const logger = createLogger(config.logLevel);
// A fresh localnet about to be seeded starts its clock DEMO_HISTORY_MS ago: the demo market gets a history.
const server = await startServer(config, logger, {
  demoHistoryMs: process.env.SEED === '0' ? 0 : DEMO_HISTORY_MS,
});
// A fresh localnet gets demo tokens and trades, in the background (SEED=0 / `npm start -- --no-seed`: none),
// seeded once: by the replica that leads (on an embedded database, this process).
let seeding = false;
server.leadership.onChange((leader) => {
  if (!leader || seeding) return;
  seeding = true;
  if (process.env.SEED === '0') server.history?.finish();
  void startDemoSeed({ ...server, logger: logger.child({ mod: 'seed' }), cluster: config.cluster });
});

closeOnSignals(logger, (signal) => {
  logger.info({ signal }, 'shutting down');
  return server.close();
});
