// Campaigns, KOL hires, CTO campaigns, trending and analytics against the real API on the localnet: budgets
// paid into escrow and refunded on chain, and who may do what.
import type { KeyPairSigner } from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import {
  AnalyticsResponseSchema,
  CampaignCancelResponseSchema,
  CampaignCreateResponseSchema,
  CampaignListResponseSchema,
  CampaignResponseSchema,
  CtoPledgeResponseSchema,
  CtoResponseSchema,
  KolHireResponseSchema,
  KolProfileResponseSchema,
  TrendingResponseSchema,
} from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketingTestApp, startMarketingWorld } from '../../test/marketing-harness';
import { ONE_SIGNATURE_FEE } from '../chain/constants';

const HOUR = 60 * 60 * 1000;

let t: MarketingTestApp;
let owner: KeyPairSigner;
let stranger: KeyPairSigner;
let kolWallet: KeyPairSigner;
let mint: string;
let rent: bigint;
let cookies: Record<string, string>;

beforeAll(async () => {
  ({
    t,
    wallets: [owner, stranger, kolWallet],
    mint,
    cookies,
    rent,
  } = await startMarketingWorld({ sol: [10, 5, 1] }));
}, 120_000);
afterAll(() => t?.close());

const bal = (a: string) => t.client.balance(a);

function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Raid week',
    description: 'Raid the timeline for a week',
    type: 'raid',
    mint,
    budgetLamports: (2n * SOL).toString(),
    startsAt: new Date(t.now()).toISOString(),
    endsAt: new Date(t.now() + 24 * HOUR).toISOString(),
    goals: [
      { metric: 'participants', target: '2', label: 'Raiders' },
      { metric: 'volume_lamports', target: SOL.toString() },
    ],
    ...overrides,
  };
}

const createFunded = (w: KeyPairSigner, overrides: Record<string, unknown> = {}) =>
  t.fundedCampaign(campaignBody(overrides), w, cookies[w.address]);

describe('campaigns', () => {
  let id: string;
  let escrow: string;
  let ownerAfterFunding: bigint;

  it('refuses to create a campaign without a session', async () => {
    const res = await t.call('POST', '/api/marketing/campaigns', campaignBody());
    expect(res.status).toBe(401);
  });

  it('validates the form with field-named messages', async () => {
    const res = await t.call(
      'POST',
      '/api/marketing/campaigns',
      campaignBody({ budgetLamports: '1000', type: 'spam' }),
      cookies[owner.address],
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    const late = await t.call(
      'POST',
      '/api/marketing/campaigns',
      campaignBody({ endsAt: new Date(t.now() - 1000).toISOString() }),
      cookies[owner.address],
    );
    expect(late.status).toBe(400);
    expect(late.body.error.message).toMatch(/^endsAt: /);
  });

  it('refuses a linked token that is not a mint on chain', async () => {
    const res = await t.call(
      'POST',
      '/api/marketing/campaigns',
      campaignBody({ mint: owner.address }),
      cookies[owner.address],
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('MARKETING__UNKNOWN_MINT');
  });

  it('pays the budget into the campaign escrow on chain', async () => {
    const before = await bal(owner.address);
    const { campaign } = await createFunded(owner);
    id = campaign.id;
    escrow = campaign.escrow;
    expect(campaign.status).toBe('active');
    expect(campaign.budgetLamports).toBe((2n * SOL).toString());
    expect(campaign.fundingSignature).not.toBeNull();
    expect(await bal(escrow)).toBe(2n * SOL + rent);
    ownerAfterFunding = await bal(owner.address);
    expect(ownerAfterFunding).toBe(before - 2n * SOL - rent - ONE_SIGNATURE_FEE);
  });

  it('lists campaigns with filters', async () => {
    const list = CampaignListResponseSchema.parse(
      (await t.call('GET', `/api/marketing/campaigns?type=raid&status=active&owner=${owner.address}`)).body,
    );
    expect(list.campaigns.map((c) => c.id)).toContain(id);
    const none = CampaignListResponseSchema.parse(
      (await t.call('GET', '/api/marketing/campaigns?type=airdrop')).body,
    );
    expect(none.campaigns.map((c) => c.id)).not.toContain(id);
  });

  it('shows progress and participants', async () => {
    expect(
      (await t.call('POST', `/api/marketing/campaigns/${id}/join`, {}, cookies[stranger.address])).status,
    ).toBe(200);
    await t.call('POST', `/api/marketing/campaigns/${id}/join`, {}, cookies[stranger.address]);
    await t.client.trade(stranger, { mint, side: 'buy', amount: (SOL / 2n).toString(), amountIs: 'sol' });
    const { campaign } = CampaignResponseSchema.parse(
      (await t.call('GET', `/api/marketing/campaigns/${id}`)).body,
    );
    expect(campaign.participants).toBe(1);
    expect(campaign.participantList[0]?.wallet).toBe(stranger.address);
    const [raiders, volume] = campaign.progress.goals;
    expect(raiders).toMatchObject({ current: '1', progressBps: 5000 });
    expect(BigInt(volume?.current ?? '0')).toBe(SOL / 2n);
    expect(volume?.progressBps).toBe(5000);
  });

  it('lets only the owner edit', async () => {
    const current = (await t.call('GET', `/api/marketing/campaigns/${id}`)).body.campaign;
    const form = {
      name: 'Hijacked',
      description: current.description,
      startsAt: current.startsAt,
      endsAt: current.endsAt,
      goals: current.goals,
    };
    const path = `/api/marketing/campaigns/${id}`;
    expect((await t.call('PATCH', path, form, cookies[stranger.address])).status).toBe(403);
    expect((await t.call('PATCH', path, form)).status).toBe(401);
    const ok = await t.call('PATCH', path, { ...form, name: 'Raid month' }, cookies[owner.address]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.campaign.name).toBe('Raid month');
    // A partial change leaves the other fields alone.
    const renamed = await t.call('PATCH', path, { name: 'Raid season' }, cookies[owner.address]);
    expect(renamed.body.campaign).toMatchObject({ name: 'Raid season', description: current.description });
    expect(renamed.body.campaign.goals).toEqual(current.goals);
    const later = new Date(t.now() + HOUR).toISOString();
    const started = await t.call(
      'PATCH',
      path,
      { ...form, name: 'Raid month', startsAt: later },
      cookies[owner.address],
    );
    expect(started.status).toBe(409);
    expect(started.body.error.message).toBe('The campaign has started; its start can no longer change');
  });

  it('does not let anyone else cancel, and the escrow does not move', async () => {
    const res = await t.call('POST', `/api/marketing/campaigns/${id}/cancel`, {}, cookies[stranger.address]);
    expect(res.status).toBe(403);
    expect(await bal(escrow)).toBe(2n * SOL + rent);
  });

  it("refuses another campaign's payment as this one's", async () => {
    const res = await t.call('POST', '/api/marketing/campaigns', campaignBody(), cookies[stranger.address]);
    const other = CampaignCreateResponseSchema.parse(res.body);
    const fundedSig = (await t.call('GET', `/api/marketing/campaigns/${id}`)).body.campaign.fundingSignature;
    const wrong = await t.call(
      'POST',
      `/api/marketing/campaigns/${other.campaign.id}/confirm`,
      { signature: fundedSig },
      cookies[stranger.address],
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('This transaction is not the payment prepared for this campaign');
    const after = await t.call('GET', `/api/marketing/campaigns/${other.campaign.id}`);
    expect(after.body.campaign.status).toBe('pending_payment');
    expect(await bal(other.campaign.escrow)).toBe(0n);
  });

  it('answers 404 for an unknown campaign', async () => {
    const res = await t.call('GET', '/api/marketing/campaigns/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
  });

  describe('KOL hire paid from the budget', () => {
    let kolId: string;
    let hireId: string;

    it('creates a KOL profile owned by its wallet, once', async () => {
      const body = {
        name: 'Crypto Caller',
        bio: 'Calls early',
        handles: { x: '@caller' },
        audience: { followers: 120_000, niches: ['memecoins'] },
        priceList: [
          { service: 'Tweet', priceLamports: (SOL / 2n).toString() },
          { service: 'Thread', priceLamports: SOL.toString() },
        ],
      };
      const res = await t.call('POST', '/api/marketing/kols', body, cookies[kolWallet.address]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { kol } = KolProfileResponseSchema.parse(res.body);
      kolId = kol.id;
      expect(kol).toMatchObject({ owner: kolWallet.address, fromLamports: (SOL / 2n).toString() });
      expect((await t.call('POST', '/api/marketing/kols', body, cookies[kolWallet.address])).status).toBe(
        409,
      );
      const edit = await t.call(
        'PATCH',
        `/api/marketing/kols/${kolId}`,
        { ...body, bio: 'x' },
        cookies[stranger.address],
      );
      expect(edit.status).toBe(403);
      // The owner sets an avatar, then removes it (null), and other fields stay as they were.
      const owner = cookies[kolWallet.address];
      const withAvatar = await t.call(
        'PATCH',
        `/api/marketing/kols/${kolId}`,
        { avatarUrl: 'https://example.com/a.png' },
        owner,
      );
      expect(KolProfileResponseSchema.parse(withAvatar.body).kol.avatarUrl).toBe('https://example.com/a.png');
      const cleared = await t.call('PATCH', `/api/marketing/kols/${kolId}`, { avatarUrl: null }, owner);
      expect(KolProfileResponseSchema.parse(cleared.body).kol).toMatchObject({
        avatarUrl: null,
        name: 'Crypto Caller',
      });
      expect(
        (await t.call('PATCH', `/api/marketing/kols/${kolId}`, { avatarUrl: 'not a url' }, owner)).status,
      ).toBe(400);
      const list = (await t.call('GET', '/api/marketing/kols?niche=memecoins')).body.kols as { id: string }[];
      expect(list.map((k) => k.id)).toContain(kolId);
    });

    it('lets only the campaign owner hire, at the price list price', async () => {
      const denied = await t.call(
        'POST',
        `/api/marketing/kols/${kolId}/hires`,
        { campaignId: id, service: 'Tweet' },
        cookies[stranger.address],
      );
      expect(denied.status).toBe(403);
      const res = await t.call(
        'POST',
        `/api/marketing/kols/${kolId}/hires`,
        { campaignId: id, service: 'tweet', message: 'gm' },
        cookies[owner.address],
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { hire } = KolHireResponseSchema.parse(res.body);
      hireId = hire.id;
      expect(hire).toMatchObject({ status: 'requested', priceLamports: (SOL / 2n).toString() });
      const { campaign } = CampaignResponseSchema.parse(
        (await t.call('GET', `/api/marketing/campaigns/${id}`)).body,
      );
      expect(campaign.availableLamports).toBe(((3n * SOL) / 2n).toString());
    });

    it('pays the KOL from the escrow when the owner completes the accepted hire', async () => {
      const early = await t.call(
        'POST',
        `/api/marketing/hires/${hireId}/complete`,
        {},
        cookies[owner.address],
      );
      expect(early.status).toBe(409);
      expect(
        (await t.call('POST', `/api/marketing/hires/${hireId}/accept`, {}, cookies[owner.address])).status,
      ).toBe(403);
      expect(
        (await t.call('POST', `/api/marketing/hires/${hireId}/accept`, {}, cookies[kolWallet.address]))
          .status,
      ).toBe(200);
      const kolBefore = await bal(kolWallet.address);
      const byKol = await t.call(
        'POST',
        `/api/marketing/hires/${hireId}/complete`,
        {},
        cookies[kolWallet.address],
      );
      expect(byKol.status).toBe(403);
      const [done, twice] = await Promise.all([
        t.call('POST', `/api/marketing/hires/${hireId}/complete`, {}, cookies[owner.address]),
        t.call('POST', `/api/marketing/hires/${hireId}/complete`, {}, cookies[owner.address]),
      ]);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect([200, 409]).toContain(twice.status);
      expect(done.body.hire.status).toBe('completed');
      expect(await bal(kolWallet.address)).toBe(kolBefore + SOL / 2n);
      expect(await bal(escrow)).toBe((3n * SOL) / 2n + rent);
      const hires = (
        await t.call('GET', '/api/marketing/hires?role=kol', undefined, cookies[kolWallet.address])
      ).body.hires;
      expect(hires[0].paymentSignature).toBeTruthy();
    });

    it("finds a wallet's own profile with the owner filter", async () => {
      const mine = (await t.call('GET', `/api/marketing/kols?owner=${kolWallet.address}`)).body.kols;
      expect(mine.map((k: { id: string }) => k.id)).toEqual([kolId]);
      const none = (await t.call('GET', `/api/marketing/kols?owner=${stranger.address}`)).body.kols;
      expect(none).toEqual([]);
      const bad = await t.call('GET', '/api/marketing/kols?owner=not-an-address');
      expect(bad.status).toBe(400);
    });

    it("lists a profile's completed hires publicly, without a session", async () => {
      const res = await t.call('GET', `/api/marketing/kols/${kolId}/hires`);
      expect(res.status).toBe(200);
      expect(res.body.hires).toMatchObject([
        { id: hireId, status: 'completed', campaignId: id, service: 'Tweet' },
      ]);
      expect(res.body.hires[0].paymentSignature).toBeTruthy();
      expect(
        (await t.call('GET', '/api/marketing/kols/00000000-0000-4000-8000-000000000000/hires')).status,
      ).toBe(404);
    });
  });

  it('refunds the unspent budget on chain when the owner cancels, once', async () => {
    const before = await bal(owner.address);
    const res = await t.call('POST', `/api/marketing/campaigns/${id}/cancel`, {}, cookies[owner.address]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { campaign, refund } = CampaignCancelResponseSchema.parse(res.body);
    expect(campaign.status).toBe('cancelled');
    expect(refund).toMatchObject({
      kind: 'budget_refund',
      status: 'paid',
      lamports: ((3n * SOL) / 2n + rent).toString(),
    });
    expect(campaign).toMatchObject({
      spentLamports: (SOL / 2n).toString(),
      refundedLamports: ((3n * SOL) / 2n + rent).toString(),
    });
    expect(await bal(escrow)).toBe(0n);
    expect(await bal(owner.address)).toBe(before + (3n * SOL) / 2n + rent);
    const again = await t.call('POST', `/api/marketing/campaigns/${id}/cancel`, {}, cookies[owner.address]);
    expect(again.status).toBe(200);
    expect(await bal(owner.address)).toBe(before + (3n * SOL) / 2n + rent);
    const edit = await t.call(
      'PATCH',
      `/api/marketing/campaigns/${id}`,
      { name: 'Back', startsAt: campaign.startsAt, endsAt: campaign.endsAt },
      cookies[owner.address],
    );
    expect(edit.status).toBe(409);
  });
});

describe('CTO campaigns', () => {
  it('validates the mint on chain and weighs pledges by on-chain balance', async () => {
    const bad = await t.call(
      'POST',
      '/api/marketing/cto',
      {
        mint: stranger.address,
        title: 'Take it over',
        pitch: 'The dev left, we stay.',
        endsAt: new Date(t.now() + HOUR).toISOString(),
      },
      cookies[stranger.address],
    );
    expect(bad.status).toBe(400);
    const res = await t.call(
      'POST',
      '/api/marketing/cto',
      {
        mint,
        title: 'Take it over',
        pitch: 'The dev left, we stay.',
        thresholdBps: 100,
        endsAt: new Date(t.now() + HOUR).toISOString(),
      },
      cookies[stranger.address],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { cto } = CtoResponseSchema.parse(res.body);
    expect(cto).toMatchObject({
      status: 'open',
      supply: '1000000000000000',
      thresholdWeight: '10000000000000',
    });
    const dup = await t.call(
      'POST',
      '/api/marketing/cto',
      { mint, title: 'Again', pitch: 'A second proposal', endsAt: new Date(t.now() + HOUR).toISOString() },
      cookies[owner.address],
    );
    expect(dup.status).toBe(409);

    const noTokens = await t.call(
      'POST',
      `/api/marketing/cto/${mint}/pledges`,
      {},
      cookies[kolWallet.address],
    );
    expect(noTokens.status).toBe(400);
    expect(noTokens.body.error.message).toBe('Only holders of this token can pledge');

    const held = await t.client.tokenBalance(stranger.address, mint);
    expect(held).toBeGreaterThan(10_000_000_000_000n);
    const pledged = await t.call('POST', `/api/marketing/cto/${mint}/pledges`, {}, cookies[stranger.address]);
    expect(pledged.status, JSON.stringify(pledged.body)).toBe(200);
    const p = CtoPledgeResponseSchema.parse(pledged.body);
    expect(p.pledge.weight).toBe(held.toString());
    expect(p.cto.status).toBe('succeeded');
    expect(
      (await t.call('POST', `/api/marketing/cto/${mint}/pledges`, {}, cookies[stranger.address])).status,
    ).toBe(409);
  });
});

describe('trending and analytics', () => {
  it('ranks tokens from real trades with the documented inputs', async () => {
    const res = TrendingResponseSchema.parse((await t.call('GET', '/api/marketing/trending?window=1h')).body);
    const entry = res.tokens.find((x) => x.token.mint === mint);
    expect(entry).toBeDefined();
    const trades = (
      await t.client.get<{ trades: { solLamports: string; trader: string }[] }>(`/api/tokens/${mint}/trades`)
    ).trades;
    expect(entry?.volumeLamports).toBe(trades.reduce((s, x) => s + BigInt(x.solLamports), 0n).toString());
    expect(entry?.uniqueTraders).toBe(new Set(trades.map((x) => x.trader)).size);
    expect(entry?.rank).toBe(1);
    expect(entry?.score).toBeGreaterThan(0);
    // One number everywhere: the price and the 1 h change are the token list's for the same moment.
    const listed = (
      await t.client.get<{ tokens: { address: string; priceSol: number; priceRefSol: { h1: number } }[] }>(
        '/api/tokens?limit=200',
      )
    ).tokens.find((x) => x.address === mint);
    expect(listed).toBeDefined();
    expect(entry?.priceSol).toBe(listed?.priceSol);
    const listChange = ((listed?.priceSol ?? 0) / (listed?.priceRefSol.h1 ?? 1) - 1) * 100;
    expect(listChange).toBeGreaterThan(0);
    expect(entry?.priceChangePct).toBe(Math.round(listChange * 100) / 100);
    expect((await t.call('GET', '/api/marketing/trending?window=2h')).status).toBe(400);
  });

  it('serves daily series from the tables', async () => {
    const res = AnalyticsResponseSchema.parse(
      (await t.call('GET', `/api/marketing/analytics?days=7&mint=${mint}`)).body,
    );
    expect(res.days).toHaveLength(7);
    const today = res.days.at(-1);
    expect(today?.date).toBe(new Date(t.now()).toISOString().slice(0, 10));
    expect(today?.campaignsCreated).toBe(2);
    expect(today?.campaignBudgetLamports).toBe((2n * SOL).toString());
    const trades = (await t.client.get<{ trades: { solLamports: string }[] }>(`/api/tokens/${mint}/trades`))
      .trades;
    expect(today?.trades).toBe(trades.length);
    expect(today?.tradeVolumeLamports).toBe(
      trades.reduce((s, x) => s + BigInt(x.solLamports), 0n).toString(),
    );
    expect(res.totals.campaigns).toBe(2);
  });
});
