// The burn index against a real Solana runtime: transactions are signed by a wallet key and sent through the
// API's JSON-RPC endpoint (POST /api/rpc, as a browser wallet does), and GET /api/burns/stats reports what
// the confirmed transactions did.
import {
  type Address,
  createNoopSigner,
  getBase58Decoder,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit';
import { getBurnInstruction } from '@solana-program/token';
import { type BurnStats, BurnStatsSchema } from '@solpad/core/schemas';
import { buildCloseAccountInstructions, type TokenProgramKind } from '@solpad/core/token-tools';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRpc } from '../../test/actor-fixtures';
import { burnOf, createToolsMint, fundedWallet, signedWire } from '../../test/token-tools-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { schema } from '../db';
import { createLogger } from '../lib/logger';
import { createBurnIndexer } from './indexer';

const t = useTestApp();
/** Every call goes through the app's HTTP JSON-RPC endpoint, where the burn index listens. */
let rpc: Rpc<SolanaRpcApi>;

beforeAll(async () => {
  rpc = appRpc(t.app);
});

const funded = () => fundedWallet(rpc);
const wireOf = (signers: KeyPairSigner[], instructions: Instruction[]) =>
  signedWire(rpc, signers, instructions);
const createMint = (owner: KeyPairSigner, program: TokenProgramKind, supply: bigint) =>
  createToolsMint(rpc, owner, program, supply);

/** Sends a wire transaction through POST /api/rpc; the raw JSON-RPC reply. */
async function sendWire(wire: string, skipPreflight = false) {
  const res = await t.app.request('http://localhost:8787/api/rpc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 7,
      method: 'sendTransaction',
      params: [wire, { encoding: 'base64', skipPreflight }],
    }),
  });
  return (await res.json()) as { result?: string; error?: { message: string } };
}

async function send(signers: KeyPairSigner[], instructions: Instruction[]): Promise<string> {
  const reply = await sendWire(await wireOf(signers, instructions));
  if (!reply.result) throw new Error(`refused: ${reply.error?.message}`);
  return reply.result;
}

async function stats(mint?: Address): Promise<BurnStats> {
  const res = await t.app.request(`http://localhost:8787/api/burns/stats${mint ? `?mint=${mint}` : ''}`);
  expect(res.status).toBe(200);
  return BurnStatsSchema.parse(await res.json());
}

describe('the burn index', () => {
  it('records a burn sent through the RPC with its amount, mint, owner and decimals', async () => {
    const owner = await funded();
    const { mint, account } = await createMint(owner, 'token', 100_000_000n);
    // One transaction, two burns: a checked one and a plain Burn (whose decimals come from the balances).
    await send(
      [owner],
      [
        ...burnOf('token', { mint, account }, owner.address, 40_000_000n),
        getBurnInstruction({ account, mint, authority: createNoopSigner(owner.address), amount: 2_500_000n }),
      ],
    );

    const s = await stats(mint);
    expect(s).toMatchObject({
      mint,
      burnTransactions: 1,
      burnTransactions24h: 1,
      mintsBurned: 1,
      uniqueBurners: 1,
      accountsClosed: 0,
      rentReclaimedLamports: '0',
    });
    expect(s.topMints).toEqual([
      expect.objectContaining({ mint, amount: '42500000', decimals: 6, burnTransactions: 1, symbol: null }),
    ]);
    const rows = await t.database.db.select().from(schema.burnEvents);
    const mine = rows.filter((r) => r.mint === mint);
    expect(mine.map((r) => [r.kind, r.amount, r.owner, r.decimals])).toEqual([
      ['burn', 40_000_000n, owner.address, 6],
      ['burn', 2_500_000n, owner.address, 6],
    ]);
  });

  it('records a close with the rent it returned, and names a Solpad token by its symbol', async () => {
    const owner = await funded();
    const { mint, account } = await createMint(owner, 'token-2022', 5n);
    await t.database.db
      .insert(schema.tokens)
      .values({ address: mint, name: 'Ember', symbol: 'EMBR', creator: owner.address });
    const rent = (await rpc.getBalance(account).send()).value;
    expect(rent).toBeGreaterThan(0n);
    await send(
      [owner],
      [
        ...burnOf('token-2022', { mint, account }, owner.address, 5n),
        ...buildCloseAccountInstructions({ program: 'token-2022', account, owner: owner.address }),
      ],
    );
    expect((await rpc.getAccountInfo(account).send()).value).toBeNull();

    const s = await stats(mint);
    expect(s).toMatchObject({
      burnTransactions: 1,
      accountsClosed: 1,
      rentReclaimedLamports: rent.toString(),
    });
    expect(s.topMints).toEqual([
      expect.objectContaining({ mint, amount: '5', symbol: 'EMBR', name: 'Ember' }),
    ]);
    // The figures of every mint include it.
    const all = await stats();
    expect(all.mint).toBeNull();
    expect(all.accountsClosed).toBeGreaterThanOrEqual(1);
    expect(BigInt(all.rentReclaimedLamports)).toBeGreaterThanOrEqual(rent);
  });

  it('indexes nothing for a failed transaction or a garbage one', async () => {
    const owner = await funded();
    const { mint, account } = await createMint(owner, 'token', 10n);
    // Burning more than the balance fails on chain; sent without preflight it lands as a failed transaction.
    const failing = await wireOf([owner], burnOf('token', { mint, account }, owner.address, 11n));
    const landed = await sendWire(failing, true);
    expect(landed.result).toBeTypeOf('string');
    const status = await rpc.getSignatureStatuses([landed.result as never]).send();
    expect(status.value[0]?.err).not.toBeNull();
    // The same refused by preflight never lands at all.
    const refused = await sendWire(
      await wireOf(
        [owner],
        buildCloseAccountInstructions({ program: 'token', account, owner: owner.address }),
      ),
    );
    expect(refused.error?.message).toContain('simulation failed');
    // Not a transaction.
    expect((await sendWire(Buffer.from('not a transaction').toString('base64'))).error).toBeDefined();

    expect(await stats(mint)).toMatchObject({ burnTransactions: 0, accountsClosed: 0, topMints: [] });
    expect(await rpc.getBalance(account).send()).toBeDefined();
  });

  it('counts a replayed signature once', async () => {
    const owner = await funded();
    const { mint, account } = await createMint(owner, 'token', 1_000n);
    const wire = await wireOf([owner], burnOf('token', { mint, account }, owner.address, 300n));
    const first = await sendWire(wire);
    expect(first.result).toBeTypeOf('string');
    // Sent again without preflight, the cluster answers with the same signature (and does not run it again).
    expect((await sendWire(wire, true)).result).toBe(first.result);
    // And indexed again by another indexer (a restarted server).
    const again = createBurnIndexer({ db: t.database.db, chain: t.chain, logger: createLogger('silent') });
    expect(await again.index(first.result as string)).toHaveLength(1);

    expect(await stats(mint)).toMatchObject({ burnTransactions: 1 });
    expect((await stats(mint)).topMints).toEqual([expect.objectContaining({ amount: '300' })]);
    expect(BigInt((await rpc.getTokenSupply(mint).send()).value.amount)).toBe(700n);
  });

  it('indexes a burn sent base58-encoded inside a JSON-RPC batch', async () => {
    const owner = await funded();
    const { mint, account } = await createMint(owner, 'token-2022', 900n);
    const wire = await wireOf([owner], burnOf('token-2022', { mint, account }, owner.address, 250n));
    const base58 = getBase58Decoder().decode(Buffer.from(wire, 'base64'));
    const res = await t.app.request('http://localhost:8787/api/rpc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 'slot', method: 'getSlot' },
        { jsonrpc: '2.0', id: 'burn', method: 'sendTransaction', params: [base58, { encoding: 'base58' }] },
      ]),
    });
    const replies = (await res.json()) as Array<{ id: string; result?: unknown }>;
    expect(replies.find((r) => r.id === 'burn')?.result).toBeTypeOf('string');

    expect(await stats(mint)).toMatchObject({ burnTransactions: 1, topMints: [{ amount: '250' }] });
  });

  it('refuses a mint that is not an address', async () => {
    const res = await t.app.request('http://localhost:8787/api/burns/stats?mint=nope');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
  });
});
