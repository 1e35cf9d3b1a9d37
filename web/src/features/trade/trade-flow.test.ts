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
import { ERROR_MESSAGES } from '@solpad/core/errors';
import type { TradeQuoteRequest } from '@solpad/core/schemas';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { executeTrade, tradeErrorMessage } from './trade-flow';

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
const version = (n: number, tokenAmount: string) => ({
  transaction: btoa(`wire ${n}`),
  solLamports: '1000000000',
  tokenAmount,
  feeLamports: '9900991',
});
const quote = {
  quoteId: 'q1',
  transaction: btoa('wire 0'),
  versions: [version(0, '34000000000000'), version(1, '33830000000000'), version(2, '33660000000000')],
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

/** What the wallet returns: a real legacy wire transaction carrying its signature (64 bytes of `fill`). */
const signedWire = (fill: number) => {
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
  const signature = new Uint8Array(64).fill(fill) as SignatureBytes;
  return new Uint8Array(
    getTransactionEncoder().encode({ ...tx, signatures: { [address(WALLET)]: signature } }),
  );
};
const signatureOf = (fill: number) => getBase58Decoder().decode(new Uint8Array(64).fill(fill));
/** A wallet that signs every version it is given in one call: version n gets signature bytes n + 1. */
const signTransactions = vi.fn(async (wires: Uint8Array[]) => wires.map((_, n) => signedWire(n + 1)));
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

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
  it('quotes, has the wallet sign every version in one prompt (not send), then submits them all', async () => {
    const { fetch, calls } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [json(200, { trade })],
    });
    const sign = vi.fn(async (wires: Uint8Array[]) => {
      expect(wires.map((w) => new TextDecoder().decode(w))).toEqual(['wire 0', 'wire 1', 'wire 2']);
      return wires.map((_, n) => signedWire(n + 1));
    });
    const done = await executeTrade({ fetch, signTransactions: sign }, request);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(done.signature).toBe('sig1');
    expect(done.trade.tokenAmount).toBe('34000000000000');
    expect(calls.map((c) => c.path)).toEqual(['/api/trade/quote', '/api/trade/submit']);
    expect(calls[1]?.body).toEqual({
      quoteId: 'q1',
      transactions: [b64(signedWire(1)), b64(signedWire(2)), b64(signedWire(3))],
    });
  });

  it('beyond the slippage after signing: says so, without asking the wallet again', async () => {
    const moved = json(409, { error: { code: 'TRADE__SLIPPAGE', message: 'moved' } });
    const { fetch, calls } = api({ '/api/trade/quote': [json(200, quote)], '/api/trade/submit': [moved] });
    signTransactions.mockClear();
    const err = await executeTrade({ fetch, signTransactions }, request).catch((e) => e);
    expect(signTransactions).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.path)).toEqual(['/api/trade/quote', '/api/trade/submit']);
    expect(err).toBeInstanceOf(ApiError);
    expect(tradeErrorMessage(err)).toMatch(/beyond your slippage tolerance while you were signing/);
  });

  it('asks for a fresh quote and the wallet once more when the quote expired while signing', async () => {
    const { fetch, calls } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [
        json(409, { error: { code: 'TRADE__QUOTE_EXPIRED', message: 'late' } }),
        json(200, { trade }),
      ],
    });
    signTransactions.mockClear();
    const done = await executeTrade({ fetch, signTransactions }, request);
    expect(done.trade.signature).toBe('sig1');
    expect(signTransactions).toHaveBeenCalledTimes(2);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/trade/quote',
      '/api/trade/submit',
      '/api/trade/quote',
      '/api/trade/submit',
    ]);
  });

  it('turns the quote refusing the slippage into a readable message, without asking the wallet', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(409, { error: { code: 'TRADE__SLIPPAGE', message: 'x' } })],
    });
    signTransactions.mockClear();
    const err = await executeTrade({ fetch, signTransactions }, request).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(tradeErrorMessage(err)).toMatch(/slippage tolerance/);
    expect(signTransactions).not.toHaveBeenCalled();
  });

  it('reports insufficient SOL with the spec text', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(400, { error: { code: 'TX__INSUFFICIENT_SOL', message: 'x' } })],
    });
    const err = await executeTrade({ fetch, signTransactions }, request).catch((e) => e);
    expect(tradeErrorMessage(err)).toBe('Insufficient SOL balance');
  });

  it('says a hidden token cannot be traded', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(409, { error: { code: 'TOKEN__HIDDEN', message: 'x' } })],
    });
    const err = await executeTrade({ fetch, signTransactions }, request).catch((e) => e);
    expect(tradeErrorMessage(err)).toMatch(/hidden by the moderators/);
  });

  it('maps a wallet rejection to "Transaction cancelled by user" and never submits', async () => {
    const { fetch, calls } = api({ '/api/trade/quote': [json(200, quote)] });
    const err = await executeTrade(
      { fetch, signTransactions: async () => Promise.reject({ code: 4001, message: 'no' }) },
      request,
    ).catch((e) => e);
    expect(tradeErrorMessage(err)).toBe('Transaction cancelled by user');
    expect(calls).toHaveLength(1);
  });

  it('refuses a wallet that signed fewer versions than it was given, and never submits', async () => {
    const { fetch, calls } = api({ '/api/trade/quote': [json(200, quote)] });
    const err = await executeTrade({ fetch, signTransactions: async () => [signedWire(1)] }, request).catch(
      (e) => e,
    );
    expect(tradeErrorMessage(err)).toBe(ERROR_MESSAGES.TX__FAILED);
    expect(calls).toHaveLength(1);
  });

  it('reads the sent version with settle when the submit ended before the chain confirmed it', async () => {
    let settles = 0;
    const { fetch, calls } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [
        json(504, {
          error: { code: 'TRADE__PENDING', message: 'sent' },
          pending: { signature: signatureOf(2) },
        }),
      ],
      '/api/trade/settle': [
        () => {
          settles++;
          return settles < 3
            ? json(404, { error: { code: 'TRADE__NOT_FOUND', message: 'not yet' } })
            : json(200, { trade });
        },
      ],
    });
    const done = await executeTrade({ fetch, signTransactions, sleep: async () => {} }, request);
    expect(settles).toBe(3);
    expect(done.trade.signature).toBe('sig1');
    expect(calls.filter((c) => c.path === '/api/trade/settle').map((c) => c.body)).toEqual(
      Array.from({ length: 3 }, () => ({ signature: signatureOf(2) })),
    );
  });

  it('without the sent version named, looks for each version until one is found', async () => {
    const { fetch, calls } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [json(504, { error: { code: 'TRADE__PENDING', message: 'sent' } })],
      '/api/trade/settle': [
        (body) =>
          body.signature === signatureOf(3)
            ? json(200, { trade })
            : json(404, { error: { code: 'TRADE__NOT_FOUND', message: 'not this one' } }),
      ],
    });
    const done = await executeTrade({ fetch, signTransactions, sleep: async () => {} }, request);
    expect(done.trade.signature).toBe('sig1');
    expect(calls.filter((c) => c.path === '/api/trade/settle').map((c) => c.body.signature)).toEqual([
      signatureOf(1),
      signatureOf(2),
      signatureOf(3),
    ]);
  });

  it('treats any other 5xx as a service error', async () => {
    const { fetch } = api({
      '/api/trade/quote': [json(200, quote)],
      '/api/trade/submit': [json(500, { error: { code: 'INTERNAL', message: 'boom' } })],
    });
    const err = await executeTrade({ fetch, signTransactions }, request).catch((e) => e);
    expect(tradeErrorMessage(err)).toBe('Transaction service error - please try again');
  });
});
