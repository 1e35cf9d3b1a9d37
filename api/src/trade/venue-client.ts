// The client side of the venue for tests and benchmarks: wallets funded by real airdrops, and launching and
// trading as a user does (sign with real keys; a launch is sent through the app's JSON-RPC, a trade is submitted
// to the venue, which co-signs and sends it). It needs no app code, so it also drives a running server.
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import type {
  LaunchPrepareRequest,
  TradeQuoteRequest,
  TradeQuoteResponse,
  TradeRecord,
} from '@solpad/core/schemas';
import type { ChainBackend } from '../chain/types';
import { addSignatureOffThread, splitWire } from '../chain/wire';

let airdropClient = 0;

/**
 * Signs a base64 wire transaction with `signers`: the bytes kit's `partiallySignTransaction` makes (wire.test.ts),
 * with node:crypto's Ed25519 on libuv's thread pool — this client's wallets run in the benchmark's process, beside
 * the server, where a browser wallet would sign on the user's machine: not on the thread serving requests.
 */
async function signWire(wire: string, signers: readonly KeyPairSigner[]): Promise<string> {
  let bytes: Uint8Array = new Uint8Array(Buffer.from(wire, 'base64'));
  for (const signer of signers) {
    const parts = splitWire(bytes);
    if (!parts) throw new Error('not a wire transaction');
    bytes = await addSignatureOffThread(parts, signer);
  }
  return Buffer.from(bytes).toString('base64');
}

/**
 * Where a venue client sends its calls: a test app (in-process, `app.request`) and its chain, or a running server
 * (a requester over real sockets, such as test-support's `httpRequester`) with no chain at hand, whose airdrops
 * then go through its JSON-RPC like any client's (within the faucet's per-client limit).
 */
export interface VenueTarget {
  app: { request(input: string, init?: RequestInit, env?: unknown): Response | Promise<Response> };
  chain?: Pick<ChainBackend, 'handleRpc'>;
}

/** A venue client's calls to the app: JSON-RPC, a JSON POST (from the client's address) and a JSON GET. */
interface VenueCalls {
  rpc<T = unknown>(method: string, params: unknown[]): Promise<T>;
  post(
    pathname: string,
    body: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> & { error?: { code: string } } }>;
  get<T>(pathname: string): Promise<T>;
}

/** A trade to quote, as a test states it: the wallet is the signer's, the slippage 1 % unless given. */
type TradeAsk = Omit<TradeQuoteRequest, 'wallet' | 'slippageBps'> & { slippageBps?: number };

function venueCalls(t: VenueTarget, opts: { ip?: string }): VenueCalls {
  const env = opts.ip
    ? { incoming: { socket: { remoteAddress: opts.ip, remoteFamily: 'IPv4', remotePort: 40_000 } } }
    : undefined;
  return {
    async rpc<T = unknown>(method: string, params: unknown[]): Promise<T> {
      const res = await t.app.request('/api/rpc', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const body = (await res.json()) as { result?: T; error?: { message: string } };
      if (body.error) throw new Error(body.error.message);
      return body.result as T;
    },
    async post(pathname: string, body: unknown) {
      const res = await t.app.request(
        pathname,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        env,
      );
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown> & { error?: { code: string } },
      };
    },
    async get<T>(pathname: string): Promise<T> {
      const res = await t.app.request(pathname);
      if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}

/** Real airdrops (10 SOL each at most; each from its own rate-limit bucket). */
async function fund(t: VenueTarget, calls: VenueCalls, to: string, sol: number) {
  let left = BigInt(Math.round(sol * 1e9));
  while (left > 0n) {
    const amount = left > 10_000_000_000n ? 10_000_000_000n : left;
    if (!t.chain) {
      await calls.rpc('requestAirdrop', [to, Number(amount)]);
      left -= amount;
      continue;
    }
    const reply = JSON.parse(
      await t.chain.handleRpc(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [to, Number(amount)] }),
        { clientId: `airdrop-${airdropClient++}` },
      ),
    ) as { error?: { message: string } };
    if (reply.error) throw new Error(reply.error.message);
    left -= amount;
  }
}

/** Signs a base64 wire transaction with `signers` and sends it; returns the signature. */
async function signAndSend(calls: VenueCalls, wire: string, signers: KeyPairSigner[]): Promise<string> {
  return calls.rpc<string>('sendTransaction', [await signWire(wire, signers), { encoding: 'base64' }]);
}

/** Launches a token through the API as a creator would; returns the mint and the confirm reply. */
async function launch(
  calls: VenueCalls,
  creator: KeyPairSigner,
  form: Partial<Omit<LaunchPrepareRequest, 'creator' | 'mint'>> = {},
): Promise<{ mint: string; signature: string; prepared: Record<string, unknown> }> {
  const mint = await generateKeyPairSigner();
  const prepared = await calls.post('/api/launch/prepare', {
    name: 'Test Token',
    symbol: 'TEST',
    description: 'A token launched by a test',
    platform: 'PumpFun',
    ...form,
    creator: creator.address,
    mint: mint.address,
  });
  if (prepared.status !== 200) throw new Error(`prepare: ${JSON.stringify(prepared.body)}`);
  const signature = await signAndSend(calls, prepared.body.transaction as string, [mint, creator]);
  const confirmed = await calls.post('/api/launch/confirm', { signature });
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
  return { mint: mint.address, signature, prepared: prepared.body };
}

/**
 * `POST /api/trade/submit` of a quote's versions signed by `w` (as the web does after one wallet prompt): all of
 * them, or those at the given indexes.
 */
async function submit(
  calls: VenueCalls,
  w: KeyPairSigner,
  q: Pick<TradeQuoteResponse, 'quoteId' | 'versions'>,
  indexes?: number[],
) {
  const chosen = indexes ? indexes.map((i) => q.versions[i]) : q.versions;
  const transactions = await Promise.all(
    chosen.map((v) => {
      if (!v) throw new Error('no such version');
      return signWire(v.transaction, [w]);
    }),
  );
  return calls.post('/api/trade/submit', { quoteId: q.quoteId, transactions });
}

/**
 * Quote → sign every version → submit, as the web does. A quote whose every version went stale before it was
 * submitted (trades sent first moved the price beyond the slippage: 409 TRADE__SLIPPAGE) is requested and signed
 * again; tests and the bench trade concurrently, so this retries up to `attempts` times (the web leaves that to
 * the user).
 */
async function trade(
  calls: VenueCalls,
  w: KeyPairSigner,
  req: TradeAsk,
  attempts = 100,
): Promise<{ quote: TradeQuoteResponse; signature: string; trade: TradeRecord; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    const reply = await calls.post('/api/trade/quote', { slippageBps: 100, ...req, wallet: w.address });
    const stale = (r: typeof reply) => r.status === 409 && r.body.error?.code === 'TRADE__SLIPPAGE';
    if (reply.status === 200) {
      const q = reply.body as unknown as TradeQuoteResponse;
      const done = await submit(calls, w, q);
      if (done.status === 200) {
        const trade = done.body.trade as TradeRecord;
        return { quote: q, signature: trade.signature, trade, attempts: attempt };
      }
      if (!stale(done) || attempt >= attempts)
        throw new Error(`submit: ${done.status} ${JSON.stringify(done.body)}`);
    } else if (!stale(reply) || attempt >= attempts) {
      throw new Error(`quote: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    // Concurrent callers retrying in step would collide again: a short random pause spreads them.
    await new Promise((r) => setTimeout(r, Math.random() * 10 * Math.min(attempt, 10)));
  }
}

/**
 * The client side of the venue, against one test app. With `ip`, its API calls come from that client address
 * (its own rate-limit buckets and open-quote bound), as from another user's machine.
 */
export function venueClient(t: VenueTarget, opts: { ip?: string } = {}) {
  const calls = venueCalls(t, opts);
  const { rpc, post, get } = calls;
  async function wallet(sol: number): Promise<KeyPairSigner> {
    const signer = await generateKeyPairSigner();
    if (sol > 0) await fund(t, calls, signer.address, sol);
    return signer;
  }
  const balance = async (a: string) => BigInt((await rpc<{ value: number }>('getBalance', [a])).value);
  async function tokenBalance(owner: string, mint: string): Promise<bigint> {
    const reply = await rpc<{
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
    }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }]);
    return reply.value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
  }
  async function quote(w: KeyPairSigner, req: TradeAsk): Promise<TradeQuoteResponse> {
    const reply = await post('/api/trade/quote', { slippageBps: 100, ...req, wallet: w.address });
    if (reply.status !== 200) throw new Error(`quote: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body as unknown as TradeQuoteResponse;
  }
  return {
    rpc,
    post,
    get,
    fund: (to: string, sol: number) => fund(t, calls, to, sol),
    wallet,
    sign: signWire,
    signAndSend: (wire: string, signers: KeyPairSigner[]) => signAndSend(calls, wire, signers),
    balance,
    tokenBalance,
    launch: (creator: KeyPairSigner, form?: Partial<Omit<LaunchPrepareRequest, 'creator' | 'mint'>>) =>
      launch(calls, creator, form),
    quote,
    submit: (w: KeyPairSigner, q: Pick<TradeQuoteResponse, 'quoteId' | 'versions'>, indexes?: number[]) =>
      submit(calls, w, q, indexes),
    trade: (w: KeyPairSigner, req: TradeAsk, attempts?: number) => trade(calls, w, req, attempts),
  };
}
