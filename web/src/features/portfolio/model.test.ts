import type { PortfolioResponse, PortfolioToken } from '@solpad/core/schemas';
import { averageCostLedger, ledgerToWire } from '@solpad/core/trade';
import { describe, expect, it } from 'vitest';
import { buildPortfolio, formatBps, formatUsd } from './model';

const MINT_A = 'So11111111111111111111111111111111111111112';
const MINT_B = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const MINT_C = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';

function token(address: string, over: Partial<PortfolioToken>): PortfolioToken {
  return {
    address,
    name: `Token ${address.slice(0, 3)}`,
    symbol: address.slice(0, 3).toUpperCase(),
    description: '',
    image: null,
    links: {},
    platform: 'PumpFun',
    creator: MINT_C,
    status: 'active',
    venue: 'curve',
    poolAddress: null,
    migrationTx: null,
    isDemo: false,
    createdAt: new Date(0).toISOString(),
    priceSol: 0,
    marketCapLamports: '0',
    curveProgressBps: 0,
    volume24hLamports: '0',
    trades24h: 0,
    priceRefSol: { m5: 0, h1: 0, h24: 0 },
    holders: null,
    risk: null,
    decimals: 6,
    spot: { sol: '1', token: '1000' },
    priceSol24hAgo: null,
    change24hBps: null,
    ledger: ledgerToWire(averageCostLedger([])),
    ...over,
  };
}

const platform = (tokens: PortfolioToken[]): PortfolioResponse => ({
  wallet: MINT_C,
  solUsd: 150,
  solUsdSource: 'config',
  tokens,
  launched: [],
  trades: [],
  nextBefore: null,
});

describe('buildPortfolio', () => {
  it('sums accounts of a mint, values them at spot with their cost basis, and totals exactly', () => {
    const view = buildPortfolio({
      solLamports: 2_000_000_000n,
      accounts: [
        { mint: MINT_A, amount: 600_000_000_000n, decimals: 6, program: 'token-2022' },
        { mint: MINT_A, amount: 400_000_000_000n, decimals: 6, program: 'token-2022' },
        { mint: MINT_B, amount: 5n, decimals: 0, program: 'token' },
      ],
      platform: platform([
        token(MINT_A, {
          // 1 lamport per 1000 base units: 1e12 units = 1e9 lamports = 1 SOL.
          ledger: {
            tokens: '1000000000000',
            costLamports: '800000000',
            realizedLamports: '-1',
            boughtLamports: '800000000',
            soldLamports: '0',
            buys: 1,
            sells: 0,
          },
          change24hBps: 10_000,
        }),
      ]),
      metadata: new Map([[MINT_B, { name: 'Other Token', symbol: 'OTH' }]]),
    });
    const [a, b] = view.holdings;
    expect(a?.amount).toBe(1_000_000_000_000n);
    expect(a?.valuation).toMatchObject({
      valueLamports: 1_000_000_000n,
      costBasisLamports: 800_000_000n,
      unrealizedLamports: 200_000_000n,
    });
    expect(b).toMatchObject({ mint: MINT_B, symbol: 'OTH', valuation: null });
    expect(view.totalLamports).toBe(3_000_000_000n);
    expect(view.tokensLamports).toBe(1_000_000_000n);
    expect(view.realizedLamports).toBe(-1n);
    // The token doubled (+100 %): it was worth 0.5 SOL a day ago; 2.5 → 3 SOL is +20 %.
    expect(view.change24hBps).toBe(2000);
    expect(view.allocation.map((s) => [s.label, s.lamports])).toEqual([
      ['SOL', 2_000_000_000n],
      [a?.symbol, 1_000_000_000n],
    ]);
    expect(view.allocation[0]?.share).toBeCloseTo(2 / 3);
  });

  it('groups the smallest slices as Other and counts realized PnL of closed positions', () => {
    const mints = [MINT_A, MINT_B, MINT_C];
    const view = buildPortfolio({
      solLamports: 10n,
      accounts: mints.map((mint, i) => ({
        mint,
        amount: BigInt((i + 1) * 1000),
        decimals: 6,
        program: 'token-2022' as const,
      })),
      platform: platform([
        ...mints.map((m) => token(m, {})),
        token('11111111111111111111111111111111', {
          ledger: {
            tokens: '0',
            costLamports: '0',
            realizedLamports: '700',
            boughtLamports: '100',
            soldLamports: '800',
            buys: 1,
            sells: 1,
          },
        }),
      ]),
      maxSlices: 2,
    });
    expect(view.allocation.map((s) => s.label)).toEqual(['SOL', expect.any(String), 'Other (2)']);
    expect(view.allocation[2]?.lamports).toBe(3n);
    expect(view.realizedLamports).toBe(700n);
  });
});

describe('formatting', () => {
  it('formats USD and signed percentages', () => {
    expect(formatUsd(1_500_000_000n, 150)).toBe('$225.00');
    expect(formatUsd(1n, 150)).toBe('< $0.01');
    expect(formatUsd(-2_000_000_000n, 150)).toBe('-$300.00');
    // core's one change format, as the token list writes a price change.
    expect(formatBps(1234)).toBe('+12.3%');
    expect(formatBps(-500)).toBe('−5.0%');
    expect(formatBps(25_000)).toBe('+250%');
  });
});
