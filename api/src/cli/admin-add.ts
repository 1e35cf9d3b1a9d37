// `npm run admin:add ADDRESS`: makes a wallet an admin (stored in the database, beside ADMIN_WALLETS).
import path from 'node:path';
import { isSolanaAddress } from '@solpad/core/wallet';
import { loadConfig } from '../config';
import { openDatabase, schema } from '../db';

const address = process.argv[2];
if (!isSolanaAddress(address)) {
  console.error('Usage: npm run admin:add ADDRESS   (ADDRESS: a base58 Solana wallet address)');
  process.exit(2);
}
const config = loadConfig();
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
