// Test helpers for the venue: the real app on a LiteSVM localnet whose clock a test can move forward (blockhash
// expiry); the client side of launching and trading is venue-client.ts (re-exported here).
import type { App } from '../src/app';
import { createChainHistory } from '../src/chain/chain-history';
import type { ChainBackend, ChainHistory } from '../src/chain/types';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db';
import type { EventBus } from '../src/lib/events';
import { createLogger } from '../src/lib/logger';
import { appOver, openTestParts } from './support';

/** The PLATFORM_SECRET of every venue test app (a test derives the platform's keys, such as a curve's vault, from it). */
export const VENUE_TEST_SECRET = 'venue-test-secret-0123456789abcdef0123456789';

/** A test app with a movable clock. */
export interface VenueTestApp {
  app: App;
  database: Database;
  chain: ChainBackend;
  events: EventBus;
  dataDir: string;
  /** With `historyMs` (and a wall clock): the clock that starts in the past (see ChainHistory). */
  history: ChainHistory | null;
  /** Moves the chain's clock forward by `ms` (slots and blockhash validity follow). */
  advance(ms: number): void;
  /** The chain's current slot. */
  slot(): Promise<bigint>;
  close(): Promise<void>;
}

/**
 * Starts the real app (PGlite or the test Postgres, LiteSVM localnet) with a fixed PLATFORM_SECRET and `env` (e.g.
 * ADMIN_WALLETS). With `historyMs`, the chain clock starts that far in the past and `history` moves it (the demo
 * seed's history). With `manualClock`, the chain clock stands still until `advance` moves it, so a test puts
 * transactions in the slots it chooses (several in one slot, the next ones two slots later); with `historyMs` too,
 * it starts that far in the past. `parentDir` holds the data directory (default the system's temporary directory;
 * a benchmark puts it on tmpfs, so a setup of thousands of transactions does not wait on journal fsyncs). With
 * `unannounced`, the app never hears of confirmed transactions (as with a remote chain whose notices come late).
 */
export async function startVenueTestApp(
  opts: {
    historyMs?: number;
    manualClock?: boolean;
    env?: Record<string, string>;
    parentDir?: string;
    unannounced?: boolean;
  } = {},
): Promise<VenueTestApp> {
  // VENUE_TEST_LOG=debug shows what the app logs (a failed graduation, a watcher error).
  const logger = createLogger((process.env.VENUE_TEST_LOG as 'debug' | undefined) ?? 'silent');
  let offset = 0;
  const manualStart = opts.manualClock ? Date.now() - (opts.historyMs ?? 0) : null;
  const past = opts.historyMs && manualStart === null ? createChainHistory(opts.historyMs) : null;
  const base = () => manualStart ?? (past ? past.now() : Date.now());
  const { dataDir, database, chain, close } = await openTestParts({
    prefix: 'solpad-venue-',
    parentDir: opts.parentDir,
    logger,
    now: () => base() + offset,
  });
  const config = loadConfig({
    DATA_DIR: dataDir,
    PLATFORM_SECRET: VENUE_TEST_SECRET,
    RPC_RATE_LIMIT_PER_MINUTE: '0',
    ...opts.env,
  });
  return {
    ...appOver({
      config,
      database,
      chain: opts.unannounced ? { ...chain, onConfirmed: () => () => {} } : chain,
      logger,
    }),
    dataDir,
    history: past?.history ?? null,
    advance(ms) {
      offset += ms;
    },
    slot: () => chain.getSlot(),
    close,
  };
}

export { type VenueTarget, venueClient } from '../src/trade/venue-client';
