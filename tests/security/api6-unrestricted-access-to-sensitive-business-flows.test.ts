// OWASP API6:2023 Unrestricted Access to Sensitive Business Flows, against the running app: a firm quote reused
// (the same signed trade submitted again, concurrently and later), another wallet's quote signed and submitted
// by the attacker, a signed trade moved to another quote or altered, a trade settled twice or a foreign
// transaction settled as a trade, a campaign cancelled many times at once to be refunded twice, and a wallet
// hoarding quotes to block an honest buy. Every balance is read back from the chain.
import {
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  signBytes,
} from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import type { TradeQuoteResponse } from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAt } from './support/client';
import { campaign, launchToken, type User, user } from './support/market';

const c = clientAt('127.0.0.16');
const venue = c.venue();
let creator: User;
let buyer: User;
let attacker: User;
let mint: string;
let airdropSignature: string;

beforeAll(async () => {
  [creator, buyer, attacker] = await Promise.all([user(c, 4), user(c, 3), user(c, 10)]);
  mint = await launchToken(c, creator);
  // A landed transaction that is no trade: an airdrop.
  airdropSignature = await venue.rpc<string>('requestAirdrop', [attacker.address, 1_000_000]);
});

const buy = (wallet: string, sol: bigint, slippageBps = 100) => ({
  mint,
  side: 'buy',
  amount: sol.toString(),
  amountIs: 'sol',
  slippageBps,
  wallet,
});
const quote = async (body: unknown) => {
  const res = await c.call('POST', '/api/trade/quote', { body });
  expect(res.status, res.text).toBe(200);
  return res.body as TradeQuoteResponse;
};
/** `wire` with `by`'s signature of its message put in `slot`'s place (what a wallet cannot be made to do). */
async function signAs(wire: string, slot: string, by: KeyPairSigner): Promise<string> {
  const tx = getTransactionDecoder().decode(Buffer.from(wire, 'base64'));
  const signature = await signBytes(by.keyPair.privateKey, tx.messageBytes);
  return getBase64EncodedWireTransaction({
    ...tx,
    signatures: { ...tx.signatures, [slot]: signature },
  } as typeof tx);
}
const submit = (quoteId: string, transaction: string) =>
  c.call('POST', '/api/trade/submit', { body: { quoteId, transaction } });
const tradesBy = async (wallet: string) =>
  (
    (await c.call('GET', `/api/tokens/${mint}/trades?limit=200`)).body.trades as Array<{
      trader: string;
      signature: string;
    }>
  ).filter((t) => t.trader === wallet);

describe('API6:2023 Unrestricted Access to Sensitive Business Flows', () => {
  it('uses a firm quote once: the same signed trade submitted again, at once or later, lands once', async () => {
    const q = await quote(buy(buyer.address, SOL / 10n));
    const signed = await venue.sign(q.transaction, [buyer.signer]);
    const replies = await Promise.all(Array.from({ length: 4 }, () => submit(q.quoteId, signed)));
    const signatures = new Set(replies.map((r) => r.body.trade?.signature));
    for (const r of replies) expect(r.status, r.text).toBe(200);
    expect(signatures.size).toBe(1);
    const again = await submit(q.quoteId, signed);
    expect(again.body.trade?.signature).toBe([...signatures][0]);
    expect(await venue.tokenBalance(buyer.address, mint)).toBe(BigInt(q.tokenAmount));
    expect(await tradesBy(buyer.address)).toHaveLength(1);
  });

  it("refuses another wallet's quote signed by the attacker, a signed trade moved to another quote, an altered one", async () => {
    const victimSol = await venue.balance(buyer.address);
    const victimTokens = await venue.tokenBalance(buyer.address, mint);
    // Quotes need no signature, so the attacker can ask one in the victim's name; it cannot sign it.
    const theirs = await quote(buy(buyer.address, SOL / 10n));
    const forged = await submit(
      theirs.quoteId,
      await signAs(theirs.transaction, buyer.address, attacker.signer),
    );
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    // The victim's genuine signature, presented for the attacker's own quote.
    const victimSigned = await venue.sign(theirs.transaction, [buyer.signer]);
    const own = await quote(buy(attacker.address, SOL / 10n));
    expect(await submit(own.quoteId, victimSigned)).toMatchObject({
      status: 400,
      body: { error: { code: 'TRADE__NOT_THE_QUOTE' } },
    });
    // The victim's signed trade with one byte of its message changed.
    const bytes = Buffer.from(victimSigned, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 0xff;
    expect(await submit(theirs.quoteId, bytes.toString('base64'))).toMatchObject({
      status: 400,
      body: { error: { code: 'TRADE__NOT_THE_QUOTE' } },
    });
    expect(await venue.balance(buyer.address)).toBe(victimSol);
    expect(await venue.tokenBalance(buyer.address, mint)).toBe(victimTokens);
    expect(await tradesBy(buyer.address)).toHaveLength(1);
  });

  it('settles a trade once, and refuses to settle a transaction that is not a quoted trade', async () => {
    const [trade] = await tradesBy(buyer.address);
    const settles = await Promise.all(
      Array.from({ length: 3 }, () =>
        c.call('POST', '/api/trade/settle', { body: { signature: trade?.signature } }),
      ),
    );
    for (const s of settles)
      expect(s.body.trade ?? s.body, s.text).toMatchObject({ signature: trade?.signature });
    expect(await tradesBy(buyer.address)).toHaveLength(1);
    const foreign = await c.call('POST', '/api/trade/settle', { body: { signature: airdropSignature } });
    expect(foreign).toMatchObject({ status: 400, body: { error: { code: 'TRADE__NOT_A_QUOTE' } } });
  });

  it('refunds a cancelled campaign once, however many cancels race', async () => {
    const id = await campaign(c, creator, mint, { budget: SOL / 10n });
    const before = await venue.balance(creator.address);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        c.call('POST', `/api/marketing/campaigns/${id}/cancel`, { cookie: creator.cookie }),
      ),
    );
    for (const r of replies) expect(r.status, r.text).toBe(200);
    // One of them refunds; the others find the campaign cancelled already and pay nothing.
    const refunds = replies.map((r) => r.body.refund).filter(Boolean);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: 'budget_refund', status: 'paid', recipient: creator.address });
    const refunded = BigInt(refunds[0].lamports);
    expect(refunded).toBeGreaterThanOrEqual(SOL / 10n);
    const again = await c.call('POST', `/api/marketing/campaigns/${id}/cancel`, { cookie: creator.cookie });
    expect(again.status).toBe(200);
    expect(again.body.refund ?? null).toBeNull();
    expect(await venue.balance(creator.address)).toBe(before + refunded);
    expect((await c.call('GET', `/api/marketing/campaigns/${id}`)).body.campaign).toMatchObject({
      status: 'cancelled',
      refundedLamports: refunded.toString(),
    });
  });

  it("lets no wallet block others' buys by hoarding quotes it never sends", async () => {
    // The attacker asks for every large buy it can, many times over, and sends none of them.
    const hoarded = await Promise.all(
      Array.from({ length: 10 }, () => quote(buy(attacker.address, 9n * SOL))),
    );
    expect(hoarded).toHaveLength(10);
    const before = await venue.tokenBalance(buyer.address, mint);
    const honest = await quote(buy(buyer.address, SOL / 10n, 500));
    const landed = await submit(honest.quoteId, await venue.sign(honest.transaction, [buyer.signer]));
    expect(landed.status, landed.text).toBe(200);
    expect(await venue.tokenBalance(buyer.address, mint)).toBe(before + BigInt(honest.tokenAmount));
  });
});
