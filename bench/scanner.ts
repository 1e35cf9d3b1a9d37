// Scanner: the static token report (core/scanner's `scan`, until it hands over the static report) on a grown
// localnet, the full report with its actor part read from the chain, and the RPC round trips of each. The chain is a real LiteSVM localnet answering its JSON-RPC handler in-process (no HTTP, so the figure is the
// engine's and the chain's cost). It holds a Token-2022 token with metadata, 200 holders and 500 trades, beside
// 20,000 other token accounts (100 other mints, half classic, half Token-2022), all made by real transactions
// sent in JSON-RPC batches straight to the localnet object.
// The same state is also opened with the localnet's token-account index switched off, to show what it saves.
// Run: node --import tsx bench/scanner.ts   (BENCH_SCANS, BENCH_OTHER_ACCOUNTS override the counts)
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  createSolanaRpcFromTransport,
  generateKeyPairSigner,
  type Instruction,
  some,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  AuthorityType,
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { createBatchingTransport, scan, type TokenReport, unknownMarketSource } from '@solpad/core/scanner';
import { createLocalnet } from '../api/src/chain/localnet';
import type { ChainBackend } from '../api/src/chain/types';
import { createChainRpc } from '../api/src/lib/chain-rpc';
import { createLogger } from '../api/src/lib/logger';
import { createFixture } from '../api/test/scanner-fixtures';
import { figure, median, quantile, record } from './lib/figures';
import { collectGarbage, log } from './lib/gc';
import { call, growChain, sendAll, tokenProgramAccounts } from './lib/grown-chain';
import { HOLDERS, OTHER_ACCOUNTS, OTHER_MINTS, SCANS, TRADES } from './lib/scanner-world';

/** Reports (and calls) per round without the index: each costs tens of times more. */
const SCANS_UNINDEXED = 5;
const ROUNDS = 3;
const HOLDERS_PER_TX = 7;
const DECIMALS = 6;
const ctx = { clientId: 'bench' };
/** The time every report is made at (see `reports`). */
let SCAN_CLOCK = Date.now();

/** The scanned token: Token-2022 with metadata, a pool wallet, HOLDERS holders, TRADES trades with the pool. */
async function token(chain: ChainBackend, rpc: ReturnType<typeof createSolanaRpcFromTransport>) {
  const payer = await generateKeyPairSigner();
  await call(chain, 'requestAirdrop', [payer.address, 10_000_000_000]);
  const { mint } = await createFixture(
    rpc,
    {
      program: 'token-2022',
      decimals: DECIMALS,
      holders: [],
      keepMintAuthority: true,
      extensions: (m) => [
        extension('MetadataPointer', { authority: null, metadataAddress: m }),
        extension('TokenMetadata', {
          updateAuthority: some(payer.address),
          mint: m,
          name: 'Bench Coin',
          symbol: 'BENCH',
          uri: 'https://example.com/bench.json',
          additionalMetadata: new Map(),
        }),
      ],
    },
    payer,
  );
  const tokenProgram = TOKEN_2022_PROGRAM_ADDRESS;
  const pool = await generateKeyPairSigner();
  const holders = await Promise.all(Array.from({ length: HOLDERS }, () => generateKeyPairSigner()));
  const ataOf = async (owner: Address) => (await findAssociatedTokenPda({ owner, mint, tokenProgram }))[0];
  const poolAta = await ataOf(pool.address);
  const holderAtas = await Promise.all(holders.map((h) => ataOf(h.address)));
  // Each wallet gets some SOL too, as a trader's wallet has (the scanner labels holders by their wallet account).
  const fund = (owner: Address, ata: Address, amount: bigint) => [
    getTransferSolInstruction({ source: payer, destination: owner, amount: 10_000_000n }),
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner, mint, tokenProgram }),
    getMintToInstruction({ mint, token: ata, mintAuthority: payer, amount }),
  ];
  const setup: Instruction[][] = [fund(pool.address, poolAta, 500_000_000_000n)];
  for (let i = 0; i < HOLDERS; i += HOLDERS_PER_TX) {
    setup.push(
      holders
        .slice(i, i + HOLDERS_PER_TX)
        .flatMap((h, k) => fund(h.address, holderAtas[i + k]!, 1_000_000n * BigInt(1 + ((i + k) % 97)))),
    );
  }
  setup.push([
    getSetAuthorityInstruction({
      owned: mint,
      owner: payer,
      authorityType: AuthorityType.MintTokens,
      newAuthority: null,
    }),
  ]);
  await sendAll(chain, payer, setup, false);
  // Trades: buys from the pool, sells back to it, alternating; each its own transaction naming the mint.
  const trades: Instruction[][] = [];
  for (let i = 0; i < TRADES; i++) {
    const k = (i >> 1) % HOLDERS;
    const holderAta = holderAtas[k]!;
    const amount = 1_000n + BigInt(i);
    trades.push([
      i % 2 === 0
        ? getTransferCheckedInstruction({
            source: poolAta,
            mint,
            destination: holderAta,
            authority: pool,
            amount,
            decimals: DECIMALS,
          })
        : getTransferCheckedInstruction({
            source: holderAta,
            mint,
            destination: poolAta,
            authority: holders[k]!,
            amount,
            decimals: DECIMALS,
          }),
    ]);
  }
  await sendAll(chain, payer, trades, false);
  return mint;
}

/**
 * `count` static token reports of `mint` through a batching, counting transport: wall times, round trips, and
 * the process's CPU time per report (less sensitive than wall time to other work on the machine).
 */
async function reports(chain: ChainBackend, mint: Address, count: number) {
  const times: number[] = [];
  const full: number[] = [];
  let trips = 0;
  let staticTrips = 0;
  let report: TokenReport | null = null;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const transport = createBatchingTransport((body) => chain.handleRpc(body, ctx));
    const rpc = createSolanaRpcFromTransport(transport);
    let staticMs = Number.NaN;
    const t0 = performance.now();
    report = (await scan(
      { type: 'token', query: mint, chain: 'solana' },
      {
        rpc,
        market: unknownMarketSource,
        // One clock for every report: the age the report states must not depend on when it ran (the reports
        // without the index are compared with those with it).
        now: () => SCAN_CLOCK,
        onStaticReport: () => {
          staticMs = performance.now() - t0;
          staticTrips = transport.rounds;
        },
      },
    )) as TokenReport;
    full.push(performance.now() - t0);
    times.push(staticMs);
    trips = transport.rounds;
  }
  const cpu = process.cpuUsage(cpu0);
  return {
    times,
    full,
    staticTrips,
    actorTrips: trips - staticTrips,
    report: report!,
    cpuMs: (cpu.user + cpu.system) / 1000 / count,
  };
}

/** p50 of `count` runs of one JSON-RPC call through the handler (the bare cost of one call, no transport). */
async function callP50(chain: ChainBackend, count: number, method: string, params: unknown[]) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await call(chain, method, params);
    times.push(performance.now() - t0);
  }
  return quantile(times, 0.5);
}

// On tmpfs when there is one: the setup's ~4,700 transactions would each wait for a journal fsync on disk, and
// the reports measured write nothing.
const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const dir = mkdtempSync(path.join(base, 'solpad-bench-scanner-'));
const scanDir = mkdtempSync(path.join(base, 'solpad-bench-scanner-unindexed-'));
const chain = await createLocalnet({ dataDir: dir, logger: createLogger('silent'), airdropsPerMinute: 1000 });
let unindexed: ChainBackend | null = null;
let closed = false;
try {
  const rpc = createChainRpc(chain);
  let t = performance.now();
  const backgroundTxs = await growChain(chain, rpc, { accounts: OTHER_ACCOUNTS, mints: OTHER_MINTS });
  log(
    `${OTHER_ACCOUNTS} token accounts of ${OTHER_MINTS} mints in ${backgroundTxs} transactions: ${Math.round(performance.now() - t)} ms`,
  );
  t = performance.now();
  const mint = await token(chain, rpc);
  log(`token with ${HOLDERS} holders and ${TRADES} trades: ${Math.round(performance.now() - t)} ms`);
  SCAN_CLOCK = Date.now();
  const expected = OTHER_ACCOUNTS + OTHER_MINTS + 1 + HOLDERS + 1; // + the token's mint, holders and pool
  const accounts = await tokenProgramAccounts(chain);
  if (accounts !== expected)
    throw new Error(`setup: ${accounts} token-program accounts, expected ${expected}`);

  // The same state without the index, for later: a snapshot, copied (opened once the index is measured, so the
  // two chains' heaps never share the process while one is timed).
  chain.snapshotNow?.();
  cpSync(dir, scanDir, { recursive: true });

  const holdersCall = [
    TOKEN_2022_PROGRAM_ADDRESS,
    {
      encoding: 'base64',
      // What the scanner's first round trip asks: every token account of the mint, sliced to owner and amount.
      dataSlice: { offset: 32, length: 40 },
      filters: [{ memcmp: { offset: 0, bytes: mint } }],
    },
  ];
  const series = {
    p50: [] as number[],
    p99: [] as number[],
    cpu: [] as number[],
    trips: [] as number[],
    actorTrips: [] as number[],
    full: [] as number[],
    floor: [] as number[],
    ratio: [] as number[],
    largest: [] as number[],
    holders: [] as number[],
    unindexedP50: [] as number[],
    speedup: [] as number[],
    largestUnindexed: [] as number[],
    holdersUnindexed: [] as number[],
  };
  let reference: TokenReport | null = null;
  for (let round = -1; round < ROUNDS; round++) {
    t = performance.now();
    collectGarbage();
    const indexed = await reports(chain, mint, SCANS);
    log(`with the index, round ${round + 1}: ${Math.round(performance.now() - t)} ms`);
    collectGarbage();
    // The floor: one round trip through the same transport reading the mint alone (no report is cheaper).
    const floorTimes: number[] = [];
    for (let i = 0; i < SCANS; i++) {
      const transport = createBatchingTransport((body) => chain.handleRpc(body, ctx));
      const t0 = performance.now();
      await createSolanaRpcFromTransport(transport)
        .getMultipleAccounts([mint], { encoding: 'base64' })
        .send();
      floorTimes.push(performance.now() - t0);
    }
    const largest = await callP50(chain, SCANS, 'getTokenLargestAccounts', [mint]);
    const holders = await callP50(chain, SCANS, 'getProgramAccounts', holdersCall);
    if (round < 0) {
      if (indexed.report.holders.count !== HOLDERS + 1)
        throw new Error(`report counts ${indexed.report.holders.count} holders, expected ${HOLDERS + 1}`);
      reference = indexed.report;
      continue;
    }
    const p50 = quantile(indexed.times, 0.5);
    const floor = quantile(floorTimes, 0.5);
    series.p50.push(p50);
    series.p99.push(quantile(indexed.times, 0.99));
    series.cpu.push(indexed.cpuMs);
    series.trips.push(indexed.staticTrips);
    series.actorTrips.push(indexed.actorTrips);
    series.full.push(quantile(indexed.full, 0.5));
    series.floor.push(floor);
    series.ratio.push(p50 / floor);
    series.largest.push(largest);
    series.holders.push(holders);
  }
  await chain.close();
  closed = true;
  collectGarbage();

  unindexed = await createLocalnet({
    dataDir: scanDir,
    logger: createLogger('silent'),
    indexTokenAccounts: false,
  });
  for (let round = -1; round < ROUNDS; round++) {
    t = performance.now();
    collectGarbage();
    const before = await reports(unindexed, mint, round < 0 ? 1 : SCANS_UNINDEXED);
    log(`without the index, round ${round + 1}: ${Math.round(performance.now() - t)} ms`);
    collectGarbage();
    const largestUnindexed = await callP50(unindexed, SCANS_UNINDEXED, 'getTokenLargestAccounts', [mint]);
    const holdersUnindexed = await callP50(unindexed, SCANS_UNINDEXED, 'getProgramAccounts', holdersCall);
    if (round < 0) {
      // The index changes what a report costs, never what it says.
      const same = (r: TokenReport | null) =>
        JSON.stringify({ ...r, scannedAt: 0, slot: 0 }, (_k, v) => (typeof v === 'bigint' ? `${v}` : v));
      if (same(before.report) !== same(reference)) throw new Error('the index changed the report');
      continue;
    }
    const unindexedP50 = quantile(before.times, 0.5);
    series.unindexedP50.push(unindexedP50);
    series.speedup.push(unindexedP50 / (series.p50[round] as number));
    series.largestUnindexed.push(largestUnindexed);
    series.holdersUnindexed.push(holdersUnindexed);
  }
  const chainNote = `${HOLDERS} holders, ${TRADES} trades, ${OTHER_ACCOUNTS.toLocaleString('en-US')} other token accounts`;
  record('scanner', [
    figure(
      'scanner.token.static.p50',
      'Static token report (onStaticReport), p50 (grown localnet, in-process)',
      'ms',
      series.p50,
      {
        digits: 2,
        budget: {
          op: '<=',
          value: 30,
          why: 'issue 17: the static part of a report ≤ 30 ms, so the actor part has room',
        },
        note: `${SCANS} reports per round; Token-2022 mint with metadata, ${chainNote}`,
      },
    ),
    figure('scanner.token.static.p99', 'Static token report, p99', 'ms', series.p99, { digits: 2 }),
    figure(
      'scanner.token.full.p50',
      'Full report with the actors read from the chain, p50',
      'ms',
      series.full,
      {
        digits: 1,
        note: "no market source: the activity is the mint's earliest 150 transactions, then 60 wallets' pages and first transactions",
      },
    ),
    figure('scanner.token.cpu', 'Full report, CPU time (client + chain)', 'ms', series.cpu, {
      digits: 2,
      note: 'process CPU time per report (client and chain share the process): its cost without queueing for a busy CPU',
    }),
    figure(
      'scanner.token.round-trips',
      'Dependent RPC round trips before the static report',
      'requests',
      series.trips,
      {
        budget: {
          op: '<=',
          value: 2,
          why: "issue 17: the floor of 2 — the mint with its holders (owners, balances); their owners' accounts with the creation",
        },
        note: 'calls of one stage are batched into one JSON-RPC request (split in parts of 100, sent at once)',
      },
    ),
    figure(
      'scanner.token.actor-round-trips',
      'Dependent RPC round trips of the actor part',
      'requests',
      series.actorTrips,
      {
        budget: { op: '<=', value: 3, why: 'issue 17: actors ≤ 3 more round trips' },
        note: "the buyers' signature pages, then their first transactions",
      },
    ),
    figure('scanner.token.floor.p50', 'Floor: one round trip reading the mint, p50', 'ms', series.floor, {
      digits: 2,
    }),
    figure('scanner.token.floor-ratio', 'Static token report / floor', '×', series.ratio, { digits: 1 }),
    figure(
      'scanner.token.unindexed.p50',
      'Static token report without the token index, p50',
      'ms',
      series.unindexedP50,
      {
        digits: 1,
        note: `same chain state, localnet index switched off (the before); ${SCANS_UNINDEXED} reports per round`,
      },
    ),
    figure('scanner.token.index-speedup', 'Report time without the index / with it', '×', series.speedup, {
      digits: 1,
    }),
    figure('scanner.rpc.largest.p50', 'getTokenLargestAccounts, p50 (index / scan)', 'ms', series.largest, {
      digits: 3,
      note: `without the index: ${median(series.largestUnindexed).toFixed(1)} ms`,
    }),
    figure(
      'scanner.rpc.holders.p50',
      'Holder read getProgramAccounts (owner and amount of each), p50 (index / scan)',
      'ms',
      series.holders,
      {
        digits: 3,
        note: `without the index: ${median(series.holdersUnindexed).toFixed(1)} ms`,
      },
    ),
  ]);
} finally {
  await unindexed?.close();
  if (!closed) await chain.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(scanDir, { recursive: true, force: true });
}
