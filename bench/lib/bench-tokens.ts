// The market the read benchmarks (hot-reads.ts, replicas.ts) load: `count` tokens on their curves, a few trades
// each within the last day, and their scan figures, written straight to the database (PGlite in `pgliteDir`, or
// the Postgres database of `databaseUrl`). Addresses are derived from the token's index, so a bench can name one.
import { getAddressDecoder } from '@solana/kit';
import { openDatabase, schema } from '../../api/src/db';

const TRADES_PER_TOKEN = 3;
const decoder = getAddressDecoder();

/** A stable address for token `i` (`tag` 1: the mint, 2: its creator, 3: a signature prefix, 4: a trader). */
export function benchAddress(i: number, tag: number): string {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, i + 1);
  bytes[31] = tag;
  return decoder.decode(bytes) as string;
}

/** Writes the market (see the module comment); the database is migrated on open. */
export async function seedBenchTokens(
  count: number,
  where: { databaseUrl?: string | undefined; pgliteDir: string },
): Promise<void> {
  const database = await openDatabase({ databaseUrl: where.databaseUrl, pgliteDir: where.pgliteDir });
  const { db } = database;
  const now = Date.now();
  try {
    for (let from = 0; from < count; from += 200) {
      const ids = Array.from({ length: Math.min(200, count - from) }, (_, k) => from + k);
      await db.insert(schema.tokens).values(
        ids.map((i) => ({
          address: benchAddress(i, 1),
          name: `Bench ${i}`,
          symbol: `B${i}`,
          creator: benchAddress(i, 2),
          description: 'a token of the read benchmarks',
          createdAt: new Date(now - (i + 1) * 60_000),
        })),
      );
      await db.insert(schema.curves).values(
        ids.map((i) => ({
          mint: benchAddress(i, 1),
          virtualSolReserves: 30_000_000_000n + BigInt(i) * 1_000_000n,
          virtualTokenReserves: 1_073_000_000_000_000n - BigInt(i) * 1_000_000_000n,
          realSolReserves: BigInt(i) * 1_000_000n,
          realTokenReserves: 793_100_000_000_000n - BigInt(i) * 1_000_000_000n,
        })),
      );
      await db.insert(schema.trades).values(
        ids.flatMap((i) =>
          Array.from({ length: TRADES_PER_TOKEN }, (_, t) => ({
            signature: `${benchAddress(i, 3)}${t}`,
            mint: benchAddress(i, 1),
            side: t % 2 ? ('sell' as const) : ('buy' as const),
            solLamports: 100_000_000n + BigInt(t) * 1000n,
            tokenAmount: 3_000_000_000_000n,
            trader: benchAddress(i, 4),
            slot: BigInt(1000 + t),
            createdAt: new Date(now - (t + 1) * 3 * 3_600_000 - i * 1000),
            priceSol: 2.8e-8 * (1 + t / 100),
            spotPriceSol: 2.8e-8 * (1 + t / 100),
          })),
        ),
      );
      await db.insert(schema.tokenStats).values(
        ids.map((i) => ({
          mint: benchAddress(i, 1),
          holders: 2 + (i % 40),
          riskScore: 40 + (i % 50),
          riskLevel: 'medium' as const,
          refreshedAt: new Date(now),
        })),
      );
    }
  } finally {
    await database.close();
  }
}
