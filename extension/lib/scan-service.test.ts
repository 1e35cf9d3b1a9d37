import { type Address, getAddressEncoder } from '@solana/kit';
import { AppError } from '@solpad/core/errors';
import { type scan, type TokenReport, unknownActors } from '@solpad/core/scanner';
import { describe, expect, it } from 'vitest';
import { createScanService, RAYDIUM_AMM_V4, SCAN_CACHE_MS } from './scan-service';

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const API = 'http://127.0.0.1:8787';

function fakeScanner() {
  const calls: string[] = [];
  const impl = (async (request) => {
    calls.push(request.query);
    if (request.query === 'NOPE') throw new AppError('SCAN__SYMBOL_NOT_FOUND');
    return {
      kind: 'token',
      address: MINT,
      name: 'USD Coin',
      symbol: 'USDC',
      score: 72,
      riskLevel: 'medium',
      scannedAt: 1,
      risks: [
        { type: 'danger', code: 'x', message: 'Freeze authority is active', evidence: 'mint', weight: 20 },
      ],
      opportunities: [],
      market: { priceUsd: 1, liquidityUsd: null, priceChange24hPct: null, volume24hUsd: null, source: null },
      holders: { count: 12, top10SharePct: 40 },
      creator: { address: null, sharePct: null },
      createdAt: null,
      createdAtSource: null,
      levelCaps: [{ code: 'YOUNG', reason: 'Younger than 1 hour, or its age is unknown' }],
      actors: unknownActors(),
    } as unknown as TokenReport;
  }) as typeof scan;
  return { calls, impl };
}

describe('createScanService', () => {
  it('serves a repeat scan from the cache for five minutes, by address or by the query that found it', async () => {
    let now = 0;
    const { calls, impl } = fakeScanner();
    const service = createScanService({ apiBase: async () => API, now: () => now, scanImpl: impl });
    const first = await service.scanToken('USDC');
    expect(first).toMatchObject({ ok: true, cached: false, summary: { address: MINT, colour: 'yellow' } });
    expect(first.ok && first.summary.reportUrl).toBe(`${API}/tools/scanner?type=token&q=${MINT}`);
    expect(first.ok && first.summary.liquidityUsd).toBeNull();
    // The level's caps and the actor analysis travel with the summary, in words.
    expect(first.ok && first.summary.levelCaps).toEqual(['Younger than 1 hour, or its age is unknown']);
    expect(first.ok && first.summary.actors).toBe('Actors unknown: who bought at launch could not be read');
    // The full report's digest travels with it: every finding with its evidence, unknowns as null.
    expect(first.ok && first.summary.digest?.findings).toEqual([
      { type: 'danger', message: 'Freeze authority is active', evidence: 'mint', weight: 20 },
    ]);
    expect(first.ok && first.summary.digest?.actors).toMatchObject({ snipers: null, top10SharePct: 40 });
    expect(first.ok && first.summary.digest?.market).toMatchObject({ holders: 12, age: null });
    expect(await service.scanToken(MINT)).toMatchObject({ ok: true, cached: true });
    now = SCAN_CACHE_MS - 1;
    expect(await service.scanToken('$USDC')).toMatchObject({ ok: true, cached: true });
    expect(calls).toEqual(['USDC']);
    now = SCAN_CACHE_MS + 1;
    expect(await service.scanToken(MINT)).toMatchObject({ ok: true, cached: false });
    expect(calls).toEqual(['USDC', MINT]);
    expect(service.recent().map((s) => s.address)).toEqual([MINT]);
  });

  it('shares one run between concurrent scans and survives a snapshot round trip', async () => {
    const { calls, impl } = fakeScanner();
    const service = createScanService({ apiBase: async () => API, now: () => 0, scanImpl: impl });
    await Promise.all([service.scanToken(MINT), service.scanToken(MINT)]);
    expect(calls).toHaveLength(1);
    const restored = createScanService({ apiBase: async () => API, now: () => 0, scanImpl: impl });
    restored.restore(JSON.parse(JSON.stringify(service.snapshot())));
    expect(await restored.scanToken(MINT)).toMatchObject({ ok: true, cached: true });
    restored.restore({ cache: 'garbage' });
    expect(calls).toHaveLength(1);
  });

  it('answers the scanner error as a sentence and caches nothing', async () => {
    const { calls, impl } = fakeScanner();
    const service = createScanService({ apiBase: async () => API, scanImpl: impl });
    expect(await service.scanToken('NOPE')).toEqual({
      ok: false,
      error: 'No token with this symbol or name was found',
    });
    await service.scanToken('NOPE');
    expect(calls).toEqual(['NOPE', 'NOPE']);
  });
});

describe('resolvePair', () => {
  const TOKEN = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
  const WSOL = 'So11111111111111111111111111111111111111112';
  const POOL = '58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2';

  /** A fake /api/rpc answering getAccountInfo with `accounts` (base64 data and owner). */
  function rpcWith(accounts: Record<string, { owner: string; data: Uint8Array } | null>): typeof fetch {
    return (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      const answer = (call: { id: number; params: [string] }) => {
        const acc = accounts[call.params[0]] ?? null;
        return {
          jsonrpc: '2.0',
          id: call.id,
          result: {
            context: { slot: 1 },
            value: acc && {
              owner: acc.owner,
              data: [Buffer.from(acc.data).toString('base64'), 'base64'],
              executable: false,
              lamports: 1,
              rentEpoch: 0,
              space: acc.data.length,
            },
          },
        };
      };
      return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
    }) as typeof fetch;
  }

  const pool = (base: string, quote: string) => {
    const data = new Uint8Array(752);
    data.set(getAddressEncoder().encode(base as Address), 400);
    data.set(getAddressEncoder().encode(quote as Address), 432);
    return { owner: RAYDIUM_AMM_V4, data };
  };

  it('reads the token side of a Raydium AMM v4 pool', async () => {
    const service = createScanService({
      apiBase: async () => API,
      fetchImpl: rpcWith({ [POOL]: pool(WSOL, TOKEN) }),
    });
    expect(await service.resolvePair(POOL)).toBe(TOKEN);
    const other = createScanService({
      apiBase: async () => API,
      fetchImpl: rpcWith({ [POOL]: pool(TOKEN, WSOL) }),
    });
    expect(await other.resolvePair(POOL)).toBe(TOKEN);
  });

  it('answers null for a missing or unknown account', async () => {
    const service = createScanService({
      apiBase: async () => API,
      fetchImpl: rpcWith({
        [POOL]: { owner: '11111111111111111111111111111111', data: new Uint8Array(752) },
      }),
    });
    expect(await service.resolvePair(POOL)).toBeNull();
    expect(await service.resolvePair(TOKEN)).toBeNull();
  });
});
