// Crash consistency of the localnet: a burst of SOL transfers against the real server process, `kill -9` in
// the middle of it, a restart on the same DATA_DIR. Every signature the server returned was journalled and
// fsynced before the answer, so each must survive with its exact balance change; a transfer whose answer was
// lost in the crash either landed whole or not at all.
import {
  type Address,
  type Blockhash,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { signTransfer } from '../test/clocked-localnet';
import { useServerFiles } from '../test/server-files';
import { freePort, stopServerProcess } from '../test/support';

const TRANSFERS = 200;
const CONCURRENCY = 20;
/** The server is killed once this many transfers have been answered with their signature. */
const KILL_AFTER = 100;
/** 4 airdrops: well inside the localnet's 10 a minute per client (all of ours come from 127.0.0.1). */
const SENDERS = 4;
const SENDER_AIRDROP = 2_000_000_000n;
const FEE = 5000n;
/** Every recipient is a new account, so each amount is above the rent-exempt minimum (890,880 lamports). */
const amountOf = (i: number) => 1_000_000n + BigInt(i) * 1000n;

const { startServer } = useServerFiles('crash');

interface RpcReply {
  result?: unknown;
  error?: { code: number; message: string };
}

async function rpc(port: number, method: string, params: unknown[]): Promise<RpcReply> {
  const res = await fetch(`http://127.0.0.1:${port}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as RpcReply;
}

async function rpcResult<T>(port: number, method: string, params: unknown[]): Promise<T> {
  const reply = await rpc(port, method, params);
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  return reply.result as T;
}

const balanceOf = async (port: number, who: Address) =>
  BigInt((await rpcResult<{ value: number }>(port, 'getBalance', [who])).value);

interface Transfer {
  sender: number;
  recipient: Address;
  amount: bigint;
  signature: string;
  wire: string;
}

async function buildTransfers(port: number, senders: KeyPairSigner[]): Promise<Transfer[]> {
  const { value: latest } = await rpcResult<{
    value: { blockhash: string; lastValidBlockHeight: number };
  }>(port, 'getLatestBlockhash', []);
  const lifetime = {
    blockhash: latest.blockhash as Blockhash,
    lastValidBlockHeight: BigInt(latest.lastValidBlockHeight),
  };
  return Promise.all(
    Array.from({ length: TRANSFERS }, async (_, i) => {
      const sender = i % SENDERS;
      const source = senders[sender]!;
      const recipient = (await generateKeyPairSigner()).address;
      const amount = amountOf(i);
      const tx = await signTransfer(lifetime, source, recipient, amount);
      return {
        sender,
        recipient,
        amount,
        signature: getSignatureFromTransaction(tx),
        wire: getBase64EncodedWireTransaction(tx),
      };
    }),
  );
}

describe('kill -9 during a burst of transfers', () => {
  it('keeps every confirmed transfer exactly, and no transfer half-applied', async () => {
    const port = await freePort();
    let server = await startServer(port);

    const senders = await Promise.all(Array.from({ length: SENDERS }, () => generateKeyPairSigner()));
    for (const s of senders) await rpcResult(port, 'requestAirdrop', [s.address, Number(SENDER_AIRDROP)]);
    const transfers = await buildTransfers(port, senders);

    // The burst: CONCURRENCY workers send the signed transfers in order; the server dies after KILL_AFTER answers.
    const confirmed = new Set<number>();
    const lost = new Set<number>(); // sent, but the answer never came: the outcome is unknown
    const rpcErrors: string[] = [];
    let next = 0;
    let killing: Promise<void> | undefined;
    const worker = async () => {
      while (next < TRANSFERS && !killing) {
        const i = next++;
        const t = transfers[i]!;
        const reply = await rpc(port, 'sendTransaction', [t.wire, { encoding: 'base64' }]).catch(() => null);
        if (!reply) lost.add(i);
        else if (reply.error || reply.result !== t.signature)
          rpcErrors.push(`#${i}: ${reply.error?.message ?? `answered ${String(reply.result)}`}`);
        else confirmed.add(i);
        if (confirmed.size >= KILL_AFTER) killing ??= stopServerProcess(server, 'SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await killing;
    expect(rpcErrors).toEqual([]);
    expect(confirmed.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(confirmed.size).toBeLessThan(TRANSFERS); // the crash really happened mid-burst

    server = await startServer(port);
    try {
      const statuses = await rpcResult<{ value: ({ err: unknown } | null)[] }>(port, 'getSignatureStatuses', [
        transfers.map((t) => t.signature),
      ]);
      const balances = await Promise.all(transfers.map((t) => balanceOf(port, t.recipient)));
      const landed = new Set<number>();
      transfers.forEach((t, i) => {
        const status = statuses.value[i];
        if (confirmed.has(i)) {
          expect(status, `confirmed transfer #${i}`).toMatchObject({ err: null });
          expect(balances[i], `recipient of confirmed transfer #${i}`).toBe(t.amount);
          landed.add(i);
        } else if (lost.has(i) && status) {
          // Journalled before the crash, answer lost: it counts, whole.
          expect(status.err).toBeNull();
          expect(balances[i]).toBe(t.amount);
          landed.add(i);
        } else {
          expect(status, `transfer #${i} never confirmed`).toBeNull();
          expect(balances[i]).toBe(0n);
        }
      });
      // The senders paid exactly what landed: amounts plus one fee each.
      for (const [s, signer] of senders.entries()) {
        const spent = [...landed]
          .filter((i) => transfers[i]!.sender === s)
          .reduce((sum, i) => sum + transfers[i]!.amount + FEE, 0n);
        expect(await balanceOf(port, signer.address)).toBe(SENDER_AIRDROP - spent);
      }
      // The recovered chain takes new transactions.
      const fresh = (await generateKeyPairSigner()).address;
      await rpcResult(port, 'requestAirdrop', [fresh, 1_000_000_000]);
      expect(await balanceOf(port, fresh)).toBe(1_000_000_000n);
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
  }, 60_000);
});
