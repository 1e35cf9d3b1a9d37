// Scanner: time to a full token report with core's engine against the localnet, and the RPC round trips it
// takes. The chain is a real LiteSVM localnet answering its JSON-RPC handler in-process (no HTTP, so the figure
// is the engine's and the chain's cost); the mint is a Token-2022 token with metadata and 25 holders.
// Run: node --import tsx bench/scanner.ts   (BENCH_SCANS overrides the number of reports per round)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSolanaRpcFromTransport, generateKeyPairSigner, type RpcTransport, some } from '@solana/kit';
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import { extension } from '@solana-program/token-2022';
import { createBatchingTransport, scan, unknownMarketSource } from '@solpad/core/scanner';
import { createLocalnet } from '../api/src/chain/localnet';
import { createLogger } from '../api/src/lib/logger';
import { createFixture, spread } from '../api/src/scanner/fixtures';
import { figure, quantile, record } from './lib/figures';

const SCANS = Number(process.env.BENCH_SCANS ?? 200);
const ROUNDS = 3;
const ctx = { clientId: 'bench' };

const dir = mkdtempSync(path.join(tmpdir(), 'solpad-bench-scanner-'));
const chain = await createLocalnet({ dataDir: dir, logger: createLogger('silent') });
try {
  const plain: RpcTransport = async <T>({ payload }: { payload: unknown }) =>
    parseJsonWithBigInts(await chain.handleRpc(stringifyJsonWithBigInts(payload), ctx)) as T;
  const rpc = createSolanaRpcFromTransport(plain);
  const payer = await generateKeyPairSigner();
  await rpc.requestAirdrop(payer.address, 5_000_000_000n as never).send();
  const { mint } = await createFixture(
    rpc,
    {
      program: 'token-2022',
      holders: spread(25, 4_000_000n),
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

  const p50: number[] = [];
  const p99: number[] = [];
  const trips: number[] = [];
  for (let round = -1; round < ROUNDS; round++) {
    const times: number[] = [];
    for (let i = 0; i < SCANS; i++) {
      const transport = createBatchingTransport((body) => chain.handleRpc(body, ctx));
      const scannerRpc = createSolanaRpcFromTransport(transport);
      const t0 = performance.now();
      await scan(
        { type: 'token', query: mint, chain: 'solana' },
        { rpc: scannerRpc, market: unknownMarketSource },
      );
      times.push(performance.now() - t0);
      if (round >= 0 && i === 0) trips.push(transport.requests);
    }
    if (round < 0) continue; // warm-up
    p50.push(quantile(times, 0.5));
    p99.push(quantile(times, 0.99));
  }
  record('scanner', [
    figure('scanner.token.p50', 'Token report, p50 (localnet, in-process)', 'ms', p50, {
      digits: 2,
      budget: { op: '<=', value: 50, why: 'a scan should feel instant; the issue sets p50 ≤ 50 ms' },
      note: `${SCANS} reports per round; Token-2022 mint with metadata, 25 holders`,
    }),
    figure('scanner.token.p99', 'Token report, p99 (localnet, in-process)', 'ms', p99, { digits: 2 }),
    figure('scanner.token.round-trips', 'RPC round trips per token report', 'requests', trips, {
      budget: { op: '<=', value: 4, why: 'the issue allows at most 4 round trips per token report' },
      note: 'calls of one stage are batched into one JSON-RPC request',
    }),
  ]);
} finally {
  await chain.close();
  rmSync(dir, { recursive: true, force: true });
}
