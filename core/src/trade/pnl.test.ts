import { describe, expect, it } from 'vitest';
import {
  averageCostLedger,
  ledgerFromWire,
  ledgerToWire,
  type PnlTrade,
  priceChangeBps,
  valuePosition,
} from './pnl';

const buy = (solLamports: bigint, tokenAmount: bigint): PnlTrade => ({
  side: 'buy',
  solLamports,
  tokenAmount,
});
const sell = (solLamports: bigint, tokenAmount: bigint): PnlTrade => ({
  side: 'sell',
  solLamports,
  tokenAmount,
});

describe('averageCostLedger', () => {
  it('adds every buy to the cost basis, fees included', () => {
    const l = averageCostLedger([buy(1_000_000_000n, 30_000_000n), buy(500_000_000n, 10_000_000n)]);
    expect(l).toMatchObject({
      tokens: 40_000_000n,
      costLamports: 1_500_000_000n,
      realizedLamports: 0n,
      buys: 2,
    });
  });

  it('removes the sold share at the average cost and realizes the difference', () => {
    // 40 tokens for 1.5 SOL (avg 0.0375 SOL); selling 10 for 0.5 SOL removes 0.375 SOL of cost.
    const l = averageCostLedger([
      buy(1_000_000_000n, 30_000_000n),
      buy(500_000_000n, 10_000_000n),
      sell(500_000_000n, 10_000_000n),
    ]);
    expect(l.tokens).toBe(30_000_000n);
    expect(l.costLamports).toBe(1_125_000_000n);
    expect(l.realizedLamports).toBe(125_000_000n);
    expect(l.soldLamports).toBe(500_000_000n);
  });

  it('stays exact beyond 2^53 and never loses a lamport to rounding', () => {
    const big = 9_007_199_254_740_993n; // 2^53 + 1: not representable as a double
    const trades = [buy(big, 3n * 10n ** 15n), buy(7n, 1n), sell(1n, 10n ** 15n + 7n), sell(5n, 333n)];
    const l = averageCostLedger(trades);
    const removed = l.boughtLamports - l.costLamports;
    // bought = removed + remaining, and realized = proceeds − removed, to the lamport.
    expect(l.boughtLamports).toBe(big + 7n);
    expect(l.realizedLamports).toBe(l.soldLamports - removed);
    const held = 3n * 10n ** 15n + 1n - (10n ** 15n + 7n) - 333n;
    expect(l.tokens).toBe(held);
    // The first sell removes floor((big+7) × (1e15+7) / (3e15+1)).
    const first = ((big + 7n) * (10n ** 15n + 7n)) / (3n * 10n ** 15n + 1n);
    const second = ((big + 7n - first) * 333n) / (3n * 10n ** 15n + 1n - (10n ** 15n + 7n));
    expect(removed).toBe(first + second);
  });

  it('closes a position completely: no cost left after selling everything', () => {
    const l = averageCostLedger([buy(1_000_000_001n, 3n), sell(2n, 1n), sell(700_000_000n, 2n)]);
    expect(l.tokens).toBe(0n);
    expect(l.costLamports).toBe(0n);
    expect(l.realizedLamports).toBe(700_000_002n - 1_000_000_001n);
  });

  it('realizes the whole proceeds of tokens sold beyond what was bought', () => {
    const l = averageCostLedger([buy(100n, 10n), sell(300n, 15n)]);
    expect(l.tokens).toBe(0n);
    expect(l.realizedLamports).toBe(200n);
  });
});

describe('valuePosition', () => {
  const ledger = averageCostLedger([buy(2_000_000_000n, 100_000_000n)]);

  it('values the held tokens at spot and compares with the cost basis', () => {
    // Spot 30 SOL / 1,000 tokens (6 decimals) = 0.03 SOL per token; 100 tokens = 3 SOL.
    const v = valuePosition(ledger, 100_000_000n, { sol: 30_000_000_000n, token: 1_000_000_000n });
    expect(v.valueLamports).toBe(3_000_000_000n);
    expect(v.costBasisLamports).toBe(2_000_000_000n);
    expect(v.unrealizedLamports).toBe(1_000_000_000n);
    expect(v.unrealizedBps).toBe(5000);
  });

  it('shrinks the cost basis at the average cost when fewer tokens are held than traded', () => {
    const v = valuePosition(ledger, 25_000_000n, { sol: 1n, token: 1n });
    expect(v.costBasisLamports).toBe(500_000_000n);
  });

  it('gives tokens received beyond the trades no cost', () => {
    const v = valuePosition(averageCostLedger([]), 10n, { sol: 2n, token: 1n });
    expect(v).toMatchObject({ valueLamports: 20n, costBasisLamports: 0n, unrealizedBps: null });
  });
});

describe('priceChangeBps', () => {
  it('is the relative change in bps, null without an earlier price', () => {
    expect(priceChangeBps(2, 3)).toBe(5000);
    expect(priceChangeBps(4, 3)).toBe(-2500);
    expect(priceChangeBps(null, 3)).toBeNull();
    expect(priceChangeBps(0, 3)).toBeNull();
  });
});

describe('ledgerToWire / ledgerFromWire', () => {
  it('carries a ledger through JSON exactly, a realized loss and amounts past 2^53 included', () => {
    const ledger = averageCostLedger([
      { side: 'buy', solLamports: 9_007_199_254_740_993n, tokenAmount: 18_446_744_073_709_551_615n },
      { side: 'sell', solLamports: 100n, tokenAmount: 1_000_000n },
    ]);
    expect(ledger.realizedLamports < 0n).toBe(true);
    const wire = JSON.parse(JSON.stringify(ledgerToWire(ledger)));
    expect(wire.tokens).toBe('18446744073708551615');
    expect(ledgerFromWire(wire)).toEqual(ledger);
  });
});
