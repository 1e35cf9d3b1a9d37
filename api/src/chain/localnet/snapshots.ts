// When the localnet writes a snapshot of its whole state: on demand, when the journal has grown by
// SNAPSHOT_EVERY_ENTRIES, and every SNAPSHOT_INTERVAL_MS if anything changed.
import type { LiteSVM } from 'litesvm';
import type { Logger } from '../../lib/logger';
import type { Ledger } from './ledger';

/** A snapshot is written after this many journal entries (and every {@link SNAPSHOT_INTERVAL_MS}). */
const SNAPSHOT_EVERY_ENTRIES = 1000;
const SNAPSHOT_INTERVAL_MS = 30_000;

/** The localnet's snapshots: written through the ledger, counted against its journal. */
export interface Snapshots {
  /** Writes one now. */
  take(): void;
  /** Writes one if the journal grew since the last. */
  ifDirty(): void;
  /** Writes one if the journal grew by {@link SNAPSHOT_EVERY_ENTRIES} since the last. */
  ifDue(): void;
  /** Journal entries written since the last snapshot. */
  sinceLast(): number;
  /** Writes one every {@link SNAPSHOT_INTERVAL_MS} if dirty; returns the stop. */
  startTimer(): () => void;
}

/** The snapshot policy over `ledger`, counting from its current length. */
export function createSnapshots({
  ledger,
  svm,
  logger,
}: {
  ledger: Ledger;
  svm: LiteSVM;
  logger: Logger;
}): Snapshots {
  let entriesAtSnapshot = ledger.length;
  const take = () => {
    ledger.snapshot(svm.toBytes());
    entriesAtSnapshot = ledger.length;
  };
  const ifDirty = () => {
    if (ledger.length === entriesAtSnapshot) return;
    const t = performance.now();
    take();
    logger.debug({ entries: entriesAtSnapshot, ms: Math.round(performance.now() - t) }, 'localnet snapshot');
  };
  return {
    take,
    ifDirty,
    ifDue() {
      if (ledger.length - entriesAtSnapshot >= SNAPSHOT_EVERY_ENTRIES) ifDirty();
    },
    sinceLast: () => ledger.length - entriesAtSnapshot,
    startTimer() {
      const timer = setInterval(() => {
        try {
          ifDirty();
        } catch (err) {
          logger.error({ err }, 'localnet snapshot failed');
        }
      }, SNAPSHOT_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
