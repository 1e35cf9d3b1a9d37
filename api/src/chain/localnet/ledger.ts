import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { TxMetaRecord } from './meta';

/** One accepted transaction, in the order the chain executed it. */
export type JournalEntry =
  | {
      k: 'tx';
      sig: string;
      slot: string;
      /** The wire transaction, base64. */
      wire: string;
      /** Solana's JSON error, null on success. */
      err: unknown;
      /** What it did (balances, logs, fee), for getTransaction; absent in entries of older chains. */
      meta?: TxMetaRecord;
    }
  /** A LiteSVM airdrop: written only by chains created before airdrops were faucet transactions. */
  | { k: 'airdrop'; sig: string; slot: string; to: string; lamports: string; err: unknown };

/** Identity of a chain: when it started (slot 0) and the seed of its blockhashes. */
export interface Genesis {
  genesisMs: number;
  seed: Buffer;
}

/** What the data dir holds when the localnet opens it. */
export interface LedgerState {
  genesis: Genesis;
  /** The last snapshot's state bytes, or null for a new chain. */
  snapshot: Uint8Array | null;
  /** Every journal entry ever written (all are indexed; those from `replayFrom` on are replayed). */
  entries: JournalEntry[];
  /** Index of the first entry the snapshot does not include. */
  replayFrom: number;
}

const GENESIS = 'genesis.json';

/** Whether `dataDir` holds no localnet yet (its first start writes the genesis). */
export function isFreshLocalnet(dataDir: string): boolean {
  return !existsSync(path.join(path.resolve(dataDir), GENESIS));
}
const JOURNAL = 'journal.ndjson';
const SNAPSHOT = 'snapshot.bin';

function fsyncDir(dir: string) {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes `data` to `file` atomically: a temp file, fsynced, renamed over the old one, directory fsynced. */
function writeFileDurably(file: string, data: Uint8Array | string) {
  const tmp = `${file}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  fsyncDir(path.dirname(file));
}

/**
 * The localnet's write-ahead log: every accepted transaction is appended to a journal and fsynced before
 * its signature is answered; now and then the whole state is snapshotted (`svm.toBytes()`) with the count of
 * journal entries it includes. Opening replays nothing by itself: it hands back the snapshot and the
 * entries, and the caller replays the tail. The journal is never truncated (it doubles as the transaction
 * history the signature store is rebuilt from), except for a torn last line left by a crash mid-write.
 */
export class Ledger {
  readonly #dir: string;
  #fd: number;
  #count: number;

  private constructor(dir: string, fd: number, count: number) {
    this.#dir = dir;
    this.#fd = fd;
    this.#count = count;
  }

  /** Opens (or creates) the ledger in `dir`. */
  static open(dir: string, now: () => number = Date.now): { ledger: Ledger; state: LedgerState } {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const genesisFile = path.join(dir, GENESIS);
    let genesis: Genesis;
    if (existsSync(genesisFile)) {
      const raw = JSON.parse(readFileSync(genesisFile, 'utf8')) as { genesisMs: number; seed: string };
      genesis = { genesisMs: raw.genesisMs, seed: Buffer.from(raw.seed, 'hex') };
    } else {
      genesis = { genesisMs: now(), seed: randomBytes(32) };
      writeFileDurably(
        genesisFile,
        JSON.stringify({ genesisMs: genesis.genesisMs, seed: genesis.seed.toString('hex') }),
      );
    }

    let snapshot: Uint8Array | null = null;
    let replayFrom = 0;
    const snapshotFile = path.join(dir, SNAPSHOT);
    if (existsSync(snapshotFile)) {
      const buf = readFileSync(snapshotFile);
      const headerLength = buf.readUInt32LE(0);
      const header = JSON.parse(buf.subarray(4, 4 + headerLength).toString('utf8')) as { entries: number };
      replayFrom = header.entries;
      snapshot = buf.subarray(4 + headerLength);
    }

    const journalFile = path.join(dir, JOURNAL);
    const entries: JournalEntry[] = [];
    let goodBytes = 0;
    if (existsSync(journalFile)) {
      const text = readFileSync(journalFile);
      let start = 0;
      for (let nl = text.indexOf(10); nl !== -1; nl = text.indexOf(10, start)) {
        try {
          entries.push(JSON.parse(text.subarray(start, nl).toString('utf8')) as JournalEntry);
        } catch {
          break; // a torn line: nothing after it was ever acknowledged
        }
        start = nl + 1;
        goodBytes = start;
      }
    }
    if (replayFrom > entries.length) {
      throw new Error(
        `localnet ledger in ${dir} is inconsistent: the snapshot includes ${replayFrom} journal entries but the journal holds ${entries.length}`,
      );
    }
    const fd = openSync(journalFile, 'a+', 0o600);
    ftruncateSync(fd, goodBytes);
    return {
      ledger: new Ledger(dir, fd, entries.length),
      state: { genesis, snapshot, entries, replayFrom },
    };
  }

  /** Number of entries in the journal. */
  get length(): number {
    return this.#count;
  }

  /**
   * Appends `entry`; the promise settles once it is fsynced, after which it survives `kill -9` and power loss.
   * Group commit: entries written while a flush is on the disk wait for the next one, which covers them all, so a
   * rush of transactions costs one fsync per flush rather than one each, run on libuv's thread pool rather than
   * the thread executing the transactions. Nothing may be announced of an entry before its promise resolves.
   */
  append(entry: JournalEntry): Promise<void> {
    writeSync(this.#fd, `${JSON.stringify(entry)}\n`);
    this.#count++;
    return this.#nextFlush();
  }

  /** Settles after the next flush that starts from now (one is started unless one is on the disk already). */
  #nextFlush(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      if (!this.#flushing) this.#flush();
    });
  }

  #waiting: { resolve(): void; reject(e: Error): void }[] = [];
  #flushing = false;

  /** Fsyncs what is written so far for the entries waiting; then the next batch, if any came meanwhile. */
  #flush() {
    const batch = this.#waiting;
    this.#waiting = [];
    this.#flushing = true;
    fsync(this.#fd, (err) => {
      this.#flushing = false;
      for (const w of batch) {
        if (err) w.reject(err);
        else w.resolve();
      }
      if (this.#waiting.length > 0) this.#flush();
    });
  }

  /** Settles once every entry appended so far is fsynced. */
  durable(): Promise<void> {
    if (!this.#flushing && this.#waiting.length === 0) return Promise.resolve();
    return this.#nextFlush();
  }

  /** Writes a snapshot of `state` that includes every journal entry appended so far (fsynced first). */
  snapshot(state: Uint8Array): void {
    fsyncSync(this.#fd);
    const header = Buffer.from(JSON.stringify({ entries: this.#count, savedAt: new Date().toISOString() }));
    const prefix = Buffer.alloc(4);
    prefix.writeUInt32LE(header.length);
    writeFileDurably(path.join(this.#dir, SNAPSHOT), Buffer.concat([prefix, header, state]));
  }

  /** Closes the journal, once what was appended is fsynced. */
  async close(): Promise<void> {
    await this.durable();
    closeSync(this.#fd);
  }
}
