// Graduation: when a curve has sold every token it sells, its reserves move to a constant-product pool, once.
import { address, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { graduationPoolReserves, POOL_FEE_BPS, spotPriceSol, TOKEN_DECIMALS } from '@solpad/core/trade';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { PlatformKeys } from '../keys';
import type { ChainRpc } from '../lib/chain-rpc';
import type { EventBus } from '../lib/events';
import type { Logger } from '../lib/logger';
import { curveReserves } from './records';
import { ataOf, memoInstruction, prepareTransaction, sendAndConfirm } from './tx';

/** What graduation needs from the market service. */
export interface GraduationDeps {
  db: Db;
  rpc: ChainRpc;
  keys: () => PlatformKeys;
  events: EventBus;
  logger: Logger;
  rentForSystemAccount: () => Promise<bigint>;
  /** Follows the pool's address for landed trades. */
  watch: (addr: string) => void;
}

/** Graduation of completed curves: `graduate` runs it once per mint (concurrent calls share the work). */
export function createGraduation(deps: GraduationDeps) {
  const { db, rpc, keys, events, logger } = deps;
  /** Graduations in progress, by mint. */
  const graduating = new Map<string, Promise<void>>();

  /** Graduates `mint` if its curve is complete and it has not graduated yet (or waits for the one running). */
  async function graduateIfComplete(mint: string): Promise<void> {
    const running = graduating.get(mint);
    if (running) return running;
    const [row] = await db
      .select({ complete: schema.curves.complete, status: schema.tokens.status })
      .from(schema.curves)
      .innerJoin(schema.tokens, eq(schema.tokens.address, schema.curves.mint))
      .where(eq(schema.curves.mint, mint));
    if (row?.complete && row.status !== 'graduated') await graduate(mint);
  }

  /** Moves a completed curve's reserves into its pool (once; concurrent calls share the work). */
  function graduate(mint: string): Promise<void> {
    let running = graduating.get(mint);
    if (!running) {
      running = migrate(mint).finally(() => graduating.delete(mint));
      graduating.set(mint, running);
    }
    return running;
  }

  async function migrate(mintText: string): Promise<void> {
    const mint = address(mintText);
    const [treasury, vault, pool] = await Promise.all([
      keys().treasury(),
      keys().vault(mint),
      keys().pool(mint),
    ]);
    const [vaultAta, poolAta, rent, { value: latest }] = await Promise.all([
      ataOf(vault.address, mint),
      ataOf(pool.address, mint),
      deps.rentForSystemAccount(),
      rpc.getLatestBlockhash().send(),
    ]);
    const done = await db.transaction(async (tx) => {
      const [curve] = await tx.select().from(schema.curves).where(eq(schema.curves.mint, mint)).for('update');
      const [token] = await tx.select().from(schema.tokens).where(eq(schema.tokens.address, mint));
      if (!curve || !token || !curve.complete || token.status === 'graduated') return null;
      const seed = graduationPoolReserves(curveReserves(curve));
      const prepared = await prepareTransaction(treasury, latest, [
        // The pool is a plain system account like the vault: fund its rent-exempt minimum first.
        getTransferSolInstruction({ source: treasury, destination: pool.address, amount: lamports(rent) }),
        getCreateAssociatedTokenIdempotentInstruction({
          payer: treasury,
          ata: poolAta,
          owner: pool.address,
          mint,
          tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
        }),
        getTransferSolInstruction({ source: vault, destination: pool.address, amount: lamports(seed.sol) }),
        getTransferCheckedInstruction({
          source: vaultAta,
          mint,
          destination: poolAta,
          authority: vault,
          amount: seed.token,
          decimals: TOKEN_DECIMALS,
        }),
        memoInstruction(`solpad graduation ${mint}`),
      ]);
      const signature = await sendAndConfirm(rpc, prepared.wire);
      await tx.insert(schema.pools).values({
        mint,
        address: pool.address,
        solReserves: seed.sol,
        tokenReserves: seed.token,
        feeBps: Number(POOL_FEE_BPS),
        migrationTx: signature,
      });
      await tx
        .update(schema.curves)
        .set({ realSolReserves: 0n, realTokenReserves: 0n, updatedAt: sql`now()` })
        .where(eq(schema.curves.mint, mint));
      await tx
        .update(schema.tokens)
        .set({
          status: 'graduated',
          poolAddress: pool.address,
          migrationTx: signature,
          graduatedAt: sql`now()`,
        })
        .where(eq(schema.tokens.address, mint));
      // Unsent curve quotes can no longer be co-signed (the vault is empty): they go.
      await tx
        .delete(schema.quotes)
        .where(
          and(
            eq(schema.quotes.mint, mint),
            eq(schema.quotes.status, 'open'),
            eq(schema.quotes.venue, 'curve'),
          ),
        );
      return { signature, priceSol: spotPriceSol(seed) };
    });
    if (done) {
      deps.watch(pool.address);
      logger.info({ mint, migrationTx: done.signature }, 'token graduated to its pool');
      const at = Date.now();
      events.publish({
        type: 'migration',
        token: mint,
        poolAddress: pool.address,
        migrationTx: done.signature,
        at,
      });
      events.publish({ type: 'price', token: mint, priceSol: done.priceSol, at });
    }
  }

  return { graduate, graduateIfComplete };
}
