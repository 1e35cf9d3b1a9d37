import type { Address } from '@solana/kit';
import { type PortfolioResponse, PortfolioResponseSchema } from '@solpad/core/schemas';
import { fetchMints } from '@solpad/core/token-tools';
import { getJson } from '../../lib/query-client';
import { toolsRpc } from '../wallet';

/** Query key root of the platform's view of a wallet. */
export const portfolioKey = (wallet: string) => ['portfolio', wallet] as const;

/** `GET /api/portfolio/{wallet}?mints=…` (the held mints, so tokens received by transfer are priced too). */
export async function fetchPortfolio(
  wallet: string,
  mints: readonly string[],
  signal?: AbortSignal,
  before?: string,
): Promise<PortfolioResponse> {
  const q = new URLSearchParams();
  if (mints.length) q.set('mints', [...mints].sort().slice(0, 100).join(','));
  if (before) q.set('before', before);
  const query = q.toString();
  return PortfolioResponseSchema.parse(
    await getJson(`/api/portfolio/${wallet}${query ? `?${query}` : ''}`, signal),
  );
}

/** Name and symbol of mints the platform does not know, from their Token-2022 metadata (if any). */
export async function fetchForeignMetadata(mints: readonly string[]) {
  const facts = mints.length ? await fetchMints(toolsRpc, mints as Address[]) : [];
  return new Map(
    facts.flatMap((f) =>
      f.metadata ? [[f.address as string, { name: f.metadata.name, symbol: f.metadata.symbol }]] : [],
    ),
  );
}
