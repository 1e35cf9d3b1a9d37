// The demo seed on a fresh localnet: real launches and real trades, flagged as demo, and only once.
import {
  CandlesResponseSchema,
  TokenListResponseSchema,
  TokenTradesResponseSchema,
} from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVenueTestApp, type VenueTestApp, venueClient } from '../../test/trade-harness';
import { createLogger } from '../lib/logger';
import {
  DEMO_GRADUATING_PROGRESS_BPS,
  DEMO_HISTORY_MS,
  DEMO_TOKENS,
  seedDemoTokens,
  startDemoSeed,
} from './demo-tokens';

let t: VenueTestApp;
beforeAll(async () => {
  // A fresh chain whose clock starts DEMO_HISTORY_MS ago, as `npm start` opens one it is about to seed.
  t = await startVenueTestApp({ historyMs: DEMO_HISTORY_MS });
});
afterAll(() => t.close());

const deps = () => ({
  request: (path: string, init?: RequestInit) => t.app.request(path, init),
  chain: t.chain,
  database: t.database,
  logger: createLogger('silent'),
  cluster: 'localnet',
  history: t.history,
});

describe('demo seed', () => {
  it('does nothing with SEED=0 or on another cluster', async () => {
    expect(await startDemoSeed(deps(), { SEED: '0' })).toBeNull();
    expect(await seedDemoTokens({ ...deps(), cluster: 'devnet', history: null })).toMatchObject({
      seeded: false,
      reason: 'not-localnet',
    });
  });

  it('launches the demo tokens with trades on a fresh localnet, one close to graduating, and only once', async () => {
    const first = await seedDemoTokens(deps());
    expect(first.seeded).toBe(true);
    expect(first.tokens).toHaveLength(DEMO_TOKENS.length);
    expect(first.trades).toBeGreaterThanOrEqual(15);

    const c = venueClient(t);
    const list = TokenListResponseSchema.parse(await c.get('/api/tokens?limit=50&sort=progress'));
    expect(list.tokens.map((x) => x.address).sort()).toEqual([...first.tokens].sort());
    expect(list.tokens.every((x) => x.isDemo)).toBe(true);
    expect(list.tokens.every((x) => x.image?.includes('/api/uploads/'))).toBe(true);
    // The whale's token leads by progress, close to (not past) graduation.
    const [top] = list.tokens;
    expect(top?.address).toBe(first.tokens[0]);
    expect(top?.status).toBe('active');
    expect(top?.curveProgressBps).toBeGreaterThan(Number(DEMO_GRADUATING_PROGRESS_BPS) - 500);
    expect(top?.curveProgressBps).toBeLessThan(10_000);
    // Every token has settled trades with both sides somewhere, and each is real on chain (the mint exists).
    let sides = new Set<string>();
    for (const mint of first.tokens) {
      const { trades } = TokenTradesResponseSchema.parse(await c.get(`/api/tokens/${mint}/trades`));
      expect(trades.length).toBeGreaterThan(0);
      sides = new Set([...sides, ...trades.map((x) => x.side)]);
      const info = await c.rpc<{ value: { owner: string } | null }>('getAccountInfo', [
        mint,
        { encoding: 'base64' },
      ]);
      expect(info.value?.owner).toBe('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
    }
    expect([...sides].sort()).toEqual(['buy', 'sell']);

    // A history, not a burst: the launches and trades carry chain times spread over the last DEMO_HISTORY_MS,
    // so the first token's hourly chart has many candles; and the chain is back at wall time afterwards.
    const HOUR = 3_600_000;
    const times = list.tokens.map((x) => Date.parse(x.createdAt));
    expect(Math.min(...times)).toBeLessThan(Date.now() - DEMO_HISTORY_MS + HOUR);
    const { candles } = CandlesResponseSchema.parse(
      await c.get(`/api/tokens/${first.tokens[0]}/candles?interval=1h&limit=100`),
    );
    expect(candles.length).toBeGreaterThanOrEqual(4);
    const lastTrade = TokenTradesResponseSchema.parse(
      await c.get(`/api/tokens/${first.tokens[0]}/trades?limit=1`),
    ).trades[0];
    expect(Date.now() - Date.parse(lastTrade?.at ?? '')).toBeLessThan(HOUR);
    const buyer = await c.wallet(1);
    await c.trade(buyer, {
      mint: first.tokens[1] as string,
      side: 'buy',
      amount: '10000000',
      amountIs: 'sol',
    });
    const [now] = TokenTradesResponseSchema.parse(
      await c.get(`/api/tokens/${first.tokens[1]}/trades?limit=1`),
    ).trades;
    expect(Math.abs(Date.now() - Date.parse(now?.at ?? ''))).toBeLessThan(60_000);

    const again = await seedDemoTokens(deps());
    expect(again).toMatchObject({ seeded: false, reason: 'has-tokens', tokens: [], trades: 0 });
    const after = TokenListResponseSchema.parse(await c.get('/api/tokens?limit=50'));
    expect(after.tokens).toHaveLength(DEMO_TOKENS.length);
  }, 120_000);
});
