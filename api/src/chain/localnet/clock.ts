import { createHash } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { SLOT_MS } from '../constants';

/** Slots per epoch, as on mainnet-beta. */
export const SLOTS_PER_EPOCH = 432_000n;
/** A blockhash stays valid for this many blocks after the one it names, as on a real cluster. */
export const BLOCKHASH_VALID_BLOCKS = 150n;

const base58 = getBase58Decoder();

/**
 * The localnet's wall clock: slots advance every {@link SLOT_MS} from the chain's genesis time (also across
 * restarts, as a real cluster's do while a node is down), every slot has its own blockhash, and a blockhash
 * is valid for {@link BLOCKHASH_VALID_BLOCKS} blocks. There are no skipped slots, so block height = slot.
 *
 * Blockhashes are derived from a per-chain seed and the slot, so they need no storage and a restarted node
 * still recognises the hashes it handed out before it stopped.
 */
export class SlotClock {
  readonly #genesisMs: number;
  readonly #seed: Buffer;
  readonly #now: () => number;
  /** Blockhash → slot for the slots whose hashes are still valid. */
  readonly #recent = new Map<string, bigint>();
  #recentUpTo = -1n;

  constructor(opts: { genesisMs: number; seed: Buffer; now?: () => number }) {
    this.#genesisMs = opts.genesisMs;
    this.#seed = opts.seed;
    this.#now = opts.now ?? Date.now;
  }

  /** The current slot. */
  slot(): bigint {
    return BigInt(Math.max(0, Math.floor((this.#now() - this.#genesisMs) / SLOT_MS)));
  }

  /** Unix time (seconds) at which `slot` began. */
  blockTime(slot: bigint): number {
    return Math.floor((this.#genesisMs + Number(slot) * SLOT_MS) / 1000);
  }

  /** The blockhash of `slot`. */
  blockhashOf(slot: bigint): string {
    const h = createHash('sha256').update(this.#seed);
    const s = Buffer.alloc(8);
    s.writeBigUInt64LE(slot);
    return base58.decode(h.update(s).digest());
  }

  /** The latest blockhash and the last block height at which it is still valid. */
  latestBlockhash(): { slot: bigint; blockhash: string; lastValidBlockHeight: bigint } {
    const slot = this.slot();
    return { slot, blockhash: this.blockhashOf(slot), lastValidBlockHeight: slot + BLOCKHASH_VALID_BLOCKS };
  }

  /** The slot of `blockhash` when it is still valid, else null. */
  validBlockhashSlot(blockhash: string): bigint | null {
    const now = this.slot();
    const oldest = now > BLOCKHASH_VALID_BLOCKS ? now - BLOCKHASH_VALID_BLOCKS : 0n;
    if (this.#recentUpTo < now) {
      for (let s = this.#recentUpTo + 1n > oldest ? this.#recentUpTo + 1n : oldest; s <= now; s++) {
        this.#recent.set(this.blockhashOf(s), s);
      }
      this.#recentUpTo = now;
      for (const [hash, s] of this.#recent) if (s < oldest) this.#recent.delete(hash);
    }
    const slot = this.#recent.get(blockhash);
    return slot !== undefined && slot >= oldest ? slot : null;
  }
}
