// The localnet's requestAirdrop: a real transfer from the genesis faucet, rate-limited per client.
import {
  address,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  lamports,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { createRateLimiter } from '../../lib/rate-limit';
import { RpcError } from '../json-rpc';
import { legacyMessage } from '../legacy-message';
import type { RpcContext } from '../types';
import type { SlotClock } from './clock';
import { decodeWire } from './message';

/** Most lamports one `requestAirdrop` may ask for on the localnet (10 SOL). */
export const AIRDROP_MAX_LAMPORTS = 10_000_000_000n;
/** Airdrops one client may request per minute, unless configured otherwise (`AIRDROPS_PER_MINUTE`). */
export const AIRDROP_PER_MINUTE = 10;
const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** What an airdrop is made with: the faucet, the clock, and the chain's own submit. */
export interface AirdropDeps {
  faucet: KeyPairSigner;
  clock: SlotClock;
  /** Transactions so far (keeps the memo of a new chain's airdrops distinct from a restarted one's). */
  transactionCount(): number;
  submit(wire: ReturnType<typeof decodeWire>, to: string): Promise<string>;
}

/** The faucet's signed transfer of `amount` to `to`, with a memo that keeps equal airdrops distinct. */
async function faucetTransfer({ faucet, clock }: AirdropDeps, to: string, amount: bigint, memoText: string) {
  const memo = new TextEncoder().encode(memoText);
  const message = legacyMessage(faucet, clock.latestBlockhash(), [
    getTransferSolInstruction({ source: faucet, destination: address(to), amount: lamports(amount) }),
    { programAddress: MEMO_PROGRAM, data: memo },
  ]);
  return getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message));
}

/** requestAirdrop: checks the amount and the client's rate, then submits a faucet transfer. */
export function airdropper(deps: AirdropDeps, perMinute = AIRDROP_PER_MINUTE) {
  const limiter = createRateLimiter({ limit: perMinute, windowMs: 60_000 });
  let airdrops = 0;
  return async function requestAirdrop(to: string, amount: bigint, ctx: RpcContext) {
    if (amount <= 0n || amount > AIRDROP_MAX_LAMPORTS) {
      throw new RpcError(
        -32602,
        `Invalid params: an airdrop is 1 to ${AIRDROP_MAX_LAMPORTS} lamports (10 SOL)`,
      );
    }
    const retryAfter = limiter.hit(ctx.clientId);
    if (retryAfter > 0) {
      throw new RpcError(
        429,
        `Too many airdrop requests: at most ${perMinute} a minute, try again in ${retryAfter} s`,
      );
    }
    const wire = await faucetTransfer(
      deps,
      to,
      amount,
      `solpad faucet ${deps.transactionCount()}.${airdrops++}`,
    );
    return deps.submit(decodeWire(wire), to);
  };
}
