// The wallets seen: every confirmed transaction counted for its wallet, a rush's counts written together (at most
// one upsert per gap), and what was confirmed before a stop written by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmedTransaction } from '../chain/types';
import { type Database, openDatabase, schema } from '../db';
import { createLogger } from '../lib/logger';
import { recordWalletsSeen } from './wallets-seen';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

/** A chain whose confirmations the test emits, and the database with its upserts counted. */
function rig(gapMs: number) {
  const listeners = new Set<(tx: ConfirmedTransaction) => void>();
  const chain = {
    onConfirmed(l: (tx: ConfirmedTransaction) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const seen = { upserts: 0 };
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== 'insert') return Reflect.get(target, prop, receiver);
      return (...args: Parameters<typeof target.insert>) => {
        seen.upserts++;
        return target.insert(...args);
      };
    },
  });
  const stop = recordWalletsSeen(chain, db, createLogger('silent'), { gapMs });
  let n = 0;
  const confirm = (wallet: string) => {
    for (const l of listeners)
      l({ signature: `sig-${n++}`, slot: 1n, wallet, accountKeys: [wallet], err: null, blockTime: 0 });
  };
  return { confirm, seen, stop };
}

async function counts(wallets: string[]) {
  const rows = await database.db.select().from(schema.walletsSeen);
  return Object.fromEntries(
    rows.filter((r) => wallets.includes(r.address)).map((r) => [r.address, r.transactions]),
  );
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('wallets seen', () => {
  it('counts a rush of confirmations in one upsert per gap, every transaction of every wallet', async () => {
    const { confirm, seen, stop } = rig(200);
    const wallets = [
      'WalletSeenA1111111111111111111111111111111',
      'WalletSeenB1111111111111111111111111111111',
    ];
    // The first is written at once; the 30 that follow within the gap go together in the next upsert.
    confirm(wallets[0] as string);
    for (let i = 0; i < 30; i++) {
      confirm(wallets[i % 3 === 0 ? 1 : 0] as string);
      if (i % 10 === 0) await pause(10);
    }
    await expect
      .poll(() => counts(wallets), { timeout: 2000 })
      .toEqual({
        [wallets[0] as string]: 21,
        [wallets[1] as string]: 10,
      });
    expect(seen.upserts).toBe(2);
    await stop();
  });

  it('writes what was confirmed before a stop, without waiting out the gap', async () => {
    const { confirm, seen, stop } = rig(60_000);
    const wallet = 'WalletSeenC1111111111111111111111111111111';
    confirm(wallet);
    await pause(50);
    confirm(wallet);
    confirm(wallet);
    const t0 = Date.now();
    await stop();
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(await counts([wallet])).toEqual({ [wallet]: 3 });
    expect(seen.upserts).toBe(2);
    // Stopped: a later confirmation is not counted.
    confirm(wallet);
    await pause(50);
    expect(await counts([wallet])).toEqual({ [wallet]: 3 });
  });
});
