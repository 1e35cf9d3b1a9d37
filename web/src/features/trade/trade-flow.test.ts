import type { TradeQuoteRequest } from '@solpad/core/schemas';
import { describe, expect, it, vi } from 'vitest';
import { executeTrade, TradeError, tradeErrorMessage } from './trade-flow';

const MINT = 'So11111111111111111111111111111111111111112';
const WALLET = '11111111111111111111111111111111';
const request: TradeQuoteRequest = {
  mint: MINT,
  side: 'buy',
  amount: '1000000000',
  amountIs: 'sol',
  slippageBps: 100,
  wallet: WALLET,
};
const quote = {
  quoteId: 'q1',
  transaction: btoa('wire'),
  venue: 'curve',
  side: 'buy',
  solLamports: '1000000000',
  tokenAmount: '34000000000000',
  feeLamports: '9900991',
  expected: '34000000000000',
  minimum: '33660000000000',
  priceImpactBps: 330,
  expiresAt: new Date().toISOString(),
  lastValidBlockHeight: '150',
};
const trade = {
  signature: 'sig1',
  mint: MINT,
  venue: 'curve',
  side: 'buy',
  solLamports: '1000000000',
  tokenAmount: '34000000000000',
  feeLamports: '9900991',
  priceSol: 0.00000003,
  trader: WALLET,
  slot: '10',
  at: new Date().toISOString(),
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('executeTrade', () => {
  it('quotes, has the wallet sign the venue-signed bytes, then settles the signature', async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
      calls.push(`${String(path)} ${init?.body}`);
      return String(path).endsWith('/quote') ? json(200, quote) : json(200, { trade });
    });
    const signAndSend = vi.fn(async (wire: Uint8Array) => {
      expect(new TextDecoder().decode(wire)).toBe('wire');
      return 'sig1';
    });
    const done = await executeTrade({ fetch: fetch as typeof globalThis.fetch, signAndSend }, request);
    expect(done.signature).toBe('sig1');
    expect(done.trade.tokenAmount).toBe('34000000000000');
    expect(calls[0]).toContain('/api/trade/quote');
    expect(calls[1]).toBe('/api/trade/settle {"signature":"sig1"}');
  });

  it('turns the venue slippage refusal into a readable message', async () => {
    const fetch = async () => json(409, { error: { code: 'TRADE__SLIPPAGE', message: 'moved' } });
    const err = await executeTrade({ fetch, signAndSend: async () => 'x' }, request).catch((e) => e);
    expect(err).toBeInstanceOf(TradeError);
    expect(tradeErrorMessage(err)).toMatch(/slippage tolerance/);
  });

  it('reports insufficient SOL with the spec text', async () => {
    const fetch = async () => json(400, { error: { code: 'TX__INSUFFICIENT_SOL', message: 'x' } });
    const err = await executeTrade({ fetch, signAndSend: async () => 'x' }, request).catch((e) => e);
    expect(tradeErrorMessage(err)).toBe('Insufficient SOL balance');
  });

  it('maps a wallet rejection to "Transaction cancelled by user" and never settles', async () => {
    const fetch = vi.fn(async () => json(200, quote));
    const err = await executeTrade(
      { fetch, signAndSend: async () => Promise.reject({ code: 4001, message: 'no' }) },
      request,
    ).catch((e) => e);
    expect(tradeErrorMessage(err)).toBe('Transaction cancelled by user');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for a fresh quote once when the blockhash expired in the wallet, then says the quote expired', async () => {
    const fetch = vi.fn(async () => json(200, quote));
    const signAndSend = vi.fn(async () => Promise.reject(new Error('Blockhash not found')));
    const err = await executeTrade({ fetch, signAndSend }, request).catch((e) => e);
    expect(signAndSend).toHaveBeenCalledTimes(2);
    expect(tradeErrorMessage(err)).toMatch(/quote expired/);
  });

  it('retries settle while the transaction is not visible yet', async () => {
    let settles = 0;
    const fetch = async (path: string | URL | Request) => {
      if (String(path).endsWith('/quote')) return json(200, quote);
      settles++;
      return settles < 3
        ? json(404, { error: { code: 'TRADE__NOT_FOUND', message: 'not yet' } })
        : json(200, { trade });
    };
    const done = await executeTrade(
      { fetch, signAndSend: async () => 'sig1', sleep: async () => {} },
      request,
    );
    expect(settles).toBe(3);
    expect(done.trade.signature).toBe('sig1');
  });
});
