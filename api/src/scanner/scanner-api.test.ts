// The scanner through the API as the site runs it: chain reads over POST /api/rpc (batched), market facts,
// symbol lookup and launches over /api/scanner/*, all answered by the real app (PGlite + LiteSVM).
import { generateKeyPairSigner } from '@solana/kit';
import { createApiMarketSource, createScannerRpc, scan, type TokenReport } from '@solpad/core/scanner';
import {
  ApiErrorSchema,
  ScannerMarketResponseSchema,
  ScannerResolveResponseSchema,
} from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture, spread } from '../../test/scanner-fixtures';
import { inProcessFetch } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import { schema } from '../db';
import { createChainRpc } from '../lib/chain-rpc';

const ORIGIN = 'http://localhost:8787';
const t = useTestApp();
let fixture: Fixture;
let otherMint: string;
const appFetch = inProcessFetch(t);

beforeAll(async () => {
  fixture = await createFixture(createChainRpc(t.chain), {
    program: 'token',
    decimals: 6,
    holders: spread(20, 50_000_000n),
  });
  const { payer } = fixture;
  otherMint = (await generateKeyPairSigner()).address;
  const { db } = t.database;
  await db.insert(schema.tokens).values([
    // Its first holder plays the bonding-curve vault.
    {
      address: fixture.mint,
      name: 'Scanner Test Coin',
      symbol: 'SCAN',
      creator: payer.address,
      vaultAddress: fixture.holders[0] as string,
    },
    { address: otherMint, name: 'Scanalot', symbol: 'SCANX', creator: payer.address },
  ]);
  await db.insert(schema.curves).values({
    mint: fixture.mint,
    // Spot 0.02 SOL per whole token ($3 at $150): the price the list shows, and so the scanner.
    virtualSolReserves: 40_000_000_000n,
    virtualTokenReserves: 2_000_000_000n,
    realSolReserves: 10_000_000_000n,
    realTokenReserves: 800_000_000n,
  });
  const now = Date.now();
  // 1 SOL for 100 tokens, then 2 SOL for 100 tokens an hour ago: $1.50 then $3.00 per token at SOL = $150, each
  // leaving the spot at its price (the list's 24 h change is measured from the spot after the last trade before).
  await db.insert(schema.trades).values([
    {
      signature: 'sig-a',
      mint: fixture.mint,
      side: 'buy',
      solLamports: 1_000_000_000n,
      tokenAmount: 100_000_000n,
      trader: payer.address,
      slot: 1n,
      spotPriceSol: 0.01,
      createdAt: new Date(now - 30 * 3600_000),
    },
    {
      signature: 'sig-b',
      mint: fixture.mint,
      side: 'buy',
      solLamports: 2_000_000_000n,
      tokenAmount: 100_000_000n,
      trader: payer.address,
      slot: 2n,
      spotPriceSol: 0.02,
      createdAt: new Date(now - 3600_000),
    },
  ]);
}, 60_000);

describe('scanner API', () => {
  it('resolves a symbol through the token index, exact symbol first', async () => {
    const res = await t.app.request(`${ORIGIN}/api/scanner/resolve?q=scan`);
    expect(res.status).toBe(200);
    const { tokens } = ScannerResolveResponseSchema.parse(await res.json());
    expect(tokens.map((x) => x.symbol)).toEqual(['SCAN', 'SCANX']);
  });

  it('refuses an empty query with 400 naming the field', async () => {
    const res = await t.app.request(`${ORIGIN}/api/scanner/resolve?q=%20`);
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(await res.json()).error.message).toMatch(/^q:/);
  });

  it('answers an unknown token as not indexed, with no trades', async () => {
    const res = await t.app.request(
      `${ORIGIN}/api/scanner/market/${(await generateKeyPairSigner()).address}`,
    );
    expect(ScannerMarketResponseSchema.parse(await res.json())).toMatchObject({ indexed: false, trades: [] });
  });

  it('scans by symbol over /api/rpc and /api/scanner: price, change, market cap and volume from the trades', async () => {
    const { rpc, transport } = createScannerRpc(`${ORIGIN}/api/rpc`, appFetch);
    const report = (await scan(
      { type: 'token', query: '$SCAN', chain: 'solana' },
      { rpc, market: createApiMarketSource(ORIGIN, appFetch) },
    )) as TokenReport;
    expect(report.address).toBe(fixture.mint);
    expect(report.supply).toBe(1_000_000_000n);
    expect(report.holders.count).toBe(20);
    expect(report.market.priceUsd).toBeCloseTo(3, 9);
    expect(report.market.priceChange24hPct).toBeCloseTo(100, 9);
    expect(report.market.marketCapUsd).toBeCloseTo(3000, 6);
    expect(report.market.volume24hUsd).toBeCloseTo(300, 9); // only the trade inside 24 h
    expect(report.name).toBe('Scanner Test Coin'); // no on-chain metadata: the index's name, and said so
    expect(report.metadataSource).toBe('platform-index');
    expect(report.checks.verified.passed).toBeNull();
    expect(report.creator.launches?.map((l) => l.symbol).sort()).toEqual(['SCAN', 'SCANX']);
    expect(report.risks.map((r) => r.code)).not.toContain('LIQUIDITY_UNKNOWN');
    expect(report.market.liquidityUsd).toBeCloseTo(1500, 9); // the curve's 10 SOL at $150
    const vault = report.holders.top.find((h) => h.owner === fixture.holders[0]);
    expect(vault?.label).toBe('Bonding curve vault');
    expect(transport.requests).toBeLessThanOrEqual(4);
  });

  it("reports a wallet's launches from the index", async () => {
    const { rpc } = createScannerRpc(`${ORIGIN}/api/rpc`, appFetch);
    const report = await scan(
      { type: 'wallet', query: fixture.payer.address, chain: 'solana' },
      { rpc, market: createApiMarketSource(ORIGIN, appFetch) },
    );
    if (report?.kind !== 'wallet') throw new Error('not a wallet report');
    expect(report.launches?.map((l) => l.address).sort()).toEqual([fixture.mint, otherMint].sort());
  });

  it('says when a symbol matches nothing', async () => {
    const { rpc } = createScannerRpc(`${ORIGIN}/api/rpc`, appFetch);
    await expect(
      scan(
        { type: 'token', query: 'NOPE', chain: 'solana' },
        { rpc, market: createApiMarketSource(ORIGIN, appFetch) },
      ),
    ).rejects.toMatchObject({ code: 'SCAN__SYMBOL_NOT_FOUND' });
  });
});
