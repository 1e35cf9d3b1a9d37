import {
  createSolanaRpcFromTransport,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  type RpcTransport,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
} from '@solana/kit';
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import { describe, expect, it } from 'vitest';
import { clockedLocalnet, signedTransfer } from '../../../test/clocked-localnet';
import { SLOT_MS } from '../constants';
import type { ChainBackend, ConfirmedTransaction } from '../types';
import { BLOCKHASH_VALID_BLOCKS } from './clock';

const local = clockedLocalnet('solpad-localnet-');

function rpcOf(c: ChainBackend) {
  const transport: RpcTransport = async <T>({ payload }: { payload: unknown }) =>
    parseJsonWithBigInts(await c.handleRpc(stringifyJsonWithBigInts(payload), { clientId: 'test' })) as T;
  return createSolanaRpcFromTransport(transport);
}

async function raw(body: unknown) {
  return JSON.parse(await local.chain.handleRpc(JSON.stringify(body), { clientId: 'test' }));
}

async function fundedSigner(sol = 2n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await rpcOf(local.chain)
    .requestAirdrop(signer.address, lamports(sol * 1_000_000_000n))
    .send();
  return signer;
}

function transfer(from: KeyPairSigner, to: string, amount: bigint) {
  return signedTransfer(rpcOf(local.chain), from, to, amount);
}

describe('localnet JSON-RPC through @solana/kit', () => {
  it('moves SOL with a signed transfer: balances change by the amount and the 5000-lamport fee', async () => {
    const rpc = rpcOf(local.chain);
    const alice = await fundedSigner();
    const bob = await generateKeyPairSigner();
    const tx = await transfer(alice, bob.address, 250_000_000n);
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' })
      .send();

    expect((await rpc.getBalance(bob.address).send()).value).toBe(250_000_000n);
    expect((await rpc.getBalance(alice.address).send()).value).toBe(2_000_000_000n - 250_000_000n - 5000n);
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'confirmed' });
    const account = await rpc.getAccountInfo(bob.address, { encoding: 'base64' }).send();
    expect(account.value).toMatchObject({
      lamports: 250_000_000n,
      owner: '11111111111111111111111111111111',
    });
  });

  it("reads a wire transaction sent without an encoding as base58, Solana's default", async () => {
    const alice = await fundedSigner();
    const bob = await generateKeyPairSigner();
    const wire = getBase64EncodedWireTransaction(await transfer(alice, bob.address, 100_000_000n));
    const ask = async (params: unknown[]) =>
      JSON.parse(
        await local.chain.handleRpc(
          JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params }),
          {
            clientId: 'encoding-test',
          },
        ),
      ) as { result?: string; error?: { code: number; message: string } };
    // base64 text read as base58 is not a transaction: refused as Solana refuses it, nothing moves.
    expect((await ask([wire])).error?.code).toBe(-32602);
    expect((await rpcOf(local.chain).getBalance(bob.address).send()).value).toBe(0n);
    const base58 = getBase58Decoder().decode(Buffer.from(wire, 'base64'));
    expect((await ask([base58])).result).toEqual(expect.any(String));
    expect((await rpcOf(local.chain).getBalance(bob.address).send()).value).toBe(100_000_000n);
  });

  it('refuses an overspending transfer in preflight with the runtime logs, and changes nothing', async () => {
    const rpc = rpcOf(local.chain);
    const alice = await fundedSigner(1n);
    const bob = await generateKeyPairSigner();
    const tx = await transfer(alice, bob.address, 5_000_000_000n);
    const send = rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send();
    const error = await send.catch((e: unknown) => e);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    expect(
      JSON.stringify((error as { context: unknown }).context, (_k, v) =>
        typeof v === 'bigint' ? String(v) : v,
      ),
    ).toContain('insufficient lamports');
    expect((await rpc.getBalance(alice.address).send()).value).toBe(1_000_000_000n);
    // Never processed, as on a cluster: its signature is unknown, and once it can pay the same transaction lands.
    const signature = getBase58Decoder().decode(Object.values(tx.signatures)[0] as Uint8Array);
    expect((await rpc.getSignatureStatuses([signature as never]).send()).value[0]).toBeNull();
    await rpc.requestAirdrop(alice.address, lamports(5_000_000_000n)).send();
    await rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send();
    expect((await rpc.getBalance(bob.address).send()).value).toBe(5_000_000_000n);
    expect((await rpc.getBalance(alice.address).send()).value).toBe(1_000_000_000n - 5000n);
  });

  it('lands a failing transaction sent with skipPreflight, charging only the fee', async () => {
    const rpc = rpcOf(local.chain);
    const alice = await fundedSigner(1n);
    const bob = await generateKeyPairSigner();
    const tx = await transfer(alice, bob.address, 5_000_000_000n);
    const sig = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64', skipPreflight: true })
      .send();
    const { value } = await rpc.getSignatureStatuses([sig]).send();
    expect(value[0]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect((await rpc.getBalance(alice.address).send()).value).toBe(1_000_000_000n - 5000n);
  });

  it('refuses to process the same transaction twice', async () => {
    const rpc = rpcOf(local.chain);
    const alice = await fundedSigner();
    const bob = await generateKeyPairSigner();
    const wire = getBase64EncodedWireTransaction(await transfer(alice, bob.address, 1_000_000n));
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send();
    await expect(rpc.sendTransaction(wire, { encoding: 'base64' }).send()).rejects.toThrow();
    expect((await rpc.getBalance(bob.address).send()).value).toBe(1_000_000n);
  });

  it('advances the slot every 400 ms and expires a blockhash after 150 blocks', async () => {
    const rpc = rpcOf(local.chain);
    const alice = await fundedSigner();
    const slot = await rpc.getSlot().send();
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const tx = await transfer(alice, alice.address, 1n);
    local.now += SLOT_MS * 10;
    expect(await rpc.getSlot().send()).toBe(slot + 10n);
    local.now += SLOT_MS * (Number(BLOCKHASH_VALID_BLOCKS) + 1);
    const { value: valid } = await rpc.isBlockhashValid(latest.blockhash).send();
    expect(valid).toBe(false);
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' })
      .send()
      .catch((e: unknown) => e);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    expect(isSolanaError((error as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(
      true,
    );
  });

  it('simulates without changing state and reports units consumed', async () => {
    const rpc = rpcOf(local.chain);
    const alice = await fundedSigner();
    const bob = await generateKeyPairSigner();
    const wire = getBase64EncodedWireTransaction(await transfer(alice, bob.address, 7n * 1_000_000n));
    const { value } = await rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        accounts: { addresses: [bob.address], encoding: 'base64' },
      })
      .send();
    expect(value.err).toBeNull();
    expect(value.unitsConsumed).toBeGreaterThan(0n);
    expect(value.accounts?.[0]?.lamports).toBe(7_000_000n);
    expect((await rpc.getBalance(bob.address).send()).value).toBe(0n);
  });

  it('tells listeners about confirmed transactions, airdrops counted for their recipient', async () => {
    const seen: ConfirmedTransaction[] = [];
    local.chain.onConfirmed((tx) => seen.push(tx));
    const alice = await fundedSigner();
    expect(seen).toMatchObject([{ wallet: alice.address, err: null }]);
  });
});

describe('localnet JSON-RPC envelope', () => {
  it('answers a batch in order, each call on its own', async () => {
    const replies = await raw([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      { jsonrpc: '2.0', id: 3, method: 'getSlot', params: [] },
    ]);
    expect(replies).toMatchObject([{ id: 1, result: 'ok' }, { id: 2, error: { code: -32601 } }, { id: 3 }]);
  });

  it('caps airdrops per request and per minute', async () => {
    const who = (await generateKeyPairSigner()).address;
    const big = await raw({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [who, 11_000_000_000] });
    expect(big.error.code).toBe(-32602);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await raw({ jsonrpc: '2.0', id: i, method: 'requestAirdrop', params: [who, 1_000_000_000] });
      codes.push(r.error?.code ?? 0);
    }
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('localnet durability', () => {
  it('replays the journal after a crash and restores snapshots after a clean close', async () => {
    const rpc = rpcOf(local.chain);
    const alice = await fundedSigner(3n);
    const bob = await generateKeyPairSigner();
    const sig = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(await transfer(alice, bob.address, 1_000_000_000n)), {
        encoding: 'base64',
      })
      .send();

    // A second node on the same data dir, without the first one closing: the journal alone must do.
    const crashed = await local.open();
    const rpc2 = rpcOf(crashed);
    expect((await rpc2.getBalance(bob.address).send()).value).toBe(1_000_000_000n);
    expect((await rpc2.getBalance(alice.address).send()).value).toBe(2_000_000_000n - 5000n);
    expect((await rpc2.getSignatureStatuses([sig]).send()).value[0]).toMatchObject({ err: null });
    await crashed.close();

    await local.chain.close();
    local.chain = await local.open();
    expect((await rpcOf(local.chain).getBalance(bob.address).send()).value).toBe(1_000_000_000n);
  });
});
