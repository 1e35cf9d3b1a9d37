// The demo seed as a client of its own server: in-process requests to the app, real airdrops from the
// localnet's faucet, and transactions signed as a wallet signs them (seed/demo-tokens.ts drives them).
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import { signWire } from '@solpad/core/token-tools';
import type { ChainBackend } from '../chain/types';

/** The app, asked in-process (the running server's `request`). */
export type SeedRequest = (path: string, init?: RequestInit) => Response | Promise<Response>;

const AIRDROP_MAX = 10n * SOL;
let airdropSeq = 0;

/** Asks the app; a non-2xx answer throws with its body. `parse` checks the body's shape. */
export async function callApi<T>(
  request: SeedRequest,
  path: string,
  init: RequestInit,
  parse?: (body: unknown) => T,
): Promise<T> {
  const res = await request(path, init);
  const body = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return parse ? parse(body) : (body as T);
}

/** POSTs `body` as JSON to the app (see {@link callApi}). */
export const postApi = <T>(request: SeedRequest, path: string, body: unknown, parse?: (b: unknown) => T) =>
  callApi<T>(
    request,
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    parse,
  );

/** Real airdrops from the localnet's faucet, each from its own rate-limit bucket (the seed is no client). */
async function fund(chain: ChainBackend, to: string, lamports: bigint) {
  let left = lamports;
  while (left > 0n) {
    const amount = left > AIRDROP_MAX ? AIRDROP_MAX : left;
    const reply = JSON.parse(
      await chain.handleRpc(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [to, Number(amount)] }),
        { clientId: `demo-seed-${airdropSeq++}` },
      ),
    ) as { error?: { message: string } };
    if (reply.error) throw new Error(`airdrop: ${reply.error.message}`);
    left -= amount;
  }
}

/** A new wallet holding `lamports` (airdropped). */
export async function fundedWallet(chain: ChainBackend, lamports: bigint): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await fund(chain, signer.address, lamports);
  return signer;
}

/** Signs a wire transaction with `signers` and sends it through the app's JSON-RPC. */
export async function signAndSend(
  request: SeedRequest,
  wire: string,
  signers: KeyPairSigner[],
): Promise<string> {
  const reply = await postApi<{ result?: string; error?: { message: string } }>(request, '/api/rpc', {
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: [await signWire(wire, signers), { encoding: 'base64' }],
  });
  if (!reply.result) throw new Error(`sendTransaction: ${reply.error?.message ?? 'no signature'}`);
  return reply.result;
}

/** How many of `mint`'s tokens `owner` holds, read through the app's JSON-RPC. */
export async function tokensOf(request: SeedRequest, owner: string, mint: string): Promise<bigint> {
  const reply = await postApi<{
    result?: { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] };
  }>(request, '/api/rpc', {
    jsonrpc: '2.0',
    id: 1,
    method: 'getTokenAccountsByOwner',
    params: [owner, { mint }, { encoding: 'jsonParsed' }],
  });
  return (reply.result?.value ?? []).reduce(
    (sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount),
    0n,
  );
}
