import {
  address,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
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

/** What the wallet returns: a real legacy wire transaction carrying its signature (64 bytes of 7). */
const SIGNATURE = new Uint8Array(64).fill(7);
const signedWire = (() => {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(WALLET), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 150n },
        m,
      ),
  );
  const tx = compileTransaction(message);
  return new Uint8Array(
    getTransactionEncoder().encode({ ...tx, signatures: { [address(WALLET)]: SIGNATURE as SignatureBytes } }),
  );
})();
const signTransaction = vi.fn(async (_wire: Uint8Array) => signedWire);

type Reply = Response | ((body: Record<string, unknown>) => Response);
/** A fake API: each path answers from its queue of replies (the last one repeats). */
function api(replies: Record<string, Reply[]>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path: String(path), body });
    const queue = replies[String(path)] ?? [];
    const next = (queue.length > 1 ? queue.shift() : queue[0]) as Reply | undefined;
    if (!next) throw new Error(`unexpected call ${String(path)}`);
    return typeof next === 'function' ? next(body) : next.clone();
  });
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe('executeTrade', () => {
  it('quotes, has the wallet sign the bytes as they are (not send), then submits them to the venue', async () => {
    const { fetch, calls } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [json(200, { trade })],
    });
    const sign = vi.fn(async (wire: Uint8Array) => {
      expect(new TextDecoder().decode(wire)).toBe('wire');
      return signedWire;
    });
    const done = await executeTrade({ fetch, signTransaction: sign }, request);
    expect(done.signature).toBe('sig1');
    expect(done.trade.tokenAmount).toBe('34000000000000');
    expect(calls.map((c) => c.path)).toEqual(['/api/trade/quote', '/api/trade/submit']);
    expect(calls[1]?.body).toEqual({ quoteId: 'q1', transaction: btoa(String.fromCharCode(...signedWire)) });
  });

  it('asks for a fresh quote and the wallet once more when the price moved while signing, then says so', async () => {
    const stale = json(409, { error: { code: 'TRADE__SLIPPAGE', message: 'moved' } });
    const { fetch, calls } = api({ '/api/trade/quote': [json(200, quote)], '/api/trade/submit': [stale] });
    signTransaction.mockClear();
    const err = await executeTrade({ fetch, signTransaction }, request).catch((e) => e);
    expect(signTransaction).toHaveBeenCalledTimes(2);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/trade/quote',
      '/api/trade/submit',
      '/api/trade/quote',
      '/api/trade/submit',
    ]);
    expect(tradeErrorMessage(err)).toMatch(/price moved while you were signing/);
  });

  it('lands on the second try when only the first quote went stale', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [
        json(409, { error: { code: 'TRADE__SLIPPAGE', message: 'moved' } }),
        json(200, { trade }),
      ],
    });
    const done = await executeTrade({ fetch, signTransaction }, request);
    expect(done.trade.signature).toBe('sig1');
  });

  it('turns the quote refusing the slippage into a readable message, without asking the wallet', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(409, { error: { code: 'TRADE__SLIPPAGE', message: 'x' } })],
    });
    signTransaction.mockClear();
    const err = await executeTrade({ fetch, signTransaction }, request).catch((e) => e);
    expect(err).toBeInstanceOf(TradeError);
    expect(tradeErrorMessage(err)).toMatch(/slippage tolerance/);
    expect(signTransaction).not.toHaveBeenCalled();
  });

  it('reports insufficient SOL with the spec text', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(400, { error: { code: 'TX__INSUFFICIENT_SOL', message: 'x' } })],
    });
    const err = await executeTrade({ fetch, signTransaction }, request).catch((e) => e);
    expect(tradeErrorMessage(err)).toBe('Insufficient SOL balance');
  });

  it('says a hidden token cannot be traded', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(409, { error: { code: 'TOKEN__HIDDEN', message: 'x' } })],
    });
    const err = await executeTrade({ fetch, signTransaction }, request).catch((e) => e);
    expect(tradeErrorMessage(err)).toMatch(/hidden by the moderators/);
  });

  it('maps a wallet rejection to "Transaction cancelled by user" and never submits', async () => {
    const { fetch, calls } = api({ '/api/trade/quote': [json(200, quote)] });
    const err = await executeTrade(
      { fetch, signTransaction: async () => Promise.reject({ code: 4001, message: 'no' }) },
      request,
    ).catch((e) => e);
    expect(tradeErrorMessage(err)).toBe('Transaction cancelled by user');
    expect(calls).toHaveLength(1);
  });

  it('reads the trade with settle when the submit ended before the chain confirmed it', async () => {
    let settles = 0;
    const { fetch, calls } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [json(504, { error: { code: 'TRADE__PENDING', message: 'sent' } })],
      '/api/trade/settle': [
        () => {
          settles++;
          return settles < 3
            ? json(404, { error: { code: 'TRADE__NOT_FOUND', message: 'not yet' } })
            : json(200, { trade });
        },
      ],
    });
    const done = await executeTrade({ fetch, signTransaction, sleep: async () => {} }, request);
    expect(settles).toBe(3);
    expect(done.trade.signature).toBe('sig1');
    expect(calls.at(-1)?.body).toEqual({ signature: getBase58Decoder().decode(SIGNATURE) });
  });

  it('treats any other 5xx as a service error', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [json(500, { error: { code: 'INTERNAL', message: 'boom' } })],
    });
    const err = await executeTrade({ fetch, signTransaction }, request).catch((e) => e);
    expect(tradeErrorMessage(err)).toBe('Transaction service error - please try again');
  });
});
