import {
  PortfolioParamsSchema,
  PortfolioQuerySchema,
  type PortfolioResponse,
  type PortfolioToken,
} from '@solpad/core/schemas';
import { averageCostLedger, ledgerToWire, priceChangeBps } from '@solpad/core/trade';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { solUsdOf } from '../chain/sol-usd';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { summaryExtras, toSummary, tradesSince } from '../launch/tokens';
import { readParams, readQuery } from '../lib/validate';
import { toTradeRecord } from '../trade/service';

const DAY_MS = 24 * 60 * 60 * 1000;

function baseUrl(deps: AppDeps, c: Context): string {
  return (deps.config.publicUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

/** The portfolio sub-app. */
export function portfolioRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { tokens, curves, pools, trades } = schema;

  return new Hono().get('/:address', async (c) => {
    const { address: wallet } = readParams(c, PortfolioParamsSchema);
    const q = readQuery(c, PortfolioQuerySchema);
    const dayAgo = new Date(Date.now() - DAY_MS);

    // Every trade of the wallet, oldest first, for the ledgers (by slot: the chain's order).
    const [own, page, launchedRows] = await Promise.all([
      db
        .select({
          mint: trades.mint,
          side: trades.side,
          solLamports: trades.solLamports,
          tokenAmount: trades.tokenAmount,
        })
        .from(trades)
        .where(eq(trades.trader, wallet))
        .orderBy(asc(trades.slot), asc(trades.createdAt), asc(trades.signature)),
      db
        .select()
        .from(trades)
        .where(
          and(eq(trades.trader, wallet), q.before ? lt(trades.createdAt, new Date(q.before)) : undefined),
        )
        .orderBy(desc(trades.createdAt), desc(trades.slot), desc(trades.signature))
        .limit(q.limit + 1),
      db.select({ address: tokens.address }).from(tokens).where(eq(tokens.creator, wallet)),
    ]);

    const byMint = new Map<string, typeof own>();
    for (const t of own) {
      const list = byMint.get(t.mint) ?? [];
      list.push(t);
      byMint.set(t.mint, list);
    }
    const mints = [...new Set([...byMint.keys(), ...launchedRows.map((r) => r.address), ...q.mints])];

    const rows = mints.length
      ? await db
          .select({ token: tokens, curve: curves, pool: pools })
          .from(tokens)
          .leftJoin(curves, eq(curves.mint, tokens.address))
          .leftJoin(pools, eq(pools.mint, tokens.address))
          .where(inArray(tokens.address, mints))
      : [];
    const [day, extras] = await Promise.all([
      tradesSince(db, mints, dayAgo),
      // The price 24 h ago (TokenSummary.priceRefSol), the same figure the token list's 24h change uses.
      summaryExtras(
        db,
        rows.map((r) => r.token),
      ),
    ]);

    const base = baseUrl(deps, c);
    const priced: PortfolioToken[] = rows.map(({ token, curve, pool }) => {
      const summary = toSummary(
        token,
        curve,
        pool,
        day.get(token.address) ?? { volume: 0n, trades: 0 },
        base,
        extras(token.address),
      );
      const spot = pool
        ? { sol: pool.solReserves, token: pool.tokenReserves }
        : curve
          ? { sol: curve.virtualSolReserves, token: curve.virtualTokenReserves }
          : { sol: 0n, token: 0n };
      const priceThen = summary.priceRefSol.h24;
      return {
        ...summary,
        decimals: token.decimals,
        spot: { sol: spot.sol.toString(), token: spot.token.toString() },
        priceSol24hAgo: priceThen,
        change24hBps: summary.priceSol > 0 ? priceChangeBps(priceThen, summary.priceSol) : null,
        ledger: ledgerToWire(averageCostLedger(byMint.get(token.address) ?? [])),
      };
    });

    const shown = page.slice(0, q.limit);
    const last = shown.at(-1);
    const sol = await solUsdOf(deps).get();
    const body: PortfolioResponse = {
      wallet,
      solUsd: sol.usd,
      solUsdSource: sol.source,
      tokens: priced,
      launched: launchedRows.map((r) => r.address),
      trades: shown.map(toTradeRecord),
      nextBefore: page.length > q.limit && last ? last.createdAt.toISOString() : null,
    };
    return c.json(body);
  });
}
