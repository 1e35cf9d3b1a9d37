// Localnet throughput: signed SOL transfers accepted per second through the JSON-RPC handler (decode,
// blockhash and duplicate checks, preflight simulation, execution in LiteSVM, journal append + fsync, indexing),
// sent one after another (each waits for its own fsync) and by 20 senders at once (the journal's group commit: the
// transactions executed while one fsync is on the disk share the next).
// Transactions are signed before the clock starts: kit's signing (~1k/s in JS) is the client's cost, not the chain's.
// Run: node --import tsx bench/localnet.ts   (BENCH_TXS overrides the count)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blockhash, generateKeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { createLocalnet } from '../api/src/chain/localnet';
import { createLogger } from '../api/src/lib/logger';
import { signedTransaction } from '../api/test/scanner-fixtures';
import { figure, record, repeat } from './lib/figures';
import { call } from './lib/grown-chain';

const TXS = Number(process.env.BENCH_TXS ?? 2000);
const ROUNDS = 3;

async function round(preflight: boolean, senders: number): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'solpad-bench-localnet-'));
  const chain = await createLocalnet({ dataDir: dir, logger: createLogger('silent') });
  try {
    const payers = await Promise.all(Array.from({ length: 10 }, () => generateKeyPairSigner()));
    for (const p of payers) await call(chain, 'requestAirdrop', [p.address, 10_000_000_000]);
    const recipient = (await generateKeyPairSigner()).address;
    const { value: latest } = await call<{ value: { blockhash: string; lastValidBlockHeight: bigint } }>(
      chain,
      'getLatestBlockhash',
      [],
    );
    const lifetime = {
      blockhash: blockhash(latest.blockhash),
      lastValidBlockHeight: BigInt(latest.lastValidBlockHeight),
    };
    const wires: string[] = [];
    for (let i = 0; i < TXS; i++) {
      const payer = payers[i % payers.length]!;
      const transfer = getTransferSolInstruction({
        source: payer,
        destination: recipient,
        amount: 1_000_000n + BigInt(i),
      });
      wires.push(await signedTransaction(payer, lifetime, [transfer]));
    }
    let next = 0;
    const send = async () => {
      while (next < wires.length) {
        const wire = wires[next++] as string;
        await call(chain, 'sendTransaction', [wire, { encoding: 'base64', skipPreflight: !preflight }]);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: senders }, send));
    return TXS / ((performance.now() - t0) / 1000);
  } finally {
    await chain.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const figures = [];
for (const preflight of [true, false]) {
  const runs = await repeat(() => round(preflight, 1), { warmup: 1, runs: ROUNDS });
  figures.push(
    figure(
      `localnet.tps.${preflight ? 'preflight' : 'skip-preflight'}`,
      `Localnet transactions per second (${preflight ? 'with' : 'skip'} preflight)`,
      'tx/s',
      runs,
      { note: `${TXS} signed SOL transfers sent one after another: a journal fsync per transaction` },
    ),
  );
}
const concurrent = await repeat(() => round(true, 20), { warmup: 1, runs: ROUNDS });
figures.push(
  figure(
    'localnet.tps.concurrent',
    'Localnet transactions per second (with preflight, 20 senders at once)',
    'tx/s',
    concurrent,
    {
      note: `${TXS} signed SOL transfers; the journal's group commit: one fsync for the transactions of a flush`,
    },
  ),
);
record('localnet', figures);
