import { describe, expect, it } from 'vitest';
import type { ScannerMarketResponse } from '../schemas/scanner-market';
import { marketFacts, marketFromTrades } from './market';

const MINT = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const POOL = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const now = Date.UTC(2026, 0, 10, 12);
const at = (hoursAgo: number) => new Date(now - hoursAgo * 3600_000).toISOString();

const answer = (trades: ScannerMarketResponse['trades']): ScannerMarketResponse => ({
  indexed: true,
  token: {
    address: MINT,
    name: 'Test',
    symbol: 'TST',
    creator: POOL,
    createdAt: at(48),
    status: 'graduated',
    poolAddress: POOL,
    vaultAddress: null,
  },
  liquidity: { venue: 'pool', solLamports: '5000000000' },
  solUsd: 100,
  trades,
});

describe('market from trades', () => {
  it('prices each trade as SOL per whole token × SOL price, and sums the last 24 h of volume', () => {
    // 6 decimals: 1 SOL for 1,000 tokens → 0.001 SOL → $0.10; then 3 SOL for 1,000 → $0.30
    const m = marketFromTrades(
      answer([
        { time: at(30), side: 'buy', solLamports: '1000000000', tokenAmount: '1000000000' },
        { time: at(2), side: 'buy', solLamports: '3000000000', tokenAmount: '1000000000' },
      ]),
      6,
      now,
    );
    expect(m?.priceUsd).toBeCloseTo(0.3, 12);
    expect(m?.priceUsd24hAgo).toBeCloseTo(0.1, 12);
    expect(m?.volume24hUsd).toBeCloseTo(300, 9);
    expect(m?.priceHistory).toHaveLength(2);
    expect(m?.knownAccounts).toEqual({ [POOL]: 'Liquidity pool' });
    expect(m?.liquidityUsd).toBe(1000); // 5 SOL each side × $100
    const facts = marketFacts(m, 1_000_000_000_000n, 6); // 1,000,000 tokens
    expect(facts.marketCapUsd).toBeCloseTo(300_000, 6);
    expect(facts.priceChange24hPct).toBeCloseTo(200, 9);
  });
  it('an indexed token without trades has zero volume and unknown price', () => {
    const m = marketFromTrades(answer([]), 6, now);
    expect(m?.priceUsd).toBeNull();
    expect(m?.volume24hUsd).toBe(0);
    expect(marketFacts(m, 1n, 0).marketCapUsd).toBeNull();
  });
  it('a token the platform does not know has no market at all', () => {
    expect(
      marketFromTrades({ indexed: false, token: null, liquidity: null, solUsd: 100, trades: [] }, 6, now),
    ).toBeNull();
    expect(marketFacts(null, 1n, 0)).toMatchObject({ priceUsd: null, volume24hUsd: null, source: null });
  });
});
