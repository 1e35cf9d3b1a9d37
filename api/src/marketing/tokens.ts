// Tokens as marketing records show them (name, symbol, image of each mint a campaign or presale names).
import { inArray } from 'drizzle-orm';
import { schema } from '../db';
import type { MarketingContext } from './context';

export async function tokenInfo(ctx: MarketingContext, mints: string[]) {
  const { db } = ctx;
  const out = new Map<string, { name: string; symbol: string; image: string | null }>();
  if (!mints.length) return out;
  const rows = await db
    .select({
      address: schema.tokens.address,
      name: schema.tokens.name,
      symbol: schema.tokens.symbol,
      imageId: schema.tokens.imageId,
    })
    .from(schema.tokens)
    .where(inArray(schema.tokens.address, [...new Set(mints)]));
  for (const r of rows)
    out.set(r.address, {
      name: r.name,
      symbol: r.symbol,
      image: r.imageId ? `/api/uploads/${r.imageId}` : null,
    });
  return out;
}
export const tokenOf = (info: Awaited<ReturnType<typeof tokenInfo>>, mint: string) => {
  const t = info.get(mint);
  return { mint, name: t?.name ?? null, symbol: t?.symbol ?? null, image: t?.image ?? null };
};

/**
 * What a list of campaigns or presales shows besides its rows, read side by side: each record's sums
 * (`statsOf` over the ids) and each token's name, symbol and image.
 */
export function statsAndTokens<S>(
  ctx: MarketingContext,
  rows: readonly { id: string; mint: string }[],
  statsOf: (ctx: MarketingContext, ids: string[]) => Promise<Map<string, S>>,
) {
  const ids = rows.map((r) => r.id);
  const mints = rows.map((r) => r.mint);
  return Promise.all([statsOf(ctx, ids), tokenInfo(ctx, mints)]);
}
