// Scanner: the static token report (core/scanner's `scan`) on a grown localnet, and the RPC round trips it takes.
// The chain is a real LiteSVM localnet answering its JSON-RPC handler in-process (no HTTP, so the figure is the
// engine's and the chain's cost). It holds a Token-2022 token with metadata, 200 holders and 500 trades, beside
// 20,000 other token accounts (100 other mints, half classic, half Token-2022), all made by real transactions
// sent in JSON-RPC batches straight to the localnet object.
// The same state is also opened with the localnet's token-account index switched off, to show what it saves.
// Run: node --import tsx bench/scanner.ts   (BENCH_SCANS, BENCH_OTHER_ACCOUNTS override the counts)
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpcFromTransport,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressDecoder,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type RpcTransport,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  some,
} from '@solana/kit';
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import { getCreateAccountWithSeedInstruction, getTransferSolInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  AuthorityType,
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeAccount3Instruction,
  getMintToInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { createBatchingTransport, scan, type TokenReport, unknownMarketSource } from '@solpad/core/scanner';
import { createLocalnet } from '../api/src/chain/localnet';
import type { ChainBackend } from '../api/src/chain/types';
import { createLogger } from '../api/src/lib/logger';
import { createFixture } from '../api/src/scanner/fixtures';
import { figure, median, quantile, record } from './lib/figures';

const SCANS = Number(process.env.BENCH_SCANS ?? 40);
/** Reports (and calls) per round without the index: each costs tens of times more. */
const SCANS_UNINDEXED = 5;
const OTHER_ACCOUNTS = Number(process.env.BENCH_OTHER_ACCOUNTS ?? 20_000);
const OTHER_MINTS = 100;
const HOLDERS = 200;
const TRADES = 500;
const ROUNDS = 3;
/** Token accounts created per background transaction (5 × ~171 bytes fit in 1,232). */
const ACCOUNTS_PER_TX = 5;
const HOLDERS_PER_TX = 7;
const DECIMALS = 6;
const ctx = { clientId: 'bench' };
// A full collection before each measured block, so that one block does not pay for the garbage of the one
// before (a report without the index leaves ~10 MB; a major GC of this heap takes seconds on a busy machine).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const log = (msg: string) => console.error(`  ${msg}`);

async function call<T = unknown>(chain: ChainBackend, method: string, params: unknown[]): Promise<T> {
  const reply = parseJsonWithBigInts(
    await chain.handleRpc(stringifyJsonWithBigInts({ jsonrpc: '2.0', id: 1, method, params }), ctx),
  ) as { result?: T; error?: { message: string } };
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  return reply.result as T;
}

/**
 * Signs one transaction per instruction list (fee payer `payer`, the signers the instructions carry) and sends
 * them in JSON-RPC batches of 100 straight to the chain's handler. Throws if any is refused.
 */
async function sendAll(
  chain: ChainBackend,
  payer: KeyPairSigner,
  txs: Instruction[][],
  skipPreflight: boolean,
) {
  for (let i = 0; i < txs.length; i += 100) {
    const { value: latest } = await call<{ value: { blockhash: string; lastValidBlockHeight: bigint } }>(
      chain,
      'getLatestBlockhash',
      [],
    );
    const wires = await Promise.all(
      txs.slice(i, i + 100).map(async (instructions) =>
        getBase64EncodedWireTransaction(
          await signTransactionMessageWithSigners(
            pipe(
              createTransactionMessage({ version: 0 }),
              (m) => setTransactionMessageFeePayerSigner(payer, m),
              (m) => setTransactionMessageLifetimeUsingBlockhash(latest as never, m),
              (m) => appendTransactionMessageInstructions(instructions, m),
            ),
          ),
        ),
      ),
    );
    const body = wires.map((wire, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'sendTransaction',
      params: [wire, { encoding: 'base64', skipPreflight }],
    }));
    const replies = JSON.parse(await chain.handleRpc(JSON.stringify(body), ctx)) as {
      error?: { message: string };
    }[];
    const refused = replies.find((r) => r.error);
    if (refused) throw new Error(`setup transaction refused: ${refused.error?.message}`);
  }
}

const randomAddress = () => getAddressDecoder().decode(randomBytes(32));
const addressBytes = getAddressEncoder();

/** `createAddressWithSeed`, synchronously (node's SHA-256): sha256(base ‖ seed ‖ program). */
const addressWithSeed = (base: Address, seed: string, program: Address) =>
  getAddressDecoder().decode(
    createHash('sha256')
      .update(addressBytes.encode(base) as Uint8Array)
      .update(seed)
      .update(addressBytes.encode(program) as Uint8Array)
      .digest(),
  );

/**
 * OTHER_ACCOUNTS token accounts of OTHER_MINTS mints (half per token program), for random owners. Each is made
 * with CreateAccountWithSeed + InitializeAccount3: its address is a hash of the payer and a seed, so no key pair
 * and no program-derived address (whose curve check costs ~1 ms in JS) is needed per account.
 */
async function growChain(chain: ChainBackend, rpc: ReturnType<typeof createSolanaRpcFromTransport>) {
  const payer = await generateKeyPairSigner();
  const rent = await call<bigint>(chain, 'getMinimumBalanceForRentExemption', [165]);
  const airdrops = Math.ceil((OTHER_ACCOUNTS * Number(rent)) / 10_000_000_000) + 1;
  for (let i = 0; i < airdrops; i++) await call(chain, 'requestAirdrop', [payer.address, 10_000_000_000]);
  const txs: Instruction[][] = [];
  let n = 0;
  for (let m = 0; m < OTHER_MINTS; m++) {
    const program = m % 2 ? 'token-2022' : 'token';
    const tokenProgram = m % 2 ? TOKEN_2022_PROGRAM_ADDRESS : TOKEN_PROGRAM_ADDRESS;
    const { mint } = await createFixture(rpc, { program, holders: [] }, payer);
    const count = Math.floor(OTHER_ACCOUNTS / OTHER_MINTS) + (m < OTHER_ACCOUNTS % OTHER_MINTS ? 1 : 0);
    let batch: Instruction[] = [];
    for (let k = 0; k < count; k++) {
      const seed = (n++).toString(36);
      const account = addressWithSeed(payer.address, seed, tokenProgram);
      batch.push(
        getCreateAccountWithSeedInstruction({
          payer,
          newAccount: account,
          base: payer.address,
          seed,
          amount: rent as never,
          space: 165,
          programAddress: tokenProgram,
        }),
        getInitializeAccount3Instruction(
          { account, mint, owner: randomAddress() },
          { programAddress: tokenProgram },
        ),
      );
      if (batch.length === 2 * ACCOUNTS_PER_TX) {
        txs.push(batch);
        batch = [];
      }
    }
    if (batch.length) txs.push(batch);
  }
  await sendAll(chain, payer, txs, true);
  return txs.length;
}

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

/** Accounts the token programs own: the setup's count must be exact, or something did not land. */
async function tokenProgramAccounts(chain: ChainBackend): Promise<number> {
  let n = 0;
  for (const program of [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]) {
    const all = await call<unknown[]>(chain, 'getProgramAccounts', [
      program,
      { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
    ]);
    n += all.length;
  }
  return n;
}

/**
 * `count` static token reports of `mint` through a batching, counting transport: wall times, round trips, and
 * the process's CPU time per report (less sensitive than wall time to other work on the machine).
 */
async function reports(chain: ChainBackend, mint: Address, count: number) {
  const times: number[] = [];
  let trips = 0;
  let report: TokenReport | null = null;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const transport = createBatchingTransport((body) => chain.handleRpc(body, ctx));
    const rpc = createSolanaRpcFromTransport(transport);
    const t0 = performance.now();
    report = (await scan(
      { type: 'token', query: mint, chain: 'solana' },
      { rpc, market: unknownMarketSource },
    )) as TokenReport;
    times.push(performance.now() - t0);
    trips = transport.requests;
  }
  const cpu = process.cpuUsage(cpu0);
  return { times, trips, report: report!, cpuMs: (cpu.user + cpu.system) / 1000 / count };
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
  const plain: RpcTransport = async <T>({ payload }: { payload: unknown }) =>
    parseJsonWithBigInts(await chain.handleRpc(stringifyJsonWithBigInts(payload), ctx)) as T;
  const rpc = createSolanaRpcFromTransport(plain);
  let t = performance.now();
  const backgroundTxs = await growChain(chain, rpc);
  log(
    `${OTHER_ACCOUNTS} token accounts of ${OTHER_MINTS} mints in ${backgroundTxs} transactions: ${Math.round(performance.now() - t)} ms`,
  );
  t = performance.now();
  const mint = await token(chain, rpc);
  log(`token with ${HOLDERS} holders and ${TRADES} trades: ${Math.round(performance.now() - t)} ms`);
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
      dataSlice: { offset: 64, length: 8 },
      filters: [{ memcmp: { offset: 0, bytes: mint } }],
    },
  ];
  const series = {
    p50: [] as number[],
    p99: [] as number[],
    cpu: [] as number[],
    trips: [] as number[],
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
    series.trips.push(indexed.trips);
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
      'Static token report, p50 (grown localnet, in-process)',
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
    figure('scanner.token.static.cpu', 'Static token report, CPU time (client + chain)', 'ms', series.cpu, {
      digits: 2,
      note: 'process CPU time per report (client and chain share the process): its cost without queueing for a busy CPU',
    }),
    figure(
      'scanner.token.round-trips',
      'Dependent RPC round trips per token report',
      'requests',
      series.trips,
      {
        budget: {
          op: '<=',
          value: 3,
          why: 'mint + holders; their owners + creation; labels + creator balance',
        },
        note: 'calls of one stage are batched into one JSON-RPC request',
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
      'Holder count getProgramAccounts, p50 (index / scan)',
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
