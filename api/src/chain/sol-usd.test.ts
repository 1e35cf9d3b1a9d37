// SOL/USD: the configured price on the localnet; on a remote cluster Pyth's SOL/USD price-update account,
// read through the API's remote chain from an RPC server (a real HTTP JSON-RPC upstream that holds the
// account: no cluster is reachable here), checked, and used by the portfolio. Anything wrong → SOL_USD.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSigner, getAddressEncoder } from '@solana/kit';
import { PortfolioResponseSchema, ScannerMarketResponseSchema } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { createEventBus } from '../lib/events';
import { createLogger } from '../lib/logger';
import { createRemoteChain } from './remote';
import {
  decodePriceUpdateV2,
  ORACLE_MAX_AGE_S,
  PRICE_UPDATE_V2_DISCRIMINATOR,
  PYTH_RECEIVER_PROGRAM,
  PYTH_SOL_USD_ACCOUNT,
  PYTH_SOL_USD_FEED_ID,
  priceFromAccount,
  solUsdOf,
} from './sol-usd';

/** A PriceUpdateV2 account's bytes, laid out as the Pyth receiver writes them. */
async function priceUpdate(o: {
  price: bigint;
  exponent: number;
  publishTime: number;
  feedId?: string;
  partial?: boolean;
}): Promise<Uint8Array> {
  const authority = getAddressEncoder().encode((await generateKeyPairSigner()).address);
  const level = o.partial ? Buffer.from([0, 3]) : Buffer.from([1]);
  const msg = Buffer.alloc(32 + 8 + 8 + 4 + 8 + 8 + 8 + 8);
  Buffer.from(o.feedId ?? PYTH_SOL_USD_FEED_ID, 'hex').copy(msg, 0);
  msg.writeBigInt64LE(o.price, 32);
  msg.writeBigUInt64LE(12_345n, 40);
  msg.writeInt32LE(o.exponent, 48);
  msg.writeBigInt64LE(BigInt(o.publishTime), 52);
  msg.writeBigInt64LE(BigInt(o.publishTime - 1), 60);
  msg.writeBigInt64LE(o.price, 68);
  msg.writeBigUInt64LE(1n, 76);
  const slot = Buffer.alloc(8);
  slot.writeBigUInt64LE(987_654n);
  return Buffer.concat([PRICE_UPDATE_V2_DISCRIMINATOR, Buffer.from(authority), level, msg, slot]);
}

const nowS = () => Math.floor(Date.now() / 1000);

describe('Pyth PriceUpdateV2', () => {
  it('decodes fully and partially verified updates', async () => {
    const full = decodePriceUpdateV2(
      await priceUpdate({ price: 14_231_500_000n, exponent: -8, publishTime: 1_700_000_000 }),
    );
    expect(full).toMatchObject({
      verification: 'full',
      feedId: PYTH_SOL_USD_FEED_ID,
      price: 14_231_500_000n,
      exponent: -8,
      publishTime: 1_700_000_000,
      postedSlot: 987_654n,
    });
    const partial = decodePriceUpdateV2(
      await priceUpdate({ price: 1n, exponent: 0, publishTime: 5, partial: true }),
    );
    expect(partial).toMatchObject({
      verification: 'partial',
      price: 1n,
      publishTime: 5,
      postedSlot: 987_654n,
    });
    expect(decodePriceUpdateV2(new Uint8Array(200))).toBeNull();
  });

  it('uses only a fresh, fully verified SOL/USD update owned by the receiver program', async () => {
    const t = nowS();
    const good = await priceUpdate({ price: 14_231_500_000n, exponent: -8, publishTime: t - 30 });
    expect(priceFromAccount({ owner: PYTH_RECEIVER_PROGRAM, data: good }, t)).toEqual({
      usd: 142.315,
      publishTime: t - 30,
    });
    const refused = async (account: Parameters<typeof priceFromAccount>[0]) =>
      'reason' in priceFromAccount(account, t);
    expect(await refused(null)).toBe(true);
    expect(await refused({ owner: '11111111111111111111111111111111', data: good })).toBe(true);
    expect(
      await refused({
        owner: PYTH_RECEIVER_PROGRAM,
        data: await priceUpdate({ price: 1n, exponent: 0, publishTime: t, feedId: 'ab'.repeat(32) }),
      }),
    ).toBe(true);
    expect(
      await refused({
        owner: PYTH_RECEIVER_PROGRAM,
        data: await priceUpdate({ price: 14_000_000_000n, exponent: -8, publishTime: t, partial: true }),
      }),
    ).toBe(true);
    expect(
      await refused({
        owner: PYTH_RECEIVER_PROGRAM,
        data: await priceUpdate({
          price: 14_000_000_000n,
          exponent: -8,
          publishTime: t - ORACLE_MAX_AGE_S - 1,
        }),
      }),
    ).toBe(true);
    expect(
      await refused({
        owner: PYTH_RECEIVER_PROGRAM,
        data: await priceUpdate({ price: -5n, exponent: -8, publishTime: t }),
      }),
    ).toBe(true);
  });
});

describe('SOL/USD on a remote cluster', () => {
  let server: Server;
  let url: string;
  /** What the upstream holds at the oracle address (null: no account). */
  let oracle: { owner: string; data: Uint8Array } | null = null;
  let reads = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string; params: [string] };
        res.setHeader('content-type', 'application/json');
        if (call.method !== 'getAccountInfo' || call.params[0] !== PYTH_SOL_USD_ACCOUNT) {
          res.end(
            JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'not here' } }),
          );
          return;
        }
        reads++;
        const value = oracle && {
          owner: oracle.owner,
          lamports: 2_039_280,
          executable: false,
          rentEpoch: 0,
          space: oracle.data.length,
          data: [Buffer.from(oracle.data).toString('base64'), 'base64'],
        };
        res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: { context: { slot: 1 }, value } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const logger = createLogger('silent');
  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      SOLANA_RPC_URL: url,
      SOL_USD: '99',
      PLATFORM_SECRET: 'sol-usd-test-secret-0123456789abcdef',
      ...env,
    });

  it('reads the oracle, caches it, and falls back to SOL_USD when the account is missing or wrong', async () => {
    let clock = Date.now();
    oracle = {
      owner: PYTH_RECEIVER_PROGRAM,
      data: await priceUpdate({ price: 15_012_345_678n, exponent: -8, publishTime: nowS() - 5 }),
    };
    const source = solUsdOf({
      chain: createRemoteChain({ url }),
      config: config(),
      logger,
      now: () => clock,
    });
    expect(await source.get()).toMatchObject({ usd: 150.12345678, source: 'pyth' });
    const before = reads;
    expect((await source.get()).usd).toBe(150.12345678);
    expect(reads).toBe(before); // cached
    oracle = { owner: '11111111111111111111111111111111', data: oracle.data };
    clock += 31_000;
    expect(await source.get()).toEqual({ usd: 99, source: 'config' });
    oracle = null;
    clock += 31_000;
    expect(await source.get()).toEqual({ usd: 99, source: 'config' });
  });

  it('values the portfolio and the scanner market at the oracle price', async () => {
    oracle = {
      owner: PYTH_RECEIVER_PROGRAM,
      data: await priceUpdate({ price: 18_250_000n, exponent: -5, publishTime: nowS() }),
    };
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const app = createApp({
        config: config(),
        database,
        chain: createRemoteChain({ url }),
        logger,
        events: createEventBus(),
        version: 'test',
      });
      const wallet = (await generateKeyPairSigner()).address;
      const portfolio = PortfolioResponseSchema.parse(
        await (await app.request(`/api/portfolio/${wallet}`)).json(),
      );
      expect(portfolio).toMatchObject({ solUsd: 182.5, solUsdSource: 'pyth' });
      const market = ScannerMarketResponseSchema.parse(
        await (await app.request(`/api/scanner/market/${wallet}`)).json(),
      );
      expect(market.solUsd).toBe(182.5);
    } finally {
      await database.close();
    }
  });
});
