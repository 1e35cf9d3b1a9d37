// `npm run admin:add ADDRESS`: makes a wallet an admin (stored in the database, beside ADMIN_WALLETS).
import path from 'node:path';
import { isSolanaAddress } from '@solpad/core/wallet';
import { loadConfig } from '../config';
import { openDatabase, schema } from '../db';
import { secureDataDir } from '../lib/data-dir';
import { livingServerPid } from '../lib/server-pid';

const address = process.argv[2];
if (!isSolanaAddress(address)) {
  console.error('Usage: npm run admin:add ADDRESS   (ADDRESS: a base58 Solana wallet address)');
  process.exit(2);
}
const config = loadConfig();
const serverPid = config.databaseUrl ? null : livingServerPid(config.dataDir);
if (serverPid !== null) {
  // Embedded PGlite is single-process: a write from here would be lost when the server checkpoints, or worse.
  console.error(
    `A Solpad server (pid ${serverPid}) is using ${config.dataDir}. Its embedded database can be opened by one ` +
      'process at a time: stop the server, run this again, then start it (or list the wallet in ADMIN_WALLETS).',
  );
  process.exit(1);
}
// Whatever the embedded database writes here stays private, as the server keeps it.
if (!config.databaseUrl) secureDataDir(config.dataDir);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.db.insert(schema.admins).values({ address }).onConflictDoNothing();
  console.log(`${address} is an admin.`);
} finally {
  await database.close();
}
