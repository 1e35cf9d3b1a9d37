/**
 * The SOL price in USD the API values holdings with (spec: "SOL/USD from configuration on localnet; on mainnet
 * read from an on-chain oracle account").
 *
 * On a remote cluster it is read from Pyth's sponsored SOL/USD price-update account (the same address on
 * mainnet-beta and devnet): a `PriceUpdateV2` account of the Pyth Solana receiver program, Borsh-encoded after
 * Anchor's 8-byte discriminator:
 *   write_authority: Pubkey (32) · verification_level: enum { Partial { num_signatures: u8 } = 0, Full = 1 }
 *   · price_message: { feed_id: [u8; 32], price: i64, conf: u64, exponent: i32, publish_time: i64,
 *     prev_publish_time: i64, ema_price: i64, ema_conf: u64 } · posted_slot: u64.
 * The account is accepted only if the receiver program owns it, its discriminator is PriceUpdateV2's, the feed
 * is SOL/USD, the update was fully verified and it is no older than ORACLE_MAX_AGE_S. Otherwise (and on the
 * localnet, where no oracle exists) the configured SOL_USD is used, and the answer says which source it is.
 */
import { createHash } from 'node:crypto';
import { type Address, address, getBase58Decoder } from '@solana/kit';
import type { AppConfig } from '../config';
import { createChainRpc } from '../lib/chain-rpc';
import type { Logger } from '../lib/logger';
import type { ChainBackend } from './types';

/** Pyth's Solana receiver program: the owner of price-update accounts. */
export const PYTH_RECEIVER_PROGRAM = address('rec5EKMGg6MxZYaMdyBfgwp4d5rB9T1VQH5pJv5LtFJ');
/** Pyth's sponsored SOL/USD price-update account (shard 0), mainnet-beta and devnet. */
export const PYTH_SOL_USD_ACCOUNT = address('7UVimffxr9ow1uXYxsr4LHAcV58mLzhmwaeKvJ1pjLiE');
/** Pyth's SOL/USD feed id. */
export const PYTH_SOL_USD_FEED_ID = 'ef0d8b6fda2ceba41da15d4095d1da392a0d2f8ed0c6c7bc0f4cfac8c280b56d';
/** An update older than this is not used (the sponsored feed is pushed at least every minute or so). */
export const ORACLE_MAX_AGE_S = 15 * 60;
/** How long a read price is reused before the account is read again. */
export const ORACLE_CACHE_MS = 30_000;

/** Anchor's account discriminator: the first 8 bytes of sha256("account:<Name>"). */
export const PRICE_UPDATE_V2_DISCRIMINATOR = createHash('sha256')
  .update('account:PriceUpdateV2')
  .digest()
  .subarray(0, 8);

/** A decoded Pyth price update. */
export interface PythPriceUpdate {
  writeAuthority: string;
  verification: 'full' | 'partial';
  feedId: string;
  price: bigint;
  conf: bigint;
  exponent: number;
  publishTime: number;
  postedSlot: bigint;
}

/** Decodes a PriceUpdateV2 account's data; null when it is not one (wrong discriminator, size or enum). */
export function decodePriceUpdateV2(data: Uint8Array): PythPriceUpdate | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 8 + 32 + 1) return null;
  if (!PRICE_UPDATE_V2_DISCRIMINATOR.equals(Buffer.from(data.subarray(0, 8)))) return null;
  let o = 8;
  const writeAuthority = base58.decode(data.subarray(o, o + 32));
  o += 32;
  const level = data[o];
  if (level !== 0 && level !== 1) return null;
  o += level === 0 ? 2 : 1;
  if (data.length < o + 32 + 8 * 2 + 4 + 8 * 4 + 8) return null;
  const feedId = Buffer.from(data.subarray(o, o + 32)).toString('hex');
  o += 32;
  const price = view.getBigInt64(o, true);
  const conf = view.getBigUint64(o + 8, true);
  const exponent = view.getInt32(o + 16, true);
  const publishTime = Number(view.getBigInt64(o + 20, true));
  // prev_publish_time, ema_price, ema_conf: not used.
  o += 20 + 8 * 4;
  const postedSlot = view.getBigUint64(o, true);
  return {
    writeAuthority,
    verification: level === 1 ? 'full' : 'partial',
    feedId,
    price,
    conf,
    exponent,
    publishTime,
    postedSlot,
  };
}

const base58 = getBase58Decoder();

/** The SOL price and where it came from. */
export interface SolUsd {
  usd: number;
  source: 'config' | 'pyth';
  /** The oracle update's publish time (seconds), for `pyth`. */
  publishTime?: number;
}

/**
 * Checks an oracle account (owner, discriminator, feed, verification, age) and returns its USD price, or the
 * reason it cannot be used.
 */
export function priceFromAccount(
  account: { owner: string; data: Uint8Array } | null,
  nowS: number,
): { usd: number; publishTime: number } | { reason: string } {
  if (!account) return { reason: 'the oracle account does not exist' };
  if (account.owner !== PYTH_RECEIVER_PROGRAM) return { reason: `owned by ${account.owner}, not Pyth` };
  const update = decodePriceUpdateV2(account.data);
  if (!update) return { reason: 'not a Pyth PriceUpdateV2 account' };
  if (update.feedId !== PYTH_SOL_USD_FEED_ID) return { reason: `feed ${update.feedId} is not SOL/USD` };
  if (update.verification !== 'full') return { reason: 'the update is only partially verified' };
  if (nowS - update.publishTime > ORACLE_MAX_AGE_S)
    return { reason: `the update is ${nowS - update.publishTime} s old` };
  // Dividing by the power of ten (exponents are negative) keeps decimal prices exact: 18250000e-5 = 182.5.
  const usd =
    update.exponent < 0
      ? Number(update.price) / 10 ** -update.exponent
      : Number(update.price) * 10 ** update.exponent;
  if (!(usd > 0) || !Number.isFinite(usd)) return { reason: `price ${update.price} is not positive` };
  return { usd, publishTime: update.publishTime };
}

interface Source {
  get(): Promise<SolUsd>;
}
const sources = new WeakMap<ChainBackend, Source>();

/** The SOL/USD source of a chain (one per chain: its cache is shared by every route). */
export function solUsdOf(deps: {
  chain: ChainBackend;
  config: Pick<AppConfig, 'solUsd' | 'pythSolUsdAccount'>;
  logger: Logger;
  now?: () => number;
}): Source {
  let source = sources.get(deps.chain);
  if (source) return source;
  const configured: SolUsd = { usd: deps.config.solUsd, source: 'config' };
  if (deps.chain.mode === 'localnet') {
    source = { get: async () => configured };
  } else {
    const rpc = createChainRpc(deps.chain);
    const account: Address = address(deps.config.pythSolUsdAccount);
    const now = deps.now ?? Date.now;
    let cached: { at: number; value: Promise<SolUsd> } | null = null;
    let warned = false;
    const read = async (): Promise<SolUsd> => {
      try {
        const reply = await rpc.getAccountInfo(account, { encoding: 'base64' }).send();
        const info = reply.value;
        const result = priceFromAccount(
          info ? { owner: info.owner, data: Buffer.from(info.data[0], 'base64') } : null,
          Math.floor(now() / 1000),
        );
        if ('usd' in result) {
          warned = false;
          return { usd: result.usd, source: 'pyth', publishTime: result.publishTime };
        }
        if (!warned)
          deps.logger.warn({ account, reason: result.reason }, 'SOL/USD oracle unusable: using SOL_USD');
        warned = true;
      } catch (err) {
        if (!warned) deps.logger.warn({ err, account }, 'SOL/USD oracle unreadable: using SOL_USD');
        warned = true;
      }
      return configured;
    };
    source = {
      get() {
        if (!cached || now() - cached.at > ORACLE_CACHE_MS) cached = { at: now(), value: read() };
        return cached.value;
      },
    };
  }
  sources.set(deps.chain, source);
  return source;
}
