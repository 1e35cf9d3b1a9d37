import type { TokenSummary } from '@solpad/core/schemas';
import {
  compareBy,
  isLiveSortKey,
  type LiveMessage,
  type LiveToken,
  liveTokenOf,
  matchesFilter,
  orderRows,
  type TokenFilter,
  type TokenSort,
  withMigration,
  withPrice,
  withStats,
  withTrade,
} from './list-model';

type Listener = () => void;

/**
 * The token list's rows, keyed by mint, outside React. A row component subscribes to its own mint only
 * (`subscribeRow`/`getRow` with useSyncExternalStore), so a live price re-renders one row, not the table.
 * Live messages are queued and applied in one batch per frame; the visible order is recomputed at once when
 * rows arrive or the filter/sort changes, and at most once per `resortIfNeeded` call (the screen calls it on a
 * timer) when live updates touched the column the list is sorted by — so 100 updates/s never re-sort 5,000
 * rows 100 times a second.
 */
export class TokenStore {
  readonly #rows = new Map<string, LiveToken>();
  readonly #rowListeners = new Map<string, Set<Listener>>();
  readonly #listListeners = new Set<Listener>();
  #order: readonly string[] = [];
  #filter: TokenFilter = {};
  #sort: TokenSort;
  /** Rows live updates changed since the order was last computed (their place may have moved). */
  #moved = new Set<string>();
  #queue: LiveMessage[] = [];
  #scheduled = false;
  readonly #schedule: (flush: () => void) => void;

  constructor(sort: TokenSort, schedule: (flush: () => void) => void = (f) => requestAnimationFrame(f)) {
    this.#sort = sort;
    this.#schedule = schedule;
  }

  /** Replaces every row (a fresh load). */
  setAll(summaries: readonly TokenSummary[]): void {
    const fresh = new Set<string>();
    for (const s of summaries) {
      fresh.add(s.address);
      const before = this.#rows.get(s.address);
      const row = liveTokenOf(s);
      this.#rows.set(s.address, before ? { ...row, tick: before.tick } : row);
    }
    for (const mint of [...this.#rows.keys()]) if (!fresh.has(mint)) this.#rows.delete(mint);
    for (const mint of fresh) this.#notifyRow(mint);
    this.#reorder();
  }

  /** Adds or refreshes rows without dropping the others (the first page of a reload). */
  merge(summaries: readonly TokenSummary[]): void {
    for (const s of summaries) {
      this.#rows.set(s.address, liveTokenOf(s));
      this.#notifyRow(s.address);
    }
    this.#reorder();
  }

  /** Adds or refreshes one row (a token that just launched, or one re-read from the API). */
  upsert(summary: TokenSummary): void {
    this.#rows.set(summary.address, liveTokenOf(summary));
    this.#notifyRow(summary.address);
    this.#reorder();
  }

  has(mint: string): boolean {
    return this.#rows.has(mint);
  }

  getRow = (mint: string): LiveToken | undefined => this.#rows.get(mint);

  /** The visible rows' addresses, filtered and sorted (a stable array until the order changes). */
  getOrder = (): readonly string[] => this.#order;

  get size(): number {
    return this.#rows.size;
  }

  setView(filter: TokenFilter, sort: TokenSort): void {
    this.#filter = filter;
    this.#sort = sort;
    this.#reorder();
  }

  subscribeRow(mint: string, listener: Listener): () => void {
    let set = this.#rowListeners.get(mint);
    if (!set) {
      set = new Set();
      this.#rowListeners.set(mint, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#rowListeners.delete(mint);
    };
  }

  subscribeList = (listener: Listener): (() => void) => {
    this.#listListeners.add(listener);
    return () => this.#listListeners.delete(listener);
  };

  /** Queues a live message; the queue is applied in one batch on the next frame. */
  push(message: LiveMessage): void {
    this.#queue.push(message);
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.#schedule(() => {
      this.#scheduled = false;
      const batch = this.#queue;
      this.#queue = [];
      this.apply(batch);
    });
  }

  /** Applies a batch now: rows of unknown tokens are ignored, each changed row notifies its listeners once. */
  apply(batch: readonly LiveMessage[]): void {
    const changed = new Set<string>();
    const migrated = new Set<string>();
    for (const m of batch) {
      const row = this.#rows.get(m.token);
      if (!row) continue;
      const next =
        m.type === 'price'
          ? withPrice(row, m.priceSol)
          : m.type === 'trade'
            ? withTrade(row, m)
            : m.type === 'stats'
              ? withStats(row, m)
              : withMigration(row, m);
      if (next === row) continue;
      this.#rows.set(m.token, next);
      changed.add(m.token);
      if (m.type === 'migration') migrated.add(m.token);
    }
    if (changed.size === 0) return;
    for (const mint of changed) this.#notifyRow(mint);
    // A graduation changes which venue (dex segment) and category the row belongs to, whatever the sort.
    for (const mint of migrated) this.#moved.add(mint);
    if (isLiveSortKey(this.#sort.key) || this.#filter.category === 'graduating')
      for (const mint of changed) this.#moved.add(mint);
  }

  /** Re-sorts when live updates may have moved rows since the last order; returns whether it did. */
  resortIfNeeded(): boolean {
    if (this.#moved.size === 0) return false;
    if (this.#moved.size > this.#order.length / 4) {
      this.#reorder();
      return true;
    }
    // Few rows moved: the others keep their relative order, so the moved ones (re-filtered and sorted) are
    // merged back in one linear pass instead of sorting every row again.
    const moved = this.#moved;
    this.#moved = new Set();
    const cmp = compareBy(this.#sort);
    const rows = this.#rows;
    const back = [...moved]
      .map((m) => rows.get(m))
      .filter((r): r is LiveToken => r !== undefined && matchesFilter(r, this.#filter))
      .sort(cmp);
    const next: string[] = [];
    let j = 0;
    for (const mint of this.#order) {
      if (moved.has(mint)) continue;
      const row = rows.get(mint);
      if (!row) continue;
      while (j < back.length && cmp(back[j] as LiveToken, row) < 0)
        next.push((back[j++] as LiveToken).summary.address);
      next.push(mint);
    }
    while (j < back.length) next.push((back[j++] as LiveToken).summary.address);
    this.#publish(next);
    return true;
  }

  #reorder(): void {
    this.#moved.clear();
    this.#publish(orderRows(this.#rows.values(), this.#filter, this.#sort));
  }

  #publish(next: string[]): void {
    const same = next.length === this.#order.length && next.every((m, i) => m === this.#order[i]);
    if (same) return;
    this.#order = next;
    for (const l of this.#listListeners) l();
  }

  #notifyRow(mint: string): void {
    const set = this.#rowListeners.get(mint);
    if (set) for (const l of set) l();
  }
}
