// A localnet in a throw-away folder whose clock a test moves by hand (made before each test, closed after it), and
// the signed SOL transfer that such tests send or leave unsent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  appendTransactionMessageInstruction,
  createTransactionMessage,
  type GetLatestBlockhashApi,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterEach, beforeEach } from 'vitest';
import { createLocalnet } from '../src/chain/localnet';
import type { ChainBackend } from '../src/chain/types';
import { createLogger } from '../src/lib/logger';

/** The localnet of the running test. */
export interface ClockedLocalnet {
  chain: ChainBackend;
  /** The clock (ms since the epoch): move it on to advance slots. */
  now: number;
  /** Opens another node on the same folder and clock (a restart, or a second process). */
  open(): Promise<ChainBackend>;
}

/** Registers the hooks that give each test of the file its own localnet (`prefix` names its folder). */
export function clockedLocalnet(prefix: string): ClockedLocalnet {
  let dir = '';
  const local: ClockedLocalnet = {
    chain: undefined as unknown as ChainBackend,
    now: 0,
    open: () => createLocalnet({ dataDir: dir, logger: createLogger('silent'), now: () => local.now }),
  };
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    local.now = Date.now();
    local.chain = await local.open();
  });
  afterEach(async () => {
    await local.chain.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return local;
}

/** A SOL transfer of `amount` lamports from `from` to `to`, signed on the latest blockhash (not sent). */
export async function signedTransfer(
  rpc: Rpc<GetLatestBlockhashApi>,
  from: KeyPairSigner,
  to: string,
  amount: bigint,
) {
  const { value: latest } = await rpc.getLatestBlockhash().send();
  return signTransfer(latest, from, to, amount);
}

/** A SOL transfer of `amount` lamports from `from` to `to`, signed on the blockhash `lifetime` (not sent). */
export function signTransfer(
  lifetime: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
  from: KeyPairSigner,
  to: string,
  amount: bigint,
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: from, destination: to as Address, amount: lamports(amount) }),
        m,
      ),
  );
  return signTransactionMessageWithSigners(message);
}
