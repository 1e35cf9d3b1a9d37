// Presales end to end on the localnet: deposit, contributions from two wallets, a successful distribution and a
// failed presale's refunds — every balance read back from the chain.
import { randomUUID } from 'node:crypto';
import type { KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToInstruction,
} from '@solana-program/token-2022';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import { PRESALE_PLATFORM_FEE_BPS } from '@solpad/core/marketing';
import { PresaleCreateResponseSchema, PresaleDetailSchema } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketingTestApp, startMarketingWorld } from '../../test/marketing-harness';
import { createFixture, sendInstructions } from '../../test/scanner-fixtures';
import { ONE_SIGNATURE_FEE } from '../chain/constants';
import { schema } from '../db';
import { createChainRpc } from '../lib/chain-rpc';
import { TOKEN_PROGRAM_ADDRESS } from './chain';

const HOUR = 60 * 60 * 1000;
/** 1 000 000 whole tokens (6 decimals) per SOL. */
const RATE = 1_000_000_000_000n;

let t: MarketingTestApp;
let creator: KeyPairSigner;
let alice: KeyPairSigner;
let bob: KeyPairSigner;
let carol: KeyPairSigner;
let mint: string;
let cookies: Record<string, string>;

beforeAll(async () => {
  // The creator buys the tokens it will sell.
  ({
    t,
    wallets: [creator, alice, bob, carol],
    mint,
    cookies,
  } = await startMarketingWorld({ sol: [20, 5, 5, 5], buySol: 2n * SOL }));
}, 120_000);
afterAll(() => t?.close());

const bal = (a: string) => t.client.balance(a);
const tokens = (owner: string) => t.client.tokenBalance(owner, mint);

async function createPresale(overrides: Record<string, unknown> = {}) {
  const body = await form(mint, {
    name: 'Test presale',
    description: 'Tokens for the community',
    ...overrides,
  });
  return (await t.depositedPresale(body, creator, cookies[creator.address])).presale;
}

const contribute = (id: string, w: KeyPairSigner, lamports: bigint) =>
  t.contribute(id, w, lamports, cookies[w.address]);

describe('a successful presale', () => {
  let id: string;
  let escrow: string;
  const before: Record<string, bigint> = {};
  /** `wallet`'s contribution of `lamports` is refused with `status` and `error`; the escrow's balance stays. */
  async function expectRefused(wallet: KeyPairSigner, lamports: bigint, status: number, error: unknown) {
    const escrowBefore = await bal(escrow);
    const res = await contribute(id, wallet, lamports);
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    expect(await bal(escrow)).toBe(escrowBefore);
  }

  it('takes the tokens for sale into the escrow at creation', async () => {
    const creatorTokens = await tokens(creator.address);
    const p = await createPresale();
    id = p.id;
    escrow = p.escrow;
    expect(p.status).toBe('live');
    expect(p.tokensForSale).toBe((2n * RATE).toString());
    expect(await tokens(escrow)).toBe(2n * RATE);
    expect(await tokens(creator.address)).toBe(creatorTokens - 2n * RATE);
  });

  it('records contributions from two wallets, each balance moving on chain', async () => {
    before.alice = await bal(alice.address);
    before.bob = await bal(bob.address);
    const a = await contribute(id, alice, 800_000_000n);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const b = await contribute(id, bob, 500_000_000n);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(await bal(escrow)).toBe(1_300_000_000n);
    expect(await bal(alice.address)).toBe(before.alice - 800_000_000n - ONE_SIGNATURE_FEE);
    expect(await bal(bob.address)).toBe(before.bob - 500_000_000n - ONE_SIGNATURE_FEE);
    const detail = (await t.call('GET', `/api/marketing/presales/${id}`)).body.presale;
    expect(detail).toMatchObject({ raisedLamports: '1300000000', contributors: 2 });
  });

  it("refuses the creator's own contribution (no funding its own soft cap), moving nothing", async () => {
    await expectRefused(creator, SOL / 2n, 400, {
      code: 'PRESALE__OWN_PRESALE',
      message: "A presale's creator cannot contribute to it (it would fund its own soft cap)",
    });
  });

  it('confirms a contribution once, even when its signature is posted again', async () => {
    const prepared = await t.call(
      'POST',
      `/api/marketing/presales/${id}/contributions/prepare`,
      { lamports: (SOL / 10n).toString() },
      cookies[bob.address],
    );
    const signature = await t.client.signAndSend(prepared.body.transaction, [bob]);
    const path = `/api/marketing/presales/${id}/contributions/confirm`;
    const [x, y] = await Promise.all([
      t.call('POST', path, { signature }, cookies[bob.address]),
      t.call('POST', path, { signature }, cookies[bob.address]),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(y.body.presale.raisedLamports).toBe('1400000000');
    expect(await bal(escrow)).toBe(1_400_000_000n);
  });

  it("refuses a contribution above the wallet's maximum", async () => {
    const res = await contribute(id, alice, 300_000_000n);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'PRESALE__ABOVE_MAXIMUM',
      message: "Contribution exceeds the presale's maximum per wallet",
    });
  });

  it('refuses a contribution past the hard cap with a clear message, moving nothing', async () => {
    await expectRefused(carol, 700_000_000n, 409, {
      code: 'PRESALE__HARD_CAP',
      message: "Contribution exceeds the presale's hard cap",
    });
  });

  it('cannot be finalized before its end', async () => {
    const res = await t.call('POST', `/api/marketing/presales/${id}/finalize`, {}, cookies[carol.address]);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('The presale has not ended yet');
  });

  it('refuses a contribution after the end', async () => {
    t.advance(HOUR + 1000);
    const res = await contribute(id, carol, SOL / 10n);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'PRESALE__ENDED', message: 'The presale has ended' });
  });

  it('distributes tokens to contributors and SOL to the creator minus the platform fee', async () => {
    const escrowAtaBalances = await t.client.rpc<{
      value: { pubkey: string; account: { lamports: number } }[];
    }>('getTokenAccountsByOwner', [escrow, { mint }, { encoding: 'base64' }]);
    const escrowAtaRent = BigInt(escrowAtaBalances.value[0]?.account.lamports ?? 0);
    expect(escrowAtaRent).toBeGreaterThan(0n);
    const creatorSol = await bal(creator.address);
    const creatorTokens = await tokens(creator.address);
    const treasurySol = await bal(t.treasury);
    const raised = 1_400_000_000n;
    const fee = (raised * PRESALE_PLATFORM_FEE_BPS) / 10_000n;

    // Anyone signed in may trigger it; two at once pay once.
    const [res, again] = await Promise.all([
      t.call('POST', `/api/marketing/presales/${id}/finalize`, {}, cookies[carol.address]),
      t.call('POST', `/api/marketing/presales/${id}/finalize`, {}, cookies[alice.address]),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(again.status).toBe(200);
    expect(res.body.presale.status).toBe('succeeded');
    expect(res.body.presale).toMatchObject({
      feeLamports: fee.toString(),
      creatorLamports: (raised - fee).toString(),
    });

    expect(await tokens(alice.address)).toBe((800_000_000n * RATE) / SOL);
    expect(await tokens(bob.address)).toBe((600_000_000n * RATE) / SOL);
    expect(await tokens(creator.address)).toBe(creatorTokens + 2n * RATE - (1_400_000_000n * RATE) / SOL);
    expect(await tokens(escrow)).toBe(0n);
    expect(await bal(escrow)).toBe(0n);
    // The creator: the proceeds, plus the rent of the escrow's token account it paid, closed now.
    expect(await bal(creator.address)).toBe(creatorSol + raised - fee + escrowAtaRent);
    // The treasury: the fee, minus the network fees of the releases and the contributors' new token accounts.
    const payouts = res.body.payouts as { signature: string; status: string; kind: string }[];
    expect(payouts.every((p) => p.status === 'paid')).toBe(true);
    const signatures = [...new Set(payouts.map((p) => p.signature))];
    let fees = 0n;
    for (const s of signatures) fees += await t.feeOf(s);
    const ataRent = BigInt(await t.client.rpc<number>('getMinimumBalanceForRentExemption', [170]));
    expect(await bal(t.treasury)).toBe(treasurySol + fee - fees - 2n * ataRent);
  });

  it('finalizing again changes nothing', async () => {
    const snapshot = await Promise.all([bal(creator.address), bal(t.treasury), tokens(alice.address)]);
    const res = await t.call('POST', `/api/marketing/presales/${id}/finalize`, {}, cookies[bob.address]);
    expect(res.status).toBe(200);
    expect(await Promise.all([bal(creator.address), bal(t.treasury), tokens(alice.address)])).toEqual(
      snapshot,
    );
  });

  it('has no refunds', async () => {
    const res = await t.call('POST', `/api/marketing/presales/${id}/refund`, {}, cookies[alice.address]);
    expect(res.status).toBe(409);
  });
});

describe('the presale deadline job', () => {
  it('finalizes a presale once its end passes, paying on chain, and leaves a live one alone', async () => {
    const ended = await createPresale();
    expect((await contribute(ended.id, alice, SOL)).status).toBe(200);
    expect((await contribute(ended.id, bob, SOL / 2n)).status).toBe(200);
    const live = await createPresale({ endsAt: new Date(t.now() + 5 * HOUR).toISOString() });
    const escrowAta = await t.client.rpc<{ value: { account: { lamports: number } }[] }>(
      'getTokenAccountsByOwner',
      [ended.escrow, { mint }, { encoding: 'base64' }],
    );
    const escrowAtaRent = BigInt(escrowAta.value[0]?.account.lamports ?? 0);
    const creatorBefore = await bal(creator.address);
    const aliceTokens = await tokens(alice.address);

    const before = await t.jobs.runNow('finalize-presales');
    expect(before?.lastOutcome).toBe('ok');
    expect((await t.call('GET', `/api/marketing/presales/${ended.id}`)).body.presale.status).toBe('live');

    t.advance(HOUR + 1000);
    const run = await t.jobs.runNow('finalize-presales');
    expect(run?.lastOutcome, run?.lastError ?? '').toBe('ok');
    expect(run?.lastResult).toMatch(/^finalized [1-9]\d* presales$/);
    const detail = PresaleDetailSchema.parse(
      (await t.call('GET', `/api/marketing/presales/${ended.id}`)).body.presale,
    );
    expect(detail.status).toBe('succeeded');
    // 1.5 SOL raised over the 1 SOL soft cap: the creator got it minus the platform fee (and the rent of the
    // escrow's token account, closed), Alice her tokens.
    const raised = SOL + SOL / 2n;
    expect((await bal(creator.address)) - creatorBefore).toBe(
      raised - (raised * BigInt(PRESALE_PLATFORM_FEE_BPS)) / 10_000n + escrowAtaRent,
    );
    expect(await bal(ended.escrow)).toBe(0n);
    expect((await tokens(alice.address)) - aliceTokens).toBe(RATE);
    expect((await t.call('GET', `/api/marketing/presales/${live.id}`)).body.presale.status).toBe('live');

    // Running again pays nothing twice.
    const creatorAfter = await bal(creator.address);
    await t.jobs.runNow('finalize-presales');
    expect(await bal(creator.address)).toBe(creatorAfter);
  });
});

describe('a failed presale', () => {
  let id: string;
  let escrow: string;
  let creatorTokensBefore: bigint;
  let other: { id: string; escrow: string };

  it('collects contributions below its soft cap', async () => {
    creatorTokensBefore = await tokens(creator.address);
    const p = await createPresale({ softCapLamports: ((3n * SOL) / 2n).toString() });
    id = p.id;
    escrow = p.escrow;
    expect((await contribute(id, alice, 500_000_000n)).status).toBe(200);
    expect((await contribute(id, bob, 400_000_000n)).status).toBe(200);
    expect(await bal(escrow)).toBe(900_000_000n);
    // A second, live presale whose escrow must not move while this one is refunded.
    const q = await createPresale({ endsAt: new Date(t.now() + 5 * HOUR).toISOString() });
    other = { id: q.id, escrow: q.escrow };
    expect((await contribute(q.id, carol, 200_000_000n)).status).toBe(200);
  });

  it('fails after its end and gives the creator its tokens back', async () => {
    t.advance(HOUR + 1000);
    const res = await t.call('POST', `/api/marketing/presales/${id}/finalize`, {}, cookies[carol.address]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.presale.status).toBe('failed');
    expect(await tokens(creator.address)).toBe(creatorTokensBefore - 2n * RATE);
    expect(await tokens(escrow)).toBe(0n);
    expect(await bal(escrow)).toBe(900_000_000n);
  });

  it('refunds a contributor exactly once under concurrent claims', async () => {
    const aliceBefore = await bal(alice.address);
    const path = `/api/marketing/presales/${id}/refund`;
    const replies = await Promise.all([
      t.call('POST', path, {}, cookies[alice.address]),
      t.call('POST', path, {}, cookies[alice.address]),
      t.call('POST', path, {}, cookies[alice.address]),
    ]);
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(replies.map((r) => r.body.refund.signature)).size).toBe(1);
    expect(replies[0]?.body.refund).toMatchObject({
      kind: 'contribution_refund',
      lamports: '500000000',
      status: 'paid',
    });
    // The treasury paid the network fee: the contributor gets everything back.
    expect(await bal(alice.address)).toBe(aliceBefore + 500_000_000n);
    expect(await bal(escrow)).toBe(400_000_000n);
    const again = await t.call('POST', path, {}, cookies[alice.address]);
    expect(again.status).toBe(200);
    expect(await bal(alice.address)).toBe(aliceBefore + 500_000_000n);
  });

  it('refuses a refund to a wallet that did not contribute, and moves no other escrow', async () => {
    const otherBefore = await bal(other.escrow);
    const res = await t.call('POST', `/api/marketing/presales/${id}/refund`, {}, cookies[carol.address]);
    expect(res.status).toBe(404);
    expect(await bal(escrow)).toBe(400_000_000n);
    // Carol's own presale is still live: no refund there either.
    const live = await t.call(
      'POST',
      `/api/marketing/presales/${other.id}/refund`,
      {},
      cookies[carol.address],
    );
    expect(live.status).toBe(409);
    expect(await bal(other.escrow)).toBe(otherBefore);
  });

  it('resumes interrupted releases without paying twice', async () => {
    const db = t.database.db;
    // Alice's refund as a crash right after sending would leave it: `sent`, its signature known.
    await db
      .update(schema.escrowPayouts)
      .set({ status: 'sent' })
      .where(eq(schema.escrowPayouts.key, `presale/${id}/refund/${alice.address}`));
    // Bob's as a crash before its transaction reached the chain: `sent` under a signature that never landed.
    await db.insert(schema.escrowPayouts).values({
      id: randomUUID(),
      key: `presale/${id}/refund/${bob.address}`,
      escrowKind: 'presale',
      refId: id,
      kind: 'contribution_refund',
      recipient: bob.address,
      lamports: 400_000_000n,
      tokens: 0n,
      status: 'sent',
      signature: '1111111111111111111111111111111111111111111111111111111111111111',
      lastValidBlockHeight: 0n,
      createdAt: new Date(),
    });
    const aliceBefore = await bal(alice.address);
    const bobBefore = await bal(bob.address);
    const res = await t.call('POST', `/api/marketing/presales/${id}/refund`, {}, cookies[bob.address]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund.status).toBe('paid');
    expect(res.body.refund.signature).not.toBe(
      '1111111111111111111111111111111111111111111111111111111111111111',
    );
    expect(await bal(bob.address)).toBe(bobBefore + 400_000_000n);
    // Alice's had landed: found on chain, marked paid, not sent again.
    expect(await bal(alice.address)).toBe(aliceBefore);
    expect(await bal(escrow)).toBe(0n);
    const detail = PresaleDetailSchema.parse(
      (await t.call('GET', `/api/marketing/presales/${id}`)).body.presale,
    );
    expect(detail.contributorList.every((c) => c.refunded)).toBe(true);
    expect(detail.payouts.every((p) => p.status === 'paid')).toBe(true);
  });

  it('requires a session to contribute or claim', async () => {
    const res = await t.call('POST', `/api/marketing/presales/${id}/refund`, {});
    expect(res.status).toBe(401);
    const prep = await t.call('POST', `/api/marketing/presales/${other.id}/contributions/prepare`, {
      lamports: '100000000',
    });
    expect(prep.status).toBe(401);
  });

  it('refuses a contribution signature posted for another presale', async () => {
    const prepared = await t.call(
      'POST',
      `/api/marketing/presales/${other.id}/contributions/prepare`,
      { lamports: (SOL / 10n).toString() },
      cookies[bob.address],
    );
    expect(prepared.status).toBe(200);
    const signature = await t.client.signAndSend(prepared.body.transaction, [bob]);
    const wrong = await t.call(
      'POST',
      `/api/marketing/presales/${id}/contributions/confirm`,
      { signature },
      cookies[bob.address],
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('This transaction is not the payment prepared for this presale');
  });

  it('answers 404 for an unknown presale', async () => {
    const res = await t.call('GET', '/api/marketing/presales/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
  });
});

describe('presale tokens', () => {
  const rpc = () => createChainRpc(t.chain);

  it('refuses mints whose authorities or extensions could block or drain the escrow', async () => {
    const payer = await t.client.wallet(2);
    const freezable = await createFixture(rpc(), { program: 'token', holders: [], freezable: true }, payer);
    const res = await postForm(freezable.mint);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'PRESALE__UNSUPPORTED_TOKEN',
      message: "Presales cannot hold this token: its freeze authority could freeze the escrow's tokens",
    });
    const delegated = await createFixture(
      rpc(),
      {
        program: 'token-2022',
        holders: [],
        extensions: [extension('PermanentDelegate', { delegate: payer.address })],
      },
      payer,
    );
    const res2 = await postForm(delegated.mint);
    expect(res2.status).toBe(400);
    expect(res2.body.error.message).toMatch(/PermanentDelegate extension/);
  });

  it('sells a classic SPL Token mint and ends early at its hard cap', async () => {
    // The creator mints 1 000 000 tokens of its own classic mint.
    const fixture = await createFixture(
      rpc(),
      { program: 'token', holders: [], keepMintAuthority: true },
      creator,
    );
    const classic = fixture.mint;
    const [creatorAta] = await findAssociatedTokenPda({
      owner: creator.address,
      mint: classic,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    await sendInstructions(rpc(), creator, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: creator,
        ata: creatorAta,
        owner: creator.address,
        mint: classic,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      }),
      getMintToInstruction(
        { mint: classic, token: creatorAta, mintAuthority: creator, amount: RATE },
        { programAddress: TOKEN_PROGRAM_ADDRESS },
      ),
    ]);
    await waitFor(async () => (await t.client.tokenBalance(creator.address, classic)) === RATE);
    const res = await postForm(classic, {
      hardCapLamports: (SOL / 5n).toString(),
      softCapLamports: (SOL / 10n).toString(),
      maxContributionLamports: (SOL / 5n).toString(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = PresaleCreateResponseSchema.parse(res.body);
    expect(created.presale.token.program).toBe(TOKEN_PROGRAM_ADDRESS);
    const signature = await t.client.signAndSend(created.deposit.transaction, [creator]);
    const id = created.presale.id;
    expect(
      (
        await t.call(
          'POST',
          `/api/marketing/presales/${id}/deposit/confirm`,
          { signature },
          cookies[creator.address],
        )
      ).status,
    ).toBe(200);
    expect(await t.client.tokenBalance(created.presale.escrow, classic)).toBe(RATE / 5n);
    const creatorSol = await bal(creator.address);
    // Sent but never confirmed by the client: the API notices the landed payment by itself.
    const prepared = await t.call(
      'POST',
      `/api/marketing/presales/${id}/contributions/prepare`,
      { lamports: (SOL / 5n).toString() },
      cookies[carol.address],
    );
    await t.client.signAndSend(prepared.body.transaction, [carol]);
    await waitFor(
      async () =>
        (await t.call('GET', `/api/marketing/presales/${id}`)).body.presale.raisedLamports ===
        (SOL / 5n).toString(),
    );
    // The hard cap is reached: it has ended, before its end time.
    const res2 = await t.call('POST', `/api/marketing/presales/${id}/finalize`, {}, cookies[bob.address]);
    expect(res2.status, JSON.stringify(res2.body)).toBe(200);
    expect(res2.body.presale.status).toBe('succeeded');
    expect(await t.client.tokenBalance(carol.address, classic)).toBe(RATE / 5n);
    expect(await t.client.tokenBalance(created.presale.escrow, classic)).toBe(0n);
    const fee = ((SOL / 5n) * PRESALE_PLATFORM_FEE_BPS) / 10_000n;
    const ataRent = BigInt(await t.client.rpc<number>('getMinimumBalanceForRentExemption', [165]));
    expect(await bal(creator.address)).toBe(creatorSol + SOL / 5n - fee + ataRent);
  });
});

/** `POST /api/marketing/presales` as the creator, with the {@link form} of `mint` and `overrides`. */
async function postForm(mint: string, overrides: Record<string, unknown> = {}) {
  return t.call('POST', '/api/marketing/presales', await form(mint, overrides), cookies[creator.address]);
}

/** A presale of `mint` for 1–2 SOL at RATE, starting now for an hour, with `overrides`. */
async function form(mint: string, overrides: Record<string, unknown> = {}) {
  return {
    mint,
    name: 'Classic presale',
    softCapLamports: SOL.toString(),
    hardCapLamports: (2n * SOL).toString(),
    tokensPerSol: RATE.toString(),
    minContributionLamports: (SOL / 10n).toString(),
    maxContributionLamports: SOL.toString(),
    startsAt: new Date(t.now()).toISOString(),
    endsAt: new Date(t.now() + HOUR).toISOString(),
    ...overrides,
  };
}

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met');
}

describe('a release the treasury could not pay for', () => {
  it("returns a cancelled presale's tokens once the treasury can pay the fee, through the unpaid-releases job", async () => {
    const presale = await createPresale({ name: 'Cancelled on an empty treasury' });
    const held = await tokens(creator.address);
    // Empty the treasury: it cannot pay the release's network fee.
    const treasury = await t.treasurySigner();
    const left = await bal(treasury.address);
    await sendInstructions(createChainRpc(t.chain), treasury, [
      getTransferSolInstruction({
        source: treasury,
        destination: carol.address,
        amount: left - ONE_SIGNATURE_FEE,
      }),
    ]);
    expect(await bal(treasury.address)).toBe(0n);

    const res = await t.call(
      'POST',
      `/api/marketing/presales/${presale.id}/cancel`,
      {},
      cookies[creator.address],
    );
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('MARKETING__TREASURY_UNFUNDED');
    const detail = async () =>
      PresaleDetailSchema.parse((await t.call('GET', `/api/marketing/presales/${presale.id}`)).body.presale);
    // Cancelled, its token return planned, the tokens still in the escrow; cancelling again does not pay it.
    expect((await detail()).status).toBe('cancelled');
    expect((await detail()).payouts).toMatchObject([{ kind: 'token_return', status: 'planned' }]);
    expect(
      (await t.call('POST', `/api/marketing/presales/${presale.id}/cancel`, {}, cookies[creator.address]))
        .status,
    ).toBe(200);
    expect(await tokens(creator.address)).toBe(held);
    // The job cannot pay either while the treasury is empty, and says so.
    expect((await t.jobs.runNow('pay-unpaid-releases'))?.lastResult).toMatch(/1 not sent/);
    expect(await tokens(creator.address)).toBe(held);

    await t.client.fund(treasury.address, 10);
    expect((await t.jobs.runNow('pay-unpaid-releases'))?.lastResult).not.toMatch(/not sent/);
    expect(await tokens(creator.address)).toBe(held + BigInt(presale.tokensForSale));
    expect((await detail()).payouts).toMatchObject([{ kind: 'token_return', status: 'paid' }]);
  });
});
