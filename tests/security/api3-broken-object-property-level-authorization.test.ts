// OWASP API3:2023 Broken Object Property Level Authorization, against the running app. Mass assignment: the
// attacker adds properties it must not set — admin flags at sign-in, ids and dates of records, the owner, state,
// escrow and amounts of a campaign, a launch's fee, treasury and status, a quote's price, a KOL's track record —
// and the server ignores or refuses them. Excessive data exposure: no public or user-facing answer carries the
// platform secret, another wallet's session or a subscriber's e-mail.
import { generateKeyPairSigner } from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import { SignInInputSchema } from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { signSiws } from '../../api/test/client';
import { clientAt, platformSecret } from './support/client';
import { campaign, iso, kolForm, launchToken, ok, type User, user } from './support/market';

const c = clientAt('127.0.0.13');
const P = '/api/marketing';
let attacker: User;
let creator: User;
let mint: string;

beforeAll(async () => {
  [attacker, creator] = await Promise.all([user(c, 3), user(c, 4)]);
  mint = await launchToken(c, creator);
});

describe('API3:2023 Broken Object Property Level Authorization', () => {
  it('sign-in ignores admin flags in the request: the session is not an admin', async () => {
    const signer = await generateKeyPairSigner();
    const input = SignInInputSchema.parse((await c.call('GET', '/api/auth/nonce')).body);
    const body = {
      ...(await signSiws(signer, { ...input, address: signer.address })),
      isAdmin: true,
      admin: true,
      role: 'admin',
    };
    const res = await c.call('POST', '/api/auth/verify', { body });
    expect(res.status === 200 ? res.body.isAdmin : false).toBe(false);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await c.call('GET', '/api/auth/me', { cookie })).body.isAdmin ?? false).toBe(false);
    expect((await c.call('GET', '/api/admin/dashboard', { cookie })).status).toBeGreaterThanOrEqual(401);
  });

  it("a watch-list record keeps the server's id and date, not the ones sent", async () => {
    const chosenId = '00000000-0000-4000-8000-000000000001';
    const res = await c.call('POST', '/api/wallets', {
      cookie: attacker.cookie,
      body: {
        type: 'watch',
        owner: attacker.address,
        address: creator.address,
        id: chosenId,
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    if (res.status === 400) return; // refusing unknown fields is as good as ignoring them
    expect(res.status).toBe(201);
    expect(res.body.wallet.id).not.toBe(chosenId);
    expect(Date.parse(res.body.wallet.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a campaign's owner, state, escrow and spent amounts are the server's, whatever the request says", async () => {
    const res = await c.call('POST', `${P}/campaigns`, {
      cookie: attacker.cookie,
      body: {
        name: 'Mass assignment',
        type: 'kol_promotion',
        mint,
        budgetLamports: (SOL / 10n).toString(),
        startsAt: iso(0),
        endsAt: iso(3600_000),
        owner: creator.address,
        status: 'active',
        state: 'funded',
        escrow: attacker.address,
        fundingSignature: '1'.repeat(88),
        spentLamports: '0',
        refundedLamports: '999999999999',
        availableLamports: '999999999999',
        participants: 10_000,
      },
    });
    if (res.status === 400) return;
    expect(res.status).toBe(201);
    const { campaign: made } = (await c.call('GET', `${P}/campaigns/${res.body.campaign.id}`)).body;
    expect(made).toMatchObject({
      owner: attacker.address,
      fundingSignature: null,
      refundedLamports: '0',
      participants: 0,
    });
    expect(made.escrow).not.toBe(attacker.address);
    expect(made.availableLamports).not.toBe('999999999999');
    expect(made.status).toBe('pending_payment');
  });

  it("a launch's fee, treasury, vault, status and pool come from the platform, not the request", async () => {
    const venue = c.venue();
    const { mint: launched, prepared } = await venue.launch(creator.signer, {
      initialBuyLamports: (SOL / 10n).toString(),
      ...({
        platformFeeLamports: '0',
        feeBps: 0,
        treasury: attacker.address,
        vault: attacker.address,
        status: 'graduated',
        poolAddress: attacker.address,
        creator: attacker.address,
      } as object),
    });
    const honest = await c.call('POST', '/api/launch/prepare', {
      body: {
        name: 'Test Token',
        symbol: 'TEST',
        platform: 'PumpFun',
        creator: creator.address,
        mint: (await generateKeyPairSigner()).address,
        initialBuyLamports: (SOL / 10n).toString(),
      },
    });
    expect(prepared.platformFeeLamports).toBe(honest.body.platformFeeLamports);
    expect(prepared.treasury).toBe(honest.body.treasury);
    expect(prepared.treasury).not.toBe(attacker.address);
    expect(prepared.vault).not.toBe(attacker.address);
    const token = (await c.call('GET', `/api/tokens/${launched}`)).body;
    expect(token).toMatchObject({ status: 'active', poolAddress: null, creator: creator.address });
  });

  it("a quote's price and fee are computed by the venue: prices sent with the request change nothing", async () => {
    const req = {
      mint,
      side: 'buy',
      amount: (SOL / 10n).toString(),
      amountIs: 'sol',
      slippageBps: 100,
      wallet: attacker.address,
    };
    const plain = ok(await c.call('POST', '/api/trade/quote', { body: req }), 'quote');
    const tampered = await c.call('POST', '/api/trade/quote', {
      body: {
        ...req,
        tokenAmount: '999999999999999',
        feeLamports: '0',
        priceLamports: '1',
        solLamports: '1',
        venue: 'pool',
      },
    });
    if (tampered.status === 400) return;
    expect(tampered.status).toBe(200);
    const economics = [
      'venue',
      'side',
      'solLamports',
      'tokenAmount',
      'feeLamports',
      'expected',
      'minimum',
    ] as const;
    for (const field of economics) expect(tampered.body[field], field).toEqual(plain.body[field]);
  });

  it("a KOL profile's owner and track record cannot be written", async () => {
    const res = await c.call('POST', `${P}/kols`, {
      cookie: attacker.cookie,
      body: {
        ...kolForm('Mass KOL'),
        owner: creator.address,
        completedHires: 500,
        earnedLamports: '999999999999',
        openHires: 3,
        verified: true,
      },
    });
    if (res.status === 400) return;
    expect(res.status).toBe(201);
    expect(res.body.kol).toMatchObject({
      owner: attacker.address,
      completedHires: 0,
      earnedLamports: '0',
      openHires: 0,
    });
    expect(res.body.kol).not.toHaveProperty('verified');
    const patched = await c.call('PATCH', `${P}/kols/${res.body.kol.id}`, {
      cookie: attacker.cookie,
      body: { bio: 'Edited', owner: creator.address, completedHires: 900 },
    });
    if (patched.status !== 400)
      expect(patched.body.kol).toMatchObject({ owner: attacker.address, completedHires: 0 });
  });

  it('no answer exposes the platform secret, another wallet’s session or a subscriber’s e-mail', async () => {
    const secret = await platformSecret(c);
    const email = `exposed-${Date.now()}@example.com`;
    ok(await c.call('POST', '/api/notify', { body: { email } }), 'notify');
    const campaignId = await campaign(c, creator, mint);
    const sessionValue = creator.cookie.split('=')[1] as string;
    // Every documented read that needs no admin, with real ids, anonymous and as the attacker.
    const doc = (await c.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const ids: Record<string, string> = { mint, address: creator.address, id: campaignId };
    const reads = Object.entries(doc.paths)
      .filter(([p, ops]) => ops.get && !p.startsWith('/api/admin/') && !p.endsWith('/ws'))
      .map(([p]) => p.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'x'));
    expect(reads.length).toBeGreaterThan(20);
    for (const read of reads) {
      for (const cookie of [undefined, attacker.cookie]) {
        const res = await c.call('GET', read, cookie ? { cookie } : {});
        expect(res.status, read).toBeLessThan(500);
        expect(res.text, read).not.toContain(secret);
        expect(res.text, read).not.toContain(sessionValue);
        expect(res.text, read).not.toContain(email);
      }
    }
  });
});
