// The localnet's RPC as an explorer, a wallet and @solana/kit's confirmation flow use it, over a real server:
// HTTP JSON-RPC at /api/rpc and subscriptions at /api/rpc/ws.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  type Rpc,
  type SolanaRpcApi,
  sendAndConfirmTransactionFactory,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedMessage } from '../../test/scanner-fixtures';
import { startServerIn } from '../../test/support';
import type { RunningServer } from '../server';

let dir: string;
let server: RunningServer;
let rpc: Rpc<SolanaRpcApi>;
let subs: ReturnType<typeof createSolanaRpcSubscriptions>;
let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'solpad-rpcfull-'));
  server = await startServerIn(dir, { LOG_LEVEL: 'silent' });
  rpc = createSolanaRpc(`${server.url}/api/rpc`);
  subs = createSolanaRpcSubscriptions(`${server.url.replace('http', 'ws')}/api/rpc/ws`);
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subs });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function funded(sol: bigint): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await rpc.requestAirdrop(signer.address, lamports(sol * 1_000_000_000n)).send();
  return signer;
}

async function confirm(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const tx = await signedMessage(payer, latest, instructions);
  await sendAndConfirm(tx as Parameters<typeof sendAndConfirm>[0], { commitment: 'confirmed' });
  return getSignatureFromTransaction(tx);
}

describe('kit against the localnet over HTTP and websocket', () => {
  it('confirms a transfer with sendAndConfirmTransaction (signature + slot subscriptions)', async () => {
    const alice = await funded(2n);
    const bob = await generateKeyPairSigner();
    await confirm(alice, [
      getTransferSolInstruction({ source: alice, destination: bob.address, amount: 123_000_000n }),
    ]);
    expect((await rpc.getBalance(bob.address).send()).value).toBe(123_000_000n);
  });

  it('notifies account and logs subscribers when a transaction writes the account', async () => {
    const alice = await funded(1n);
    const bob = await generateKeyPairSigner();
    const abort = new AbortController();
    const accounts = await subs
      .accountNotifications(bob.address, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal });
    const logs = await subs
      .logsNotifications({ mentions: [bob.address] })
      .subscribe({ abortSignal: abort.signal });
    // Listen before the transaction lands: kit delivers notifications only to iterators already waiting.
    const nextAccount = accounts[Symbol.asyncIterator]().next();
    const nextLogs = logs[Symbol.asyncIterator]().next();
    const signature = await confirm(alice, [
      getTransferSolInstruction({ source: alice, destination: bob.address, amount: 5_000_000n }),
    ]);
    const firstAccount = (await nextAccount).value;
    const firstLogs = (await nextLogs).value;
    abort.abort();
    expect(firstAccount.value.lamports).toBe(5_000_000n);
    expect(firstLogs.value).toMatchObject({ signature, err: null });
    expect(firstLogs.value.logs.join('\n')).toContain('11111111111111111111111111111111 success');
  });

  it('serves an executed transaction to an explorer: json, jsonParsed, history and block', async () => {
    const alice = await funded(1n);
    const bob = await generateKeyPairSigner();
    const signature = await confirm(alice, [
      getTransferSolInstruction({ source: alice, destination: bob.address, amount: 42_000_000n }),
    ]);

    const json = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(json?.meta).toMatchObject({ err: null, fee: 5000n });
    expect(json?.meta?.preBalances[0]).toBe(1_000_000_000n);
    expect(json?.meta?.postBalances[0]).toBe(1_000_000_000n - 42_000_000n - 5000n);
    expect(json?.version).toBe(0);

    const parsed = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send();
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: alice.address, destination: bob.address, lamports: 42_000_000n },
      },
    });

    await expect(rpc.getTransaction(signature, { encoding: 'json' }).send()).rejects.toThrow();

    const history = await rpc.getSignaturesForAddress(bob.address).send();
    expect(history.map((h) => h.signature)).toEqual([signature]);
    const block = await rpc
      .getBlock(json?.slot as bigint, {
        transactionDetails: 'signatures',
        rewards: false,
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(block?.signatures).toContain(signature);
    const samples = await rpc.getRecentPerformanceSamples(2).send();
    expect(samples[0]?.numTransactions).toBeGreaterThan(0n);
  });

  it('answers token queries for a mint created and minted on chain', async () => {
    const payer = await funded(2n);
    const mint = await generateKeyPairSigner();
    const holder = await generateKeyPairSigner();
    const [ata] = await findAssociatedTokenPda({
      mint: mint.address,
      owner: holder.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const space = BigInt(getMintSize());
    const rent = await rpc.getMinimumBalanceForRentExemption(space).send();
    await confirm(payer, [
      getCreateAccountInstruction({
        payer,
        newAccount: mint,
        lamports: rent,
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mint.address, decimals: 6, mintAuthority: payer.address }),
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata,
        owner: holder.address,
        mint: mint.address,
      }),
      getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: payer, amount: 1_500_000n }),
    ]);

    expect((await rpc.getTokenSupply(mint.address).send()).value).toMatchObject({
      amount: '1500000',
      decimals: 6,
      uiAmountString: '1.5',
    });
    expect((await rpc.getTokenAccountBalance(ata).send()).value.amount).toBe('1500000');
    const largest = (await rpc.getTokenLargestAccounts(mint.address).send()).value;
    expect(largest).toEqual([expect.objectContaining({ address: ata, amount: '1500000' })]);
    const owned = await rpc
      .getTokenAccountsByOwner(holder.address, { mint: mint.address }, { encoding: 'jsonParsed' })
      .send();
    expect(owned.value[0]?.pubkey).toBe(ata);
    expect(owned.value[0]?.account.data).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: { mint: mint.address, owner: holder.address, tokenAmount: { amount: '1500000' } },
      },
    });
    const byMint = await rpc
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [
          { dataSize: 165n },
          { memcmp: { offset: 0n, bytes: mint.address as unknown as never, encoding: 'base58' } },
        ],
      })
      .send();
    expect(byMint.map((a) => a.pubkey)).toEqual([ata as Address]);
  });
});
