// What the scanner benches (scanner.ts, scanner-report.ts, scanner-profile.ts) scan: a localnet grown to
// OTHER_ACCOUNTS token accounts of OTHER_MINTS other mints, beside a token with HOLDERS holders and TRADES trades.
// Here too the venue's app as the API benches start it, and the Solpad token they scan.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { KeyPairSigner } from '@solana/kit';
import { appRpc } from '../../api/test/actor-fixtures';
import { startVenueTestApp, type VenueTestApp, venueClient } from '../../api/test/trade-harness';
import { growChain } from './grown-chain';

/** Reports measured per round (BENCH_SCANS). */
export const SCANS = Number(process.env.BENCH_SCANS ?? 40);
/** Token accounts of other mints the localnet is grown to (BENCH_OTHER_ACCOUNTS). */
export const OTHER_ACCOUNTS = Number(process.env.BENCH_OTHER_ACCOUNTS ?? 20_000);
/** The other mints those accounts belong to. */
export const OTHER_MINTS = 100;
/** Holders of the scanned token. */
export const HOLDERS = 200;
/** Trades of the scanned token. */
export const TRADES = 500;
/** The origin the in-process app is reached at. */
export const ORIGIN = 'http://solpad.bench';

/**
 * The venue's test app, without a JSON-RPC rate limit, on tmpfs when there is one: the setup's ~4,900
 * transactions would each wait for a journal fsync on disk.
 */
export function startScannerVenueApp(): Promise<VenueTestApp> {
  return startVenueTestApp({
    parentDir: existsSync('/dev/shm') ? '/dev/shm' : tmpdir(),
    env: { RPC_RATE_LIMIT_PER_MINUTE: '0' },
  });
}

/** Grows `t`'s localnet to OTHER_ACCOUNTS token accounts of OTHER_MINTS other mints; the transactions it took. */
export function growScannerChain(t: VenueTestApp): Promise<number> {
  return growChain(t.chain, appRpc(t.app), { accounts: OTHER_ACCOUNTS, mints: OTHER_MINTS });
}

/**
 * The Solpad token: launched through the API by a fresh creator; each of HOLDERS wallets (first SOL from the
 * faucet) buys, then TRADES − HOLDERS more trades alternate a holder selling a third of its tokens and a holder
 * buying again — every trade quote → sign → submit, one after another. Every holder still holds at the end.
 */
export async function solpadToken(t: VenueTestApp): Promise<string> {
  const c = venueClient(t);
  const creator = await c.wallet(2);
  const { mint } = await c.launch(creator, { name: 'Bench Coin', symbol: 'BENCH' });
  const holders = await Promise.all(Array.from({ length: HOLDERS }, () => c.wallet(1)));
  const jobs: { w: KeyPairSigner; side: 'buy' | 'sell' }[] = holders.map((w) => ({ w, side: 'buy' }));
  for (let i = 0; jobs.length < TRADES; i++)
    jobs.push({ w: holders[(i * 7) % HOLDERS] as KeyPairSigner, side: i % 2 ? 'buy' : 'sell' });
  // One at a time: concurrent trades on one curve make each other's quotes stale (each is then quoted again).
  for (const { w, side } of jobs) {
    if (side === 'buy') {
      await c.trade(w, { mint, side, amount: '50000000', amountIs: 'sol', slippageBps: 5000 });
    } else {
      const third = (await c.tokenBalance(w.address, mint)) / 3n;
      await c.trade(w, { mint, side, amount: third.toString(), amountIs: 'token', slippageBps: 5000 });
    }
  }
  return mint;
}
