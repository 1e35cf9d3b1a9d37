// Indexing a landed launch: the token, its curve and the initial buy recorded exactly once per mint and
// signature, then announced on the event bus.
import { address } from '@solana/kit';
import { launchPlatform } from '@solpad/core/launch';
import {
  applyDelta,
  initialCurveReserves,
  spotPriceSol,
  TOKEN_DECIMALS,
  TOKEN_TOTAL_SUPPLY,
} from '@solpad/core/trade';
import { eq } from 'drizzle-orm';
import { schema } from '../db';
import type { Tx } from '../trade/records';
import { executionPriceSol } from '../trade/service';
import { type LandedTransaction, landedAt } from '../trade/tx';
import type { LaunchDeps } from './launch-deps';

export type TokenRow = typeof schema.tokens.$inferSelect;
type LaunchRow = typeof schema.launches.$inferSelect;

/** The launch's initial buy as a trade on the fresh curve; returns the curve's reserves after it. */
async function recordInitialBuy(
  { market }: LaunchDeps,
  tx: Tx,
  launch: LaunchRow,
  landed: LandedTransaction,
  token: TokenRow,
) {
  let reserves = initialCurveReserves(launchPlatform(launch.platform).curve);
  if (launch.buyTokenAmount === null || launch.buyVenueSol === null) return reserves;
  reserves = applyDelta(reserves, { sol: launch.buyVenueSol, token: -launch.buyTokenAmount });
  await market.recordTrade(tx, {
    signature: landed.signature,
    mint: launch.mint,
    side: 'buy',
    venue: 'curve',
    solLamports: launch.buySolLamports ?? 0n,
    tokenAmount: launch.buyTokenAmount,
    feeLamports: launch.buyFeeLamports ?? 0n,
    priceSol: executionPriceSol(launch.buyVenueSol, launch.buyTokenAmount),
    spotPriceSol: spotPriceSol(reserves),
    trader: launch.creator,
    slot: landed.slot,
    createdAt: token.createdAt,
  });
  return reserves;
}

/** Inserts the token, its initial buy and its curve in one transaction; null if the token was indexed already. */
function insertLaunched(deps: LaunchDeps, launch: LaunchRow, landed: LandedTransaction, vault: string) {
  return deps.db.transaction(async (tx) => {
    const [token] = await tx
      .insert(schema.tokens)
      .values({
        address: launch.mint,
        name: launch.name,
        symbol: launch.symbol,
        creator: launch.creator,
        description: launch.description,
        imageId: launch.imageId,
        website: launch.website,
        twitter: launch.twitter,
        telegram: launch.telegram,
        platform: launch.platform,
        decimals: TOKEN_DECIMALS,
        totalSupply: TOKEN_TOTAL_SUPPLY,
        vaultAddress: vault,
        launchSignature: landed.signature,
        createdAt: landedAt(landed),
      })
      .onConflictDoNothing()
      .returning();
    if (!token) return null;
    const reserves = await recordInitialBuy(deps, tx, launch, landed, token);
    await tx.insert(schema.curves).values({
      mint: launch.mint,
      virtualSolReserves: reserves.sol,
      virtualTokenReserves: reserves.token,
      realSolReserves: reserves.realSol,
      realTokenReserves: reserves.realToken,
      complete: reserves.realToken === 0n,
    });
    return { token, priceSol: spotPriceSol(reserves) };
  });
}

/** Tells the live lists: a new token, its initial buy (if any) and its first price. */
function announceLaunch(
  { events, logger }: LaunchDeps,
  launch: LaunchRow,
  landed: LandedTransaction,
  created: { token: TokenRow; priceSol: number },
) {
  const at = Date.now();
  const { token } = created;
  events.publish({ type: 'token', token: token.address, name: token.name, symbol: token.symbol, at });
  if (launch.buyTokenAmount !== null) {
    events.publish({
      type: 'trade',
      token: token.address,
      signature: landed.signature,
      side: 'buy',
      solLamports: (launch.buySolLamports ?? 0n).toString(),
      tokenAmount: launch.buyTokenAmount.toString(),
      trader: launch.creator,
      at,
    });
  }
  events.publish({ type: 'price', token: token.address, priceSol: created.priceSol, at });
  logger.info({ mint: token.address, signature: landed.signature }, 'token launched');
}

/** Indexes a landed launch transaction (exactly once per mint and signature); null if it is no launch of ours. */
export async function indexLanded(deps: LaunchDeps, landed: LandedTransaction): Promise<TokenRow | null> {
  const { db, market } = deps;
  const [launch] = await db
    .select()
    .from(schema.launches)
    .where(eq(schema.launches.messageHash, landed.messageHash));
  if (!launch) return null;
  const vault = await market.keys().vault(address(launch.mint));
  const created = await insertLaunched(deps, launch, landed, vault.address);
  if (created) {
    announceLaunch(deps, launch, landed, created);
    return created.token;
  }
  const [token] = await db.select().from(schema.tokens).where(eq(schema.tokens.address, launch.mint));
  return token ?? null;
}
