// POST /api/solana/transfer as a contract: what the built transaction contains, and every refusal.
import {
  generateKeyPairSigner,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type KeyPairSigner,
} from '@solana/kit';
import { ApiErrorSchema, TransferResponseSchema } from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { ONE_SIGNATURE_FEE } from '../chain/constants';

const t = useTestApp();
let alice: KeyPairSigner;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const res = await t.app.request('/api/rpc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const reply = (await res.json()) as { result: T; error?: unknown };
  expect(reply.error).toBeUndefined();
  return reply.result;
}

async function funded(lamports: number): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await rpc('requestAirdrop', [signer.address, lamports]);
  return signer;
}

const transfer = (body: unknown) =>
  t.app.request('/api/solana/transfer', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** A transfer of `amount` from `sender` to `recipient` (their addresses). */
const transferOf = (sender: string, recipient: string, amount: unknown) =>
  transfer({ senderPublicKey: sender, recipientPublicKey: recipient, amount });

beforeAll(async () => {
  alice = await funded(1_000_000_000);
});

describe('POST /api/solana/transfer', () => {
  it('builds an unsigned transfer: base64, the sender pays the fee, a fresh blockhash, the exact lamports', async () => {
    const bob = await generateKeyPairSigner();
    const res = await transferOf(alice.address, bob.address, '0.25');
    expect(res.status).toBe(200);
    const reply = TransferResponseSchema.parse(await res.json());
    if (!reply.success) throw new Error(reply.error.message);
    expect(reply).toMatchObject({ lamports: '250000000', feeLamports: String(ONE_SIGNATURE_FEE) });

    const tx = getTransactionDecoder().decode(getBase64Encoder().encode(reply.transaction));
    // Unsigned: one signature slot, the sender's, still empty.
    expect(Object.keys(tx.signatures)).toEqual([alice.address]);
    expect(tx.signatures[alice.address]).toBeNull();
    const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
    expect(message.staticAccounts[0]).toBe(alice.address); // fee payer
    expect(message.header.numSignerAccounts).toBe(1);
    const { value: valid } = await rpc<{ value: boolean }>('isBlockhashValid', [message.lifetimeToken]);
    expect(valid).toBe(true);
    const { value: latest } = await rpc<{ value: { lastValidBlockHeight: number } }>('getLatestBlockhash');
    expect(Number(reply.lastValidBlockHeight)).toBeGreaterThan(latest.lastValidBlockHeight - 150);

    if (!('instructions' in message)) throw new Error(`unexpected message version ${message.version}`);
    expect(message.version).toBe('legacy');
    const [ix] = message.instructions;
    if (!ix?.data) throw new Error('no instruction data');
    expect(message.staticAccounts[ix.programAddressIndex]).toBe(SYSTEM_PROGRAM);
    const data = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    expect(data.getUint32(0, true)).toBe(2); // SystemInstruction::Transfer
    expect(data.getBigUint64(4, true)).toBe(250_000_000n);
  });

  it('accepts an amount as a JSON number, including one JS would write in exponent form', async () => {
    const bob = await funded(1_000_000_000);
    const res = await transferOf(alice.address, bob.address, 1e-7);
    expect(TransferResponseSchema.parse(await res.json())).toMatchObject({ success: true, lamports: '100' });
  });

  it('refuses amounts that are not positive SOL with at most 9 decimals, naming the field', async () => {
    const bob = await generateKeyPairSigner();
    for (const amount of [0, '0', -1, '-0.5', '0.0000000001', 'abc', '', '1e3', null, 1e21]) {
      const res = await transferOf(alice.address, bob.address, amount);
      expect(res.status, String(amount)).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ success: false, error: { message: expect.stringMatching(/^amount: /) } });
      ApiErrorSchema.parse(body);
      TransferResponseSchema.parse(body);
    }
  });

  it('refuses bad addresses, naming the field', async () => {
    const res = await transfer({ senderPublicKey: 'nope', recipientPublicKey: alice.address, amount: '1' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 'INVALID_REQUEST', message: expect.stringMatching(/^senderPublicKey: /) },
    });
  });

  it('says in `error` how much can be sent when the balance minus the fee is short', async () => {
    const bob = await generateKeyPairSigner();
    const res = await transferOf(alice.address, bob.address, '1');
    expect(res.status).toBe(400);
    const reply = TransferResponseSchema.parse(await res.json());
    expect(reply).toMatchObject({
      success: false,
      error: {
        code: 'TX__INSUFFICIENT_SOL',
        message: expect.stringContaining(
          'at most 0.999995 SOL can be sent after the 0.000005 SOL network fee',
        ),
      },
    });
  });

  it('allows sending everything but the fee, which closes the sender’s account', async () => {
    const carol = await funded(10_000_000);
    const bob = await generateKeyPairSigner();
    const res = await transferOf(carol.address, bob.address, '0.009995');
    expect(TransferResponseSchema.parse(await res.json())).toMatchObject({
      success: true,
      lamports: '9995000',
    });
  });

  it('refuses to leave the sender below the rent-exempt minimum, or to create a recipient below it', async () => {
    const bob = await generateKeyPairSigner();
    const dust = await transferOf(alice.address, bob.address, '0.9999');
    expect(await dust.json()).toMatchObject({ success: false, error: { code: 'TRANSFER__SENDER_RENT' } });
    const tiny = await transferOf(alice.address, bob.address, '0.000001');
    expect(await tiny.json()).toMatchObject({
      success: false,
      error: { code: 'TRANSFER__RECIPIENT_RENT', message: expect.stringContaining('SOL') },
    });
  });

  it('refuses the System program as the recipient with 400, not a 500 (found by the fuzz run)', async () => {
    const res = await transferOf(alice.address, SYSTEM_PROGRAM, '0.1');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 'INVALID_REQUEST', message: expect.stringContaining(`${SYSTEM_PROGRAM} is a program`) },
    });
  });

  it('refuses a transfer to oneself and one from an empty account', async () => {
    const same = await transferOf(alice.address, alice.address, '0.1');
    expect(await same.json()).toMatchObject({ success: false, error: { code: 'TRANSFER__SAME_ACCOUNT' } });
    const empty = await generateKeyPairSigner();
    const res = await transferOf(empty.address, alice.address, '0.1');
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 'TX__INSUFFICIENT_SOL', message: expect.stringContaining('at most 0 SOL') },
    });
  });
});
