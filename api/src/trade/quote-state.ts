// What a quote reads of the database (a token, its venue's reserves, its trades in flight), kept per mint in
// memory. Under a rush every caller quotes the same few tokens, and each read is a statement queued on the one
// database connection; the state only changes when a trade of the token is reserved, released or settled, or the
// token itself changes. So a read is shared:
// - while no change of the mint was heard since it began: a settled trade, a price, a graduation or a token change
//   (the app's market events, this replica's or another's, as the hot cache hears them — hot-cache.ts), a
//   moderator's hide (the hot cache's `invalidate`), or this replica's own reservations and releases (`touch`);
// - and for at most `QUOTE_STATE_TTL_MS`: what another replica reserved or released announces no event, so a
//   replica prices another's trades in flight at most that late. Nothing rests on it: submit prices again under
//   the venue's lock against the database, so a quote priced on a state a moment old can at worst land at a lower
//   version or be refused for slippage, never oversell.
// Reads of the same mint that would begin while one is running share it (single flight).
import type { HotCache } from '../lib/hot-cache';
import type { QuoteState } from './records';

/** How long a mint's quote state is used without a change heard (what other replicas reserve is that late). */
export const QUOTE_STATE_TTL_MS = 1000;
/** Mints whose state is kept; the one read longest ago goes first. */
const MAX_MINTS = 500;

interface Kept {
  version: string;
  at: number;
  state: QuoteState | null;
}

/** The quote state of every mint, read once per change (see the module comment). */
export function createQuoteStateCache(opts: {
  /** Reads a mint's state from the database (records.ts's `readQuoteState`). */
  read(mint: string): Promise<QuoteState | null>;
  hot: Pick<HotCache, 'tokenVersion'>;
  ttlMs?: number;
  now?: () => number;
}) {
  const ttlMs = opts.ttlMs ?? QUOTE_STATE_TTL_MS;
  const now = opts.now ?? Date.now;
  const touched = new Map<string, number>();
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<QuoteState | null>>();
  const versionOf = (mint: string) => `${opts.hot.tokenVersion(mint)}:${touched.get(mint) ?? 0}`;

  return {
    /** `mint`'s quote state: the kept one while current, else a read (shared with reads of the same version). */
    read(mint: string): Promise<QuoteState | null> {
      const version = versionOf(mint);
      const have = kept.get(mint);
      if (have && have.version === version && now() - have.at < ttlMs) return Promise.resolve(have.state);
      const flight = `${mint}\n${version}`;
      const running = reading.get(flight);
      if (running) return running;
      const at = now();
      const read = opts.read(mint).then(
        (state) => {
          kept.delete(mint);
          kept.set(mint, { version, at, state });
          if (kept.size > MAX_MINTS) kept.delete(kept.keys().next().value as string);
          return state;
        },
        (err: unknown) => {
          kept.delete(mint);
          throw err;
        },
      );
      reading.set(flight, read);
      const done = () => reading.delete(flight);
      read.then(done, done);
      return read;
    },
    /** A change of `mint`'s trades in flight made here (a reservation, a release): the next quote reads again. */
    touch(mint: string) {
      touched.set(mint, (touched.get(mint) ?? 0) + 1);
    },
  };
}
export type QuoteStateCache = ReturnType<typeof createQuoteStateCache>;
