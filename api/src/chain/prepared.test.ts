import { PGlite } from '@electric-sql/pglite';
import {
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
  lamports,
} from '@solana/kit';
import { sql } from 'drizzle-orm';
import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { beforeEach, describe, expect, it } from 'vitest';
import { clockedLocalnet, signedTransfer } from '../../test/clocked-localnet';
import { type ChainRpc, createChainRpc } from '../lib/chain-rpc';
import { EXPIRY_GRACE_BLOCKS, SLOT_MS } from './constants';
import { isPastGrace, pastGraceSql, preparedStatus } from './prepared';

const local = clockedLocalnet('solpad-prepared-');
let rpc: ChainRpc;
beforeEach(() => {
  rpc = createChainRpc(local.chain);
});

async function fundedSigner(): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await rpc.requestAirdrop(signer.address, lamports(1_000_000_000n)).send();
  return signer;
}

/** A signed SOL transfer of `amount` from `from` to a fresh address, prepared on the latest blockhash (not sent). */
async function prepare(from: KeyPairSigner, amount: bigint) {
  const tx = await signedTransfer(rpc, from, (await generateKeyPairSigner()).address, amount);
  const lifetime = tx.lifetimeConstraint;
  if (!('lastValidBlockHeight' in lifetime)) throw new Error('not a blockhash lifetime');
  return { tx, signature: getSignatureFromTransaction(tx), lastValid: lifetime.lastValidBlockHeight };
}

/** Moves the localnet's clock on until its block height is `height`. */
async function advanceTo(height: bigint) {
  const current = await rpc.getBlockHeight().send();
  local.now += Number(height - current) * SLOT_MS;
  expect(await rpc.getBlockHeight().send()).toBe(height);
}

describe('preparedStatus', () => {
  it('is pending for an unsent transaction up to its last valid height plus the grace, expired one block after', async () => {
    const { signature, lastValid } = await prepare(await fundedSigner(), 1_000_000n);
    expect(await preparedStatus(rpc, signature, lastValid)).toBe('pending');
    await advanceTo(lastValid + 1n);
    // Past the blockhash's own lifetime but inside the grace: it may have landed at the edge.
    expect(await preparedStatus(rpc, signature, lastValid)).toBe('pending');
    await advanceTo(lastValid + EXPIRY_GRACE_BLOCKS);
    expect(await preparedStatus(rpc, signature, lastValid)).toBe('pending');
    await advanceTo(lastValid + EXPIRY_GRACE_BLOCKS + 1n);
    expect(await preparedStatus(rpc, signature, lastValid)).toBe('expired');
    // Without its last valid height it is never taken for expired.
    expect(await preparedStatus(rpc, signature, null)).toBe('pending');
  });

  it('is landed once the transaction is confirmed, however late it is asked', async () => {
    const { tx, signature, lastValid } = await prepare(await fundedSigner(), 1_000_000n);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send();
    expect(await preparedStatus(rpc, signature, lastValid)).toBe('landed');
    await advanceTo(lastValid + EXPIRY_GRACE_BLOCKS + 10n);
    expect(await preparedStatus(rpc, signature, lastValid)).toBe('landed');
  });

  it('is failed when the transaction landed with an error', async () => {
    const { tx, signature, lastValid } = await prepare(await fundedSigner(), 5_000_000_000n);
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64', skipPreflight: true })
      .send();
    expect(await preparedStatus(rpc, signature, lastValid)).toBe('failed');
    await advanceTo(lastValid + EXPIRY_GRACE_BLOCKS + 1n);
    expect(await preparedStatus(rpc, signature, lastValid)).toBe('failed');
  });
});

describe('the grace rule in a query', () => {
  it('selects exactly the last valid heights isPastGrace calls past use at a height', async () => {
    const client = new PGlite();
    try {
      const db = drizzle(client);
      const prepared = pgTable('prepared', { lastValid: bigint('last_valid', { mode: 'bigint' }).notNull() });
      await db.execute(sql`create table prepared (last_valid bigint not null)`);
      const height = 1_000n;
      const lastValids = [990n, 996n, 997n, 998n, 999n, 1_000n, 1_003n];
      for (const lastValid of lastValids) await db.insert(prepared).values({ lastValid });
      const rows = await db.select().from(prepared).where(pastGraceSql(prepared.lastValid, height));
      expect(rows.map((r) => r.lastValid).sort((a, b) => (a < b ? -1 : 1))).toEqual(
        lastValids.filter((v) => isPastGrace(v, height)),
      );
      // The boundary: valid up to height - grace - 1 is past use; up to height - grace is not.
      expect(rows.map((r) => r.lastValid)).toContain(height - EXPIRY_GRACE_BLOCKS - 1n);
      expect(rows.map((r) => r.lastValid)).not.toContain(height - EXPIRY_GRACE_BLOCKS);
    } finally {
      await client.close();
    }
  });
});
