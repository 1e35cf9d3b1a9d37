// Items that come one at a time and are written in batches, one write at a time: the items added while a write
// runs go in the next one together (the events a replica sends the others, the wallets the leader counts, the
// shared rate-limit hits). A rush of items then costs a statement per batch on the database every replica shares,
// not one per item; a quiet moment's item is written at once.

/** A queue of items written in batches. */
export interface SerialBatches<T> {
  /** Adds `item` to the next batch, starting its write unless one is on its way. */
  add(item: T): void;
  /**
   * Writes what is waiting now (without `gapMs`'s wait) and resolves once every batch added so far is written:
   * before the connection under the writes closes.
   */
  drain(): Promise<void>;
}

/**
 * Batches for `write`, in the order the items came. With `gapMs`, a batch starts no sooner than that after the
 * previous one began (counts nobody waits for: the items of that time go together). `write` reports its own
 * failures: one that throws loses its batch and the next batches go on.
 */
export function serialBatches<T>(
  write: (batch: T[]) => Promise<void>,
  opts: { gapMs?: number } = {},
): SerialBatches<T> {
  const gapMs = opts.gapMs ?? 0;
  let waiting: T[] = [];
  let chain: Promise<void> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  /** Ends the gap being waited out, if any (drain). */
  let hurry: (() => void) | undefined;
  let draining = false;
  const next = async () => {
    const wait = lastStart + gapMs - Date.now();
    if (wait > 0 && !draining)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        timer.unref?.();
        hurry = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    hurry = undefined;
    lastStart = Date.now();
    const batch = waiting;
    waiting = [];
    await write(batch).catch(() => {});
  };
  return {
    add(item) {
      waiting.push(item);
      if (waiting.length === 1) chain = chain.then(next);
    },
    async drain() {
      draining = true;
      hurry?.();
      try {
        await chain;
      } finally {
        draining = false;
      }
    },
  };
}
