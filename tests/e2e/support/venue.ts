// The client side of the platform's venue, for browser specs: launch a token through the real API the way the
// launch page does (upload the image, prepare, sign with the mint and the creator, send, confirm) and read
// balances back from the chain through /api/rpc.
import { deflateSync } from 'node:zlib';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { signWire } from '@solpad/core/token-tools';
import { airdrop } from './localnet';
import { test } from './test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG (size × size, a diagonal gradient between two colours), for the token's image. */
export function gradientPng(size = 64, from = [139, 92, 246], to = [16, 185, 129]): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      for (let c = 0; c < 3; c++) {
        raw[y * (size * 3 + 1) + 1 + x * 3 + c] = Math.round(
          (from[c] as number) * (1 - t) + (to[c] as number) * t,
        );
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function post<T>(baseURL: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A JSON-RPC call to the test server's chain. */
export async function rpcCall<T>(baseURL: string, method: string, params: unknown[]): Promise<T> {
  const reply = await post<{ result?: T; error?: { message: string } }>(baseURL, '/api/rpc', {
    jsonrpc: '2.0',
    id: 1,
    method,
    params,
  });
  if (reply.error) throw new Error(reply.error.message);
  return reply.result as T;
}

/** Base units of `mint` held by `owner`, read from the chain. */
export async function tokenBalance(baseURL: string, owner: string, mint: string): Promise<bigint> {
  const reply = await rpcCall<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  }>(baseURL, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }]);
  return reply.value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
}

/** What {@link launchToken} launched. */
export interface Launched {
  mint: string;
  creator: KeyPairSigner;
  imageUrl: string;
}

/**
 * A token's name and symbol tagged with a random 4-digit number: a failed test restarts the worker and runs its
 * setup again on the same chain, so each run's token has its own name and symbol.
 */
export function taggedToken(name: string, symbolPrefix: string): { name: string; symbol: string } {
  const tag = Math.floor(Math.random() * 9000) + 1000;
  return { name: `${name} ${tag}`, symbol: `${symbolPrefix}${tag}` };
}

/**
 * A {@link taggedToken} launched once for the calling `test.describe`, in its `beforeAll`: its name and symbol
 * at once, its `mint` once the launch is done.
 */
export function launchedForDescribe(baseURL: string, name: string, symbolPrefix: string) {
  const token = { ...taggedToken(name, symbolPrefix), mint: '' };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    token.mint = (await launchToken(baseURL, token)).mint;
  });
  return token;
}

/**
 * Launches a token on the bonding curve through the API, as the launch page does: the image is uploaded,
 * `/api/launch/prepare` builds the transaction, the mint and a freshly funded creator sign it, it is sent
 * through `/api/rpc` and `/api/launch/confirm` records it.
 */
export async function launchToken(
  baseURL: string,
  form: { name: string; symbol: string; description?: string; website?: string },
): Promise<Launched> {
  const creator = await generateKeyPairSigner();
  const mint = await generateKeyPairSigner();
  await airdrop(`${baseURL}/api/rpc`, creator.address, 2_000_000_000n);
  const upload = await fetch(`${baseURL}/api/uploads/image`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(gradientPng()),
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const image = (await upload.json()) as { id: string; url: string };
  const prepared = await post<{ transaction: string }>(baseURL, '/api/launch/prepare', {
    name: form.name,
    symbol: form.symbol,
    description: form.description ?? 'Launched by the token list browser test',
    links: form.website ? { website: form.website } : {},
    platform: 'PumpFun',
    image: image.id,
    creator: creator.address,
    mint: mint.address,
  });
  const signature = await rpcCall<string>(baseURL, 'sendTransaction', [
    await signWire(prepared.transaction, [mint, creator]),
    { encoding: 'base64' },
  ]);
  await post(baseURL, '/api/launch/confirm', { signature });
  return { mint: mint.address, creator, imageUrl: image.url };
}

/** A funded wallet of the test's own (a key pair in node). */
export async function fundedWallet(baseURL: string, lamports: bigint): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await airdrop(`${baseURL}/api/rpc`, signer.address, lamports);
  return signer;
}

/**
 * Trades as `venueClient.trade` does: quote → the wallet signs every version of the quote as it is (one prompt) →
 * submit (the venue co-signs the best version the price still allows, sends and records it). A quote whose every
 * version went stale before its submit (others' trades moved the price beyond the slippage) is asked for again, a
 * few times. Returns the trade's signature.
 */
export async function trade(
  baseURL: string,
  wallet: KeyPairSigner,
  request: { mint: string; side: 'buy' | 'sell'; amount: bigint; amountIs: 'sol' | 'token' },
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const quote = await post<{ quoteId: string; versions: { transaction: string }[] }>(
      baseURL,
      '/api/trade/quote',
      { ...request, amount: request.amount.toString(), slippageBps: 500, wallet: wallet.address },
    );
    const transactions = await Promise.all(quote.versions.map((v) => signWire(v.transaction, [wallet])));
    const res = await fetch(`${baseURL}/api/trade/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quoteId: quote.quoteId, transactions }),
    });
    const body = (await res.json()) as { trade?: { signature: string }; error?: { code: string } };
    if (res.ok && body.trade) return body.trade.signature;
    if (attempt >= 5 || body.error?.code !== 'TRADE__SLIPPAGE')
      throw new Error(`/api/trade/submit: ${res.status} ${JSON.stringify(body)}`);
  }
}
