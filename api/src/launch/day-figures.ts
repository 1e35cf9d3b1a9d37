// The token list's 24 h figures (volume, trade count and the spot prices 5 min, 1 h and 24 h ago), computed once
// for the whole market and kept in memory. With replicas on Postgres the leader computes them on its schedule and
// publishes what changed through the event bus (`day-figures`): followers only apply it, and compute themselves
// only when no figure came from a leader for `FOLLOWER_FALLBACK_MS` (the leader died, or has not spoken yet).
// With PGlite the one process computes them when read after a trade or once older than `DAY_FIGURES_TTL_MS` (as before).
//
// Never staler than the last settled trade this replica heard of: every replica adds a `trade` event to its
// figures at once (volume + amount, trades + 1). A computed snapshot names the trades it already counts (those
// heard before its query began: their event is published after their transaction committed), so a trade heard
// but not yet counted by the snapshot is added on top of it, never lost and never counted twice.
import { sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { AppEvent, DayFiguresEvent, EventBus } from '../lib/events';
import { hotCacheOf } from '../lib/hot-cache';
import type { Leadership } from '../lib/leader';
import type { Logger } from '../lib/logger';
import { type DayFigure, spotBefore } from './tokens';

export type { DayFigure };

/** How often figures are computed (the leader's schedule; on PGlite, their age before the next read computes). */
export const DAY_FIGURES_TTL_MS = 2000;
/** A follower that heard no figures from a leader for this long computes them itself. */
export const FOLLOWER_FALLBACK_MS = 6000;
/** Every this many publishes the leader sends the whole table (a follower that missed a delta catches up). */
const FULL_EVERY = 15;
/** A heard trade no snapshot has named for this long is dropped from the pending list (a snapshot counts it). */
const PENDING_MS = 15_000;
/** Characters of a signature that name it in a snapshot's `counted` list. */
const SIG_CHARS = 16;

const ZERO: DayFigure = { volume: 0n, trades: 0, m5: null, h1: null, h24: null };

/** A snapshot's entry on the wire: [mint, volume, trades, m5, h1, h24]. */
export type DayFigureRow = DayFiguresEvent['rows'][number];

/** Every token's figures with at least one trade, read in one query. */
export async function computeDayFigures(db: Db): Promise<Map<string, DayFigure>> {
  const { tokens, trades } = schema;
  const day = db
    .select({
      mint: trades.mint,
      volume: sql<string>`sum(${trades.solLamports})`.as('volume'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(trades)
    .where(sql`${trades.createdAt} > now() - interval '24 hours'`)
    .groupBy(trades.mint)
    .as('day');
  const rows = await db
    .select({
      mint: tokens.address,
      volume: day.volume,
      n: day.n,
      m5: spotBefore('m5'),
      h1: spotBefore('h1'),
      h24: spotBefore('h24'),
    })
    .from(tokens)
    .leftJoin(day, sql`${day.mint} = ${tokens.address}`);
  const out = new Map<string, DayFigure>();
  const num = (v: number | string | null) => (v == null ? null : Number(v));
  for (const r of rows) {
    const f: DayFigure = {
      volume: BigInt(r.volume ?? 0),
      trades: r.n ?? 0,
      m5: num(r.m5),
      h1: num(r.h1),
      h24: num(r.h24),
    };
    if (!same(f, ZERO)) out.set(r.mint, f);
  }
  return out;
}

const same = (a: DayFigure, b: DayFigure) =>
  a.volume === b.volume && a.trades === b.trades && a.m5 === b.m5 && a.h1 === b.h1 && a.h24 === b.h24;
const toRow = (mint: string, f: DayFigure): DayFigureRow => [
  mint,
  f.volume.toString(),
  f.trades,
  f.m5,
  f.h1,
  f.h24,
];

const fromRow = ([mint, volume, trades, m5, h1, h24]: DayFigureRow): [string, DayFigure] => [
  mint,
  { volume: BigInt(volume), trades, m5, h1, h24 },
];

interface Pending {
  mint: string;
  sol: bigint;
  at: number;
}

/** The figures as the last snapshot said, and the heard trades it did not count yet, added on top. */
function createTable(now: () => number) {
  let base = new Map<string, DayFigure>();
  const pending = new Map<string, Pending>();
  return {
    /** Applies a snapshot: `rows` (all when `full`, else the changed ones) and the trades it counts. */
    apply(rows: Iterable<[string, DayFigure]>, counted: Iterable<string>, full: boolean) {
      if (full) base = new Map();
      for (const [mint, f] of rows) {
        if (same(f, ZERO)) base.delete(mint);
        else base.set(mint, f);
      }
      for (const sig of counted) pending.delete(sig);
      const t = now();
      for (const [sig, p] of pending) if (t - p.at > PENDING_MS) pending.delete(sig);
    },
    /** A settled trade this replica heard of: in its figures at once. */
    hear(e: Extract<AppEvent, { type: 'trade' }>) {
      const sig = e.signature.slice(0, SIG_CHARS);
      if (!pending.has(sig)) pending.set(sig, { mint: e.token, sol: BigInt(e.solLamports), at: now() });
    },
    /** The trades heard so far (a query that begins now counts them). */
    heard: () => [...pending.keys()],
    view(): (mint: string) => DayFigure {
      const extra = new Map<string, { sol: bigint; n: number }>();
      for (const p of pending.values()) {
        const x = extra.get(p.mint) ?? { sol: 0n, n: 0 };
        extra.set(p.mint, { sol: x.sol + p.sol, n: x.n + 1 });
      }
      return (mint) => {
        const f = base.get(mint) ?? ZERO;
        const x = extra.get(mint);
        return x ? { ...f, volume: f.volume + x.sol, trades: f.trades + x.n } : f;
      };
    },
  };
}

/** The leader's side of the stream: what it published last, and the event with what changed since. */
function createPublisher() {
  let published = new Map<string, DayFigure>();
  let seq = 0;
  return {
    /** A new stream (a new leader): it starts with the whole table. */
    restart() {
      seq = 0;
      published = new Map();
    },
    /** The event for `figures`, and whether any figure changed since the last one. */
    next(origin: string, figures: Map<string, DayFigure>, counted: string[]) {
      const full = seq % FULL_EVERY === 0;
      const delta: DayFigureRow[] = [];
      for (const [mint, f] of figures) if (!same(f, published.get(mint) ?? ZERO)) delta.push(toRow(mint, f));
      for (const mint of published.keys()) if (!figures.has(mint)) delta.push(toRow(mint, ZERO));
      const rows = full ? [...figures].map(([mint, f]) => toRow(mint, f)) : delta;
      published = figures;
      const event: DayFiguresEvent = { type: 'day-figures', origin, seq: seq++, full, rows, counted };
      return { event, moved: delta.length > 0 };
    },
  };
}

/** The figures of one replica (see the module comment). */
export function createDayFigures(opts: {
  db: Db;
  events: EventBus;
  logger?: Logger;
  now?: () => number;
  compute?: (db: Db) => Promise<Map<string, DayFigure>>;
}) {
  const now = opts.now ?? Date.now;
  const compute = opts.compute ?? computeDayFigures;
  const table = createTable(now);
  const publisher = createPublisher();
  /** When figures were last computed here or received from a leader (0: never). */
  let freshAt = 0;
  let fromLeaderAt = 0;
  let leadership: Leadership | null = null;
  /** The leader's stream this replica follows: its origin and the last sequence number applied. */
  let stream = { origin: '', seq: -1 };
  let computing: Promise<void> | null = null;
  /** Told of every change no market event announced (the hot cache's answers built on them are then stale). */
  const changed = new Set<() => void>();
  const announce = () => {
    for (const fn of changed) fn();
  };

  /** Computes the figures here and applies them; they count the trades heard before the query. */
  async function computeHere() {
    const counted = table.heard();
    const figures = await compute(opts.db);
    table.apply(figures, counted, true);
    freshAt = now();
    return { figures, counted };
  }

  /** The leader's turn: compute, apply here, publish the change to the followers. */
  async function leadTurn(origin: string) {
    const { figures, counted } = await computeHere();
    const { event, moved } = publisher.next(origin, figures, counted);
    opts.events.publish(event);
    if (moved) announce();
  }

  function run(turn: () => Promise<unknown>): Promise<void> {
    if (computing) return computing;
    const p = turn()
      .then(
        () => {},
        (err: unknown) => opts.logger?.error({ err }, 'could not compute the 24 h figures'),
      )
      .finally(() => {
        if (computing === p) computing = null;
      });
    computing = p;
    return p;
  }

  function onFigures(e: DayFiguresEvent) {
    if (leadership?.isLeader()) return; // the leader's own, or a former leader's late one
    const next = e.origin === stream.origin && e.seq === stream.seq + 1;
    stream = { origin: e.origin, seq: e.seq };
    // A delta on a base this replica does not have: compute one here, then follow from the next.
    if (!e.full && !next) return void run(computeHere);
    fromLeaderAt = now();
    table.apply(e.rows.map(fromRow), e.counted, e.full);
    freshAt = now();
    if (e.rows.length > 0) announce();
  }

  opts.events.subscribe((e: AppEvent) => {
    if (e.type === 'trade') {
      table.hear(e);
      // Alone (PGlite), as before replicas: the next read computes again (a leader's figures slide on its timer).
      if (!leadership) freshAt = 0;
    } else if (e.type === 'day-figures') onFigures(e);
  });

  /** Whether the figures in memory may be read as they are. */
  function fresh(): boolean {
    const t = now();
    if (leadership && !leadership.isLeader() && t - fromLeaderAt < FOLLOWER_FALLBACK_MS) return freshAt > 0;
    return freshAt > 0 && t - freshAt < DAY_FIGURES_TTL_MS;
  }

  return {
    /** The figures, computed here first when none are fresh (one computation for all callers). */
    async read(): Promise<(mint: string) => DayFigure> {
      if (!fresh()) await run(computeHere);
      return table.view();
    },
    /**
     * Computes and publishes on `leadership`'s leader every `DAY_FIGURES_TTL_MS` (figures computed elsewhere
     * are applied, not computed). Returns the function that stops it (resolves once no computation runs).
     */
    lead(l: Leadership): () => Promise<void> {
      leadership = l;
      const timer = setInterval(() => {
        if (l.isLeader()) void run(() => leadTurn(l.replicaId));
      }, DAY_FIGURES_TTL_MS);
      timer.unref();
      const off = l.onChange((leader) => {
        if (!leader) return;
        publisher.restart();
        void run(() => leadTurn(l.replicaId));
      });
      // Stopping waits for a computation under way (the database is closed next).
      return async () => {
        clearInterval(timer);
        off();
        leadership = null;
        await computing;
      };
    },
    /** Calls `fn` whenever the figures change. */
    onChange(fn: () => void): () => void {
      changed.add(fn);
      return () => changed.delete(fn);
    },
  };
}
export type DayFigures = ReturnType<typeof createDayFigures>;

const stores = new WeakMap<EventBus, DayFigures>();
/** The figures of an app (one per event bus, as its hot cache). */
export function dayFiguresOf(events: EventBus, db: Db, logger?: Logger): DayFigures {
  let store = stores.get(events);
  if (!store) {
    store = createDayFigures({ db, events, ...(logger ? { logger } : {}) });
    // A change no market event announced (a leader's figures, the windows sliding): the list is stale.
    store.onChange(() => hotCacheOf(events).invalidate());
    stores.set(events, store);
  }
  return store;
}
