import { HealthSchema, PortfolioResponseSchema, StatsSchema } from '@solpad/core/schemas';
import { describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASE_KIND } from '../test/support';
import { useTestApp } from '../test/use-test-app';
import { schema } from './db';
import { HOT_CACHE_TTL_MS } from './lib/hot-cache';

const t = useTestApp();

function rpc(body: unknown) {
  return t.app.request('/api/rpc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('GET /api/health', () => {
  it('reports the database and the localnet with its current slot', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    const health = HealthSchema.parse(await res.json());
    expect(health.status).toBe('ok');
    expect(health.database).toEqual({ ok: true, kind: TEST_DATABASE_KIND });
    expect(health.chain).toMatchObject({ ok: true, mode: 'localnet', cluster: 'localnet' });
    expect(health.chain.slot).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/stats', () => {
  it('computes counts from the database: zeros while nothing exists', async () => {
    const stats = StatsSchema.parse(await (await t.app.request('/api/stats')).json());
    expect(stats).toMatchObject({ tokens: 0, trades24h: 0, volume24hLamports: '0' });
  });

  it('quotes the SOL price the portfolio values holdings at (SOL_USD on the localnet)', async () => {
    const own = await startTestApp({ SOL_USD: '123.45' });
    try {
      const stats = StatsSchema.parse(await (await own.app.request('/api/stats')).json());
      const wallet = 'So11111111111111111111111111111111111111112';
      const portfolio = PortfolioResponseSchema.parse(
        await (await own.app.request(`/api/portfolio/${wallet}`)).json(),
      );
      expect(stats).toMatchObject({ solUsd: 123.45, solUsdSource: 'config' });
      expect(portfolio.solUsd).toBe(stats.solUsd);
    } finally {
      await own.close();
    }
  });

  it('counts tokens, 24 h trades and volume, and ignores trades older than a day', async () => {
    const mint = 'So11111111111111111111111111111111111111112';
    await t.database.db
      .insert(schema.tokens)
      .values({ address: mint, name: 'Test', symbol: 'TST', creator: mint });
    await t.database.db.insert(schema.trades).values([
      {
        signature: 's1',
        mint,
        side: 'buy',
        solLamports: 1_500_000_000n,
        tokenAmount: 10n,
        trader: mint,
        slot: 1n,
      },
      {
        signature: 's2',
        mint,
        side: 'sell',
        solLamports: 500_000_000n,
        tokenAmount: 5n,
        trader: mint,
        slot: 2n,
      },
      {
        signature: 's3',
        mint,
        side: 'buy',
        solLamports: 9_000_000_000n,
        tokenAmount: 1n,
        trader: mint,
        slot: 3n,
        createdAt: new Date(Date.now() - 25 * 3600_000),
      },
    ]);
    // Stats are answered from memory until the market moves: the trade path announces what it records.
    t.events.publish({ type: 'price', token: mint, priceSol: 1, at: Date.now() });
    const stats = StatsSchema.parse(await (await t.app.request('/api/stats')).json());
    expect(stats).toMatchObject({ tokens: 1, trades24h: 2, volume24hLamports: '2000000000' });
    await t.database.db.delete(schema.trades);
    await t.database.db.delete(schema.tokens);
  });

  it('answers concurrent requests from one computation', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, async () =>
        StatsSchema.parse(await (await t.app.request('/api/stats')).json()),
      ),
    );
    expect(new Set(replies.map((r) => r.generatedAt)).size).toBe(1);
  });

  it('counts a wallet as seen once it has a confirmed transaction', async () => {
    const before = StatsSchema.parse(await (await t.app.request('/api/stats')).json()).walletsSeen;
    const reply = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: ['Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp', 1_000_000_000],
    });
    expect(((await reply.json()) as { error?: unknown }).error).toBeUndefined();
    // No market event announces a new wallet: the cached stats show it once their TTL has passed.
    await expect
      .poll(async () => StatsSchema.parse(await (await t.app.request('/api/stats')).json()).walletsSeen, {
        timeout: HOT_CACHE_TTL_MS + 3000,
      })
      .toBe(before + 1);
  });

  it('counts every confirmed transaction of a wallet, however many land at once', async () => {
    const wallets = [
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      'AYx5uEYbNzWSSbn8UemX4emqc7sAkfcWAMHSPQWQ9sE5',
    ];
    const airdrops = [wallets[0], wallets[0], wallets[0], wallets[1]].map((to, i) =>
      rpc({ jsonrpc: '2.0', id: i, method: 'requestAirdrop', params: [to, 1_000_000 + i] }),
    );
    for (const reply of await Promise.all(airdrops))
      expect(((await reply.json()) as { error?: unknown }).error).toBeUndefined();
    const counts = async () =>
      Object.fromEntries(
        (await t.database.db.select().from(schema.walletsSeen))
          .filter((w) => wallets.includes(w.address))
          .map((w) => [w.address, w.transactions]),
      );
    await expect
      .poll(counts, { timeout: 3000 })
      .toEqual({ [wallets[0] as string]: 3, [wallets[1] as string]: 1 });
  });
});

describe('POST /api/rpc and /api/helius/rpc', () => {
  it('answers getBalance on both paths in Solana’s shape', async () => {
    for (const p of ['/api/rpc', '/api/helius/rpc']) {
      const res = await t.app.request(p, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 7,
          method: 'getBalance',
          params: ['Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp'],
        }),
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        jsonrpc: '2.0',
        id: 7,
        result: { context: { slot: expect.any(Number) }, value: expect.any(Number) },
      });
    }
  });

  it('turns malformed requests into JSON-RPC errors with HTTP 200', async () => {
    const cases: Array<[unknown, number]> = [
      ['{not json', -32700],
      [[], -32600],
      [{ jsonrpc: '2.0', id: 1, method: 'noSuchMethod' }, -32601],
      [{ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-an-address'] }, -32602],
    ];
    for (const [body, code] of cases) {
      const res = await rpc(body);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(code);
    }
  });

  it('refuses bodies over the size limit', async () => {
    const res = await rpc(`"${'x'.repeat(600 * 1024)}"`);
    expect(res.status).toBe(413);
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the error shape', async () => {
    const res = await t.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answer the same to /api in other letter cases (never a page of the site)', async () => {
    for (const path of ['/API/ADMIN/DASHBOARD', '/Api/tokens', '/API']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
