// Marketing moderation in the admin API, against the real app on the localnet: hidden campaigns, presales, CTO
// campaigns and KOL profiles leave the public lists (and come back), a hidden KOL cannot be hired, hidden campaigns
// and presales stop counting in trending and analytics, an admin cancel refunds on chain through the owner's own
// cancel, exactly once, and every change is in the audit log.
import type { KeyPairSigner } from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import {
  AdminAuditPageSchema,
  AdminCampaignCancelResponseSchema,
  AdminCampaignListSchema,
  AdminCampaignResponseSchema,
  AdminCtoListSchema,
  AdminCtoResponseSchema,
  AdminKolListSchema,
  AdminKolResponseSchema,
  AdminPresaleListSchema,
  AdminPresaleResponseSchema,
  AnalyticsResponseSchema,
  CampaignListResponseSchema,
  CampaignResponseSchema,
  type CampaignType,
  CtoListResponseSchema,
  KolHireResponseSchema,
  KolListResponseSchema,
  PresaleListResponseSchema,
  TrendingResponseSchema,
} from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketingTestApp, startMarketingWorld } from '../../test/marketing-harness';
import { schema } from '../db';

const HOUR = 60 * 60 * 1000;

let t: MarketingTestApp;
let admin: KeyPairSigner;
let owner: KeyPairSigner;
let stranger: KeyPairSigner;
let mint: string;
let rent: bigint;
let cookies: Record<string, string>;
const as = (w: KeyPairSigner) => cookies[w.address];

beforeAll(async () => {
  ({
    t,
    wallets: [admin, owner, stranger],
    mint,
    cookies,
    rent,
  } = await startMarketingWorld({
    sol: [1, 20, 2],
    // An admin listed in the database (as `npm run admin:add` does), beside ADMIN_WALLETS.
    prepare: (app, [listed]) =>
      app.database.db.insert(schema.admins).values({ address: (listed as KeyPairSigner).address }),
    // The owner launches, and buys tokens to sell in a presale.
    launcher: 1,
    buySol: 2n * SOL,
  }));
}, 120_000);
afterAll(() => t?.close());

const bal = (a: string) => t.client.balance(a);
const publicCampaignIds = async () =>
  CampaignListResponseSchema.parse(
    (await t.call('GET', '/api/marketing/campaigns?limit=100')).body,
  ).campaigns.map((c) => c.id);
const publicPresaleIds = async () =>
  PresaleListResponseSchema.parse(
    (await t.call('GET', '/api/marketing/presales?limit=100')).body,
  ).presales.map((p) => p.id);
/** `POST /api/admin/marketing/{what}/{id}/moderate` with `body`, as `by` (the admin unless said otherwise). */
const moderate = (
  what: 'campaigns' | 'presales' | 'cto' | 'kols',
  id: string,
  body: { hidden: boolean; reason: string },
  by = admin,
) => t.call('POST', `/api/admin/marketing/${what}/${id}/moderate`, body, as(by));
/** The admin hides `what` `id` for `reason`, which succeeds: the reply (the record). */
async function hideAsAdmin(what: 'campaigns' | 'presales' | 'cto' | 'kols', id: string, reason: string) {
  const res = await moderate(what, id, { hidden: true, reason });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
/** `GET path` as the admin. */
const adminGet = (path: string) => t.call('GET', path, undefined, as(admin));
/** `POST /api/admin/marketing/{what}/{id}/cancel` as the admin, for `reason`. */
const adminCancel = (what: 'campaigns' | 'presales' | 'cto', id: string | undefined, reason: string) =>
  t.call('POST', `/api/admin/marketing/${what}/${id}/cancel`, { reason }, as(admin));
/** The stranger proposes a CTO campaign for the mint, open for an hour. */
const proposeCto = (title: string, pitch: string) =>
  t.call(
    'POST',
    '/api/marketing/cto',
    { mint, title, pitch, endsAt: new Date(t.now() + HOUR).toISOString() },
    as(stranger),
  );
const audit = async (action: string) =>
  AdminAuditPageSchema.parse((await adminGet(`/api/admin/audit?action=${action}`)).body).entries;
/** `res` is refused with 400, its message naming `field` first. */
function expectRefusedNaming(res: { status: number; body: { error: { message: string } } }, field: string) {
  expect(res.status).toBe(400);
  expect(res.body.error.message).toMatch(new RegExp(`^${field}: `));
}
/** The latest `action` in the audit log: the admin hid `target` (shown until then) for `reason`. */
async function expectHiddenInAudit(action: string, target: string, reason: string) {
  const [entry] = await audit(action);
  expect(entry).toMatchObject({
    actor: admin.address,
    target,
    before: { hidden: false, reason: null },
    after: { hidden: true, reason },
  });
}

async function fundedCampaign(name: string, type: CampaignType = 'raid') {
  const body = {
    name,
    description: 'Moderation test',
    type,
    mint,
    budgetLamports: (2n * SOL).toString(),
    startsAt: new Date(t.now()).toISOString(),
    endsAt: new Date(t.now() + 24 * HOUR).toISOString(),
    goals: [],
  };
  return (await t.fundedCampaign(body, owner, as(owner))).campaign;
}

/** `wallet` publishes a KOL profile named `name` that offers one `service` at `lamports`: the profile's id. */
async function publishKol(wallet: KeyPairSigner, name: string, service: string, lamports: bigint) {
  const res = await t.call(
    'POST',
    '/api/marketing/kols',
    {
      name,
      bio: 'Calls early',
      handles: { x: '@caller' },
      audience: { followers: 1000 },
      priceList: [{ service, priceLamports: lamports.toString() }],
    },
    as(wallet),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.kol.id as string;
}

async function depositedPresale(name: string) {
  const body = {
    mint,
    name,
    description: 'Moderation test',
    softCapLamports: SOL.toString(),
    hardCapLamports: (2n * SOL).toString(),
    tokensPerSol: '1000000000',
    minContributionLamports: (SOL / 10n).toString(),
    maxContributionLamports: SOL.toString(),
    startsAt: new Date(t.now()).toISOString(),
    endsAt: new Date(t.now() + HOUR).toISOString(),
  };
  return (await t.depositedPresale(body, owner, as(owner))).created.presale;
}

describe('campaign moderation', () => {
  let id: string;
  let escrow: string;

  beforeAll(async () => {
    const campaign = await fundedCampaign('Spammy raid');
    id = campaign.id;
    escrow = campaign.escrow;
  }, 60_000);

  it('lists campaigns for the admin with status, type, hidden and text filters', async () => {
    const list = async (query: string) =>
      AdminCampaignListSchema.parse(
        (await adminGet(`/api/admin/marketing/campaigns?${query}`)).body,
      ).campaigns.map((c) => c.id);
    expect(await list('status=active&type=raid&q=spammy')).toEqual([id]);
    expect(await list(`q=${owner.address.slice(3, 12)}`)).toContain(id);
    expect(await list('status=cancelled')).not.toContain(id);
    expect(await list('type=airdrop')).not.toContain(id);
    expect(await list('hidden=true')).not.toContain(id);
    expectRefusedNaming(await adminGet('/api/admin/marketing/campaigns?status=paused'), 'status');
  });

  it('refuses a wallet that is not an admin', async () => {
    const res = await moderate('campaigns', id, { hidden: true, reason: 'nope' }, stranger);
    expect(res.status).toBe(403);
    expect(await publicCampaignIds()).toContain(id);
  });

  it('hides a campaign from the public list (its page stays reachable), audited, and shows it again', async () => {
    expect(await publicCampaignIds()).toContain(id);
    expectRefusedNaming(await moderate('campaigns', id, { hidden: true, reason: ' ' }), 'reason');

    expect(
      AdminCampaignResponseSchema.parse(await hideAsAdmin('campaigns', id, 'Misleading promises')).campaign,
    ).toMatchObject({
      id,
      hidden: true,
      moderationReason: 'Misleading promises',
    });
    expect(await publicCampaignIds()).not.toContain(id);
    // Not even a filter that matches it brings it back.
    const byOwner = CampaignListResponseSchema.parse(
      (await t.call('GET', `/api/marketing/campaigns?owner=${owner.address}&search=Spammy`)).body,
    );
    expect(byOwner.campaigns).toEqual([]);
    expect((await t.call('GET', `/api/marketing/campaigns/${id}`)).status).toBe(200);
    const hiddenOnly = AdminCampaignListSchema.parse(
      (await adminGet('/api/admin/marketing/campaigns?hidden=true')).body,
    );
    expect(hiddenOnly.campaigns.map((c) => c.id)).toEqual([id]);
    await expectHiddenInAudit('campaign.moderate', id, 'Misleading promises');

    const shown = await moderate('campaigns', id, { hidden: false, reason: 'Owner fixed the text' });
    expect(shown.status).toBe(200);
    expect(await publicCampaignIds()).toContain(id);
    expect((await audit('campaign.moderate')).length).toBe(2);
  });

  it('answers 404 for an unknown campaign, and writes no audit row', async () => {
    const res = await moderate('campaigns', '00000000-0000-4000-8000-000000000000', {
      hidden: true,
      reason: 'x',
    });
    expect(res.status).toBe(404);
    expect((await audit('campaign.moderate')).length).toBe(2);
  });

  it("cancels on the owner's behalf: the escrow is refunded to the owner on chain, once, and audited", async () => {
    const ownerBefore = await bal(owner.address);
    const adminBefore = await bal(admin.address);
    expect(await bal(escrow)).toBe(2n * SOL + rent);
    const res = await adminCancel('campaigns', id, 'Scam reports');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { campaign, refund } = AdminCampaignCancelResponseSchema.parse(res.body);
    expect(campaign.status).toBe('cancelled');
    expect(refund).toMatchObject({
      kind: 'budget_refund',
      recipient: owner.address,
      status: 'paid',
      lamports: (2n * SOL + rent).toString(),
    });
    // The money went back to the owner, not to the admin; the treasury paid the network fee.
    expect(await bal(escrow)).toBe(0n);
    expect(await bal(owner.address)).toBe(ownerBefore + 2n * SOL + rent);
    expect(await bal(admin.address)).toBe(adminBefore);
    const [entry] = await audit('campaign.cancel');
    expect(entry).toMatchObject({
      target: id,
      before: { state: 'funded' },
      after: {
        state: 'cancelled',
        reason: 'Scam reports',
        owner: owner.address,
        refund: { lamports: (2n * SOL + rent).toString(), status: 'paid', signature: refund?.signature },
      },
    });

    // Again: nothing more moves (the refund's payout key is the same).
    const again = await adminCancel('campaigns', id, 'x');
    expect(again.status).toBe(200);
    expect(await bal(owner.address)).toBe(ownerBefore + 2n * SOL + rent);
    const payouts = (await t.call('GET', `/api/marketing/campaigns/${id}`)).body.campaign.payouts;
    expect(payouts).toHaveLength(1);
  });
});

describe('presale moderation', () => {
  let id: string;
  let contributed: string;

  beforeAll(async () => {
    id = (await depositedPresale('Quiet presale')).id;
    contributed = (await depositedPresale('Busy presale')).id;
    // Prepared, sent and confirmed: a refused prepare or confirm is not a 200.
    const confirmed = await t.contribute(contributed, stranger, SOL / 5n, as(stranger));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  }, 60_000);

  it('lists presales with filters', async () => {
    const list = async (query: string) =>
      AdminPresaleListSchema.parse((await adminGet(`/api/admin/marketing/presales?${query}`)).body).presales;
    const live = await list('status=live');
    expect(live.map((p) => p.id)).toEqual(expect.arrayContaining([id, contributed]));
    expect(live.find((p) => p.id === contributed)?.raisedLamports).toBe((SOL / 5n).toString());
    expect((await list('q=busy')).map((p) => p.id)).toEqual([contributed]);
    expect(await list('status=cancelled')).toEqual([]);
  });

  it('hides a presale from the public list and shows it again, audited', async () => {
    const hide = await moderate('presales', contributed, { hidden: true, reason: 'Copied branding' });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    expect(AdminPresaleResponseSchema.parse(hide.body).presale.hidden).toBe(true);
    const visible = await publicPresaleIds();
    expect(visible).not.toContain(contributed);
    expect(visible).toContain(id);
    expect((await t.call('GET', `/api/marketing/presales/${contributed}`)).status).toBe(200);
    await moderate('presales', contributed, { hidden: false, reason: 'Resolved' });
    expect(await publicPresaleIds()).toContain(contributed);
    expect((await audit('presale.moderate')).map((e) => (e.after as { hidden: boolean }).hidden)).toEqual([
      false,
      true,
    ]);
  });

  it('refuses to cancel a presale with contributions (the owner rule), and audits nothing', async () => {
    const res = await adminCancel('presales', contributed, 'x');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PRESALE__HAS_CONTRIBUTIONS');
    expect(await audit('presale.cancel')).toEqual([]);
  });

  it('cancels a presale nobody contributed to: its tokens go back to the creator on chain', async () => {
    const before = await t.client.tokenBalance(owner.address, mint);
    const res = await adminCancel('presales', id, 'Dup');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminPresaleResponseSchema.parse(res.body).presale.status).toBe('cancelled');
    // 2 SOL hard cap × 1 token (10⁹ base units per SOL) deposited, all returned.
    expect(await t.client.tokenBalance(owner.address, mint)).toBe(before + 2_000_000_000n);
    const [entry] = await audit('presale.cancel');
    expect(entry).toMatchObject({
      target: id,
      before: { state: 'open' },
      after: { state: 'cancelled', reason: 'Dup', tokenReturn: { tokens: '2000000000', status: 'paid' } },
    });
  });
});

describe('CTO campaigns and KOL profiles', () => {
  it("lists CTO campaigns and withdraws an open one on its proposer's behalf", async () => {
    const created = await proposeCto('Take it over', 'The dev left, we stay.');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = AdminCtoListSchema.parse(
      (await adminGet('/api/admin/marketing/cto?status=open&q=take')).body,
    );
    const [cto] = list.campaigns;
    expect(cto).toMatchObject({ title: 'Take it over', proposer: stranger.address, status: 'open' });
    const res = await adminCancel('cto', cto?.id, 'Impersonation');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminCtoResponseSchema.parse(res.body).cto.status).toBe('cancelled');
    expect((await t.call('GET', `/api/marketing/cto/${mint}`)).body.cto.status).toBe('cancelled');
    const again = await adminCancel('cto', cto?.id, 'x');
    expect(again.status).toBe(409);
    expect((await audit('cto.cancel')).length).toBe(1);
  });

  it('lists KOL profiles, searchable by name or owner', async () => {
    await publishKol(stranger, 'Moderated Caller', 'Tweet', SOL / 2n);
    const byName = AdminKolListSchema.parse((await adminGet('/api/admin/marketing/kols?q=moderated')).body);
    expect(byName.kols.map((k) => k.owner)).toEqual([stranger.address]);
    const byOwner = AdminKolListSchema.parse(
      (await adminGet(`/api/admin/marketing/kols?q=${stranger.address}`)).body,
    );
    expect(byOwner.kols).toHaveLength(1);
    const none = AdminKolListSchema.parse((await adminGet('/api/admin/marketing/kols?q=nobody-here')).body);
    expect(none.kols).toEqual([]);
  });

  it('pages a list with its cursor', async () => {
    // A second campaign (left waiting for its budget), so there are two pages of one.
    const waiting = await t.call(
      'POST',
      '/api/marketing/campaigns',
      {
        name: 'Waiting raid',
        type: 'raid',
        mint,
        budgetLamports: SOL.toString(),
        startsAt: new Date(t.now()).toISOString(),
        endsAt: new Date(t.now() + HOUR).toISOString(),
        goals: [],
      },
      as(owner),
    );
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
    const first = AdminCampaignListSchema.parse(
      (await adminGet('/api/admin/marketing/campaigns?limit=1')).body,
    );
    expect(first.campaigns).toHaveLength(1);
    const all = AdminCampaignListSchema.parse((await adminGet('/api/admin/marketing/campaigns')).body);
    expect(all.campaigns.length).toBe(2);
    expect(first.campaigns[0]?.id).toBe(all.campaigns[0]?.id);
    expect(first.nextCursor).not.toBeNull();
    const second = AdminCampaignListSchema.parse(
      (await adminGet(`/api/admin/marketing/campaigns?limit=1&cursor=${first.nextCursor}`)).body,
    );
    expect(second.campaigns.map((c) => c.id)).toEqual([all.campaigns[1]?.id]);
    expect(second.nextCursor).toBeNull();
    const bad = await adminGet('/api/admin/marketing/campaigns?cursor=nonsense');
    expect(bad.status).toBe(400);
  });
});

describe('CTO campaign moderation', () => {
  let id: string;
  const publicCtoIds = async (query = '') =>
    CtoListResponseSchema.parse(
      (await t.call('GET', `/api/marketing/cto?limit=100${query}`)).body,
    ).campaigns.map((c) => c.id);
  const adminCtos = async (query: string) =>
    AdminCtoListSchema.parse((await adminGet(`/api/admin/marketing/cto?${query}`)).body).campaigns;

  beforeAll(async () => {
    // The mint's earlier proposal was withdrawn above, so a new one can open.
    const created = await proposeCto('Fake takeover', 'Send us your tokens');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    id = created.body.cto.id;
  });

  it('lists CTO campaigns with their moderation state, filterable by hidden', async () => {
    expect(await publicCtoIds()).toContain(id);
    expect((await adminCtos('hidden=false')).find((c) => c.id === id)).toMatchObject({
      hidden: false,
      moderationReason: null,
    });
    expect((await adminCtos('hidden=true')).map((c) => c.id)).not.toContain(id);
    expectRefusedNaming(await adminGet('/api/admin/marketing/cto?hidden=maybe'), 'hidden');
  });

  it('refuses a non-admin and a missing reason, changing nothing', async () => {
    const stray = await moderate('cto', id, { hidden: true, reason: 'nope' }, stranger);
    expect(stray.status).toBe(403);
    expectRefusedNaming(await moderate('cto', id, { hidden: true, reason: '' }), 'reason');
    expect(await publicCtoIds()).toContain(id);
    expect(await audit('cto.moderate')).toEqual([]);
  });

  it('hides a CTO campaign from the public list (its page stays reachable), audited, and shows it again', async () => {
    expect(AdminCtoResponseSchema.parse(await hideAsAdmin('cto', id, 'Phishing pitch')).cto).toMatchObject({
      id,
      hidden: true,
      moderationReason: 'Phishing pitch',
      status: 'open',
    });
    expect(await publicCtoIds()).not.toContain(id);
    expect(await publicCtoIds('&status=open')).not.toContain(id);
    const page = await t.call('GET', `/api/marketing/cto/${mint}`);
    expect(page.status).toBe(200);
    expect(page.body.cto.id).toBe(id);
    expect((await adminCtos('hidden=true')).map((c) => c.id)).toEqual([id]);
    await expectHiddenInAudit('cto.moderate', id, 'Phishing pitch');

    const shown = await moderate('cto', id, { hidden: false, reason: 'Proposer verified' });
    expect(shown.status).toBe(200);
    expect(AdminCtoResponseSchema.parse(shown.body).cto.hidden).toBe(false);
    expect(await publicCtoIds()).toContain(id);
    expect((await audit('cto.moderate')).map((e) => e.after)).toEqual([
      { hidden: false, reason: 'Proposer verified' },
      { hidden: true, reason: 'Phishing pitch' },
    ]);
  });

  it('answers 404 for an unknown CTO campaign, and writes no audit row', async () => {
    const res = await moderate('cto', '00000000-0000-4000-8000-000000000000', { hidden: true, reason: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('CTO__NOT_FOUND');
    expect(await audit('cto.moderate')).toHaveLength(2);
  });
});

describe('KOL profile moderation', () => {
  let kolWallet: KeyPairSigner;
  let kolId: string;
  let campaignId: string;
  const NAME = 'Shady Shiller';
  const directoryIds = async (query = '') =>
    KolListResponseSchema.parse((await t.call('GET', `/api/marketing/kols?limit=100${query}`)).body).kols.map(
      (k) => k.id,
    );
  const hire = () =>
    t.call(
      'POST',
      `/api/marketing/kols/${kolId}/hires`,
      { campaignId, service: 'Thread', message: 'Shill it' },
      as(owner),
    );

  beforeAll(async () => {
    kolWallet = await t.client.wallet(1);
    cookies[kolWallet.address] = await t.signIn(kolWallet);
    kolId = await publishKol(kolWallet, NAME, 'Thread', SOL / 10n);
    campaignId = (await fundedCampaign('Hiring raid')).id;
  }, 60_000);

  it('hides a KOL profile from the directory; the page and the owner lookup still find it; audited', async () => {
    expect(await directoryIds()).toContain(kolId);
    expect(
      AdminKolResponseSchema.parse(await hideAsAdmin('kols', kolId, 'Undisclosed paid promotions')).kol,
    ).toMatchObject({
      id: kolId,
      owner: kolWallet.address,
      hidden: true,
      moderationReason: 'Undisclosed paid promotions',
    });
    // Gone from the directory, whatever the sort or search.
    expect(await directoryIds()).not.toContain(kolId);
    expect(await directoryIds('&sort=new')).not.toContain(kolId);
    expect(await directoryIds(`&search=${encodeURIComponent('Shady')}`)).toEqual([]);
    // Its page stays reachable, and the owner's own lookup (/kols-creator) still finds it to edit.
    expect((await t.call('GET', `/api/marketing/kols/${kolId}`)).status).toBe(200);
    expect(await directoryIds(`&owner=${kolWallet.address}`)).toEqual([kolId]);
    // The admin list shows it with its state, and filters by it.
    const hiddenOnly = AdminKolListSchema.parse(
      (await adminGet('/api/admin/marketing/kols?hidden=true')).body,
    ).kols;
    expect(hiddenOnly.map((k) => [k.id, k.hidden, k.moderationReason])).toEqual([
      [kolId, true, 'Undisclosed paid promotions'],
    ]);
    const visibleOnly = AdminKolListSchema.parse(
      (await adminGet('/api/admin/marketing/kols?hidden=false')).body,
    ).kols;
    expect(visibleOnly.map((k) => k.id)).not.toContain(kolId);
    expect(visibleOnly.length).toBeGreaterThan(0);
    await expectHiddenInAudit('kol.moderate', kolId, 'Undisclosed paid promotions');
  });

  it('refuses to hire a hidden KOL (409 KOL__HIDDEN), holding nothing of the budget', async () => {
    const before = CampaignResponseSchema.parse(
      (await t.call('GET', `/api/marketing/campaigns/${campaignId}`)).body,
    ).campaign;
    const res = await hire();
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'KOL__HIDDEN',
      message: 'This KOL profile is hidden by moderation and cannot be hired',
    });
    const after = (await t.call('GET', `/api/marketing/campaigns/${campaignId}`)).body.campaign;
    expect(after.hires).toEqual([]);
    expect(after.availableLamports).toBe(before.availableLamports);
  });

  it('shows the profile again: back in the directory, and hireable', async () => {
    const res = await moderate('kols', kolId, { hidden: false, reason: 'Disclosures added' });
    expect(res.status).toBe(200);
    expect(await directoryIds()).toContain(kolId);
    const hired = await hire();
    expect(hired.status, JSON.stringify(hired.body)).toBe(201);
    expect(KolHireResponseSchema.parse(hired.body).hire).toMatchObject({ kolId, status: 'requested' });
    expect((await audit('kol.moderate')).length).toBe(2);
  });

  it('answers 404 for an unknown KOL profile', async () => {
    const res = await moderate('kols', '00000000-0000-4000-8000-000000000000', { hidden: true, reason: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('KOL__NOT_FOUND');
    expect((await audit('kol.moderate')).length).toBe(2);
  });
});

describe('hidden campaigns and presales in trending and analytics', () => {
  let boostId: string;
  let presaleId: string;
  const CONTRIBUTION = (3n * SOL) / 10n;
  const boostOf = async () => {
    const res = TrendingResponseSchema.parse(
      (await t.call('GET', '/api/marketing/trending?window=24h')).body,
    );
    const entry = res.tokens.find((x) => x.token.mint === mint);
    // The token has trades in the window (the owner's buy), so it is ranked either way.
    expect(entry).toBeDefined();
    return { boost: BigInt(entry?.boostLamports ?? '-1'), score: entry?.score ?? -1 };
  };
  const analytics = async () =>
    AnalyticsResponseSchema.parse((await t.call('GET', `/api/marketing/analytics?days=7&mint=${mint}`)).body);
  const setHidden = async (what: 'campaigns' | 'presales', id: string, hidden: boolean) => {
    const res = await moderate(what, id, { hidden, reason: hidden ? 'Test hide' : 'Test show' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    boostId = (await fundedCampaign('Boost me', 'trending_boost')).id;
    presaleId = (await depositedPresale('Counted presale')).id;
    const confirmed = await t.contribute(presaleId, stranger, CONTRIBUTION, as(stranger));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  }, 60_000);

  it("a hidden trending-boost campaign stops adding to its token's trending score", async () => {
    const boosted = await boostOf();
    // The only trending-boost campaign of the token: its whole budget counts while it is visible.
    expect(boosted.boost).toBe(2n * SOL);
    await setHidden('campaigns', boostId, true);
    const hidden = await boostOf();
    expect(hidden.boost).toBe(0n);
    expect(hidden.score).toBeLessThan(boosted.score);
    await setHidden('campaigns', boostId, false);
    expect(await boostOf()).toEqual(boosted);
  });

  it('analytics leave hidden campaigns and presales (and their contributions) out of the totals', async () => {
    const shown = await analytics();
    await setHidden('campaigns', boostId, true);
    await setHidden('presales', presaleId, true);
    const hidden = await analytics();
    expect(hidden.totals.campaigns).toBe(shown.totals.campaigns - 1);
    expect(hidden.totals.activeCampaigns).toBe(shown.totals.activeCampaigns - 1);
    expect(BigInt(hidden.totals.campaignBudgetLamports)).toBe(
      BigInt(shown.totals.campaignBudgetLamports) - 2n * SOL,
    );
    expect(hidden.totals.presales).toBe(shown.totals.presales - 1);
    expect(BigInt(hidden.totals.raisedLamports)).toBe(BigInt(shown.totals.raisedLamports) - CONTRIBUTION);
    // The day's series agrees with the totals (they are its sums).
    expect(hidden.days.at(-1)?.presalesCreated).toBe((shown.days.at(-1)?.presalesCreated ?? 0) - 1);
    expect(hidden.days.at(-1)?.contributions).toBe((shown.days.at(-1)?.contributions ?? 0) - 1);
    // Trades are not moderated here.
    expect(hidden.totals.tradeVolumeLamports).toBe(shown.totals.tradeVolumeLamports);

    await setHidden('campaigns', boostId, false);
    await setHidden('presales', presaleId, false);
    expect((await analytics()).totals).toEqual(shown.totals);
  });
});
