import {
  AnalyticsQuerySchema,
  CampaignCreateRequestSchema,
  CampaignListQuerySchema,
  CampaignUpdateRequestSchema,
  ContributionPrepareRequestSchema,
  CtoCreateRequestSchema,
  CtoListQuerySchema,
  KolHireActionParamsSchema,
  KolHireListQuerySchema,
  KolHireRequestSchema,
  KolListQuerySchema,
  KolProfileRequestSchema,
  KolProfileUpdateRequestSchema,
  MarketingIdParamsSchema,
  MintParamsSchema,
  PaymentConfirmRequestSchema,
  PresaleCreateRequestSchema,
  PresaleListQuerySchema,
  TrendingQuerySchema,
} from '@solpad/core/schemas';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { readSession } from '../auth/session';
import type { AppDeps } from '../deps';
import { catalogued } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { readJson, readParams, readQuery } from '../lib/validate';
import { communityService } from '../marketing/community';
import { insightsService } from '../marketing/insights';
import { marketingService } from '../marketing/service';

/** What every group of marketing routes uses: the services, the signed-in wallet, the write rate limit. */
interface MarketingRoutesContext {
  marketing: ReturnType<typeof marketingService>;
  community: ReturnType<typeof communityService>;
  insights: ReturnType<typeof insightsService>;
  /** The signed-in wallet's address (401 without a session). */
  wallet: (c: Context) => Promise<string>;
  writes: ReturnType<typeof rateLimit>;
}

const id = (c: Context) => readParams(c, MarketingIdParamsSchema).id;
const mint = (c: Context) => readParams(c, MintParamsSchema).mint;

/**
 * The signature a payment's confirm sends. The session is checked first (401 before a bad body) but its wallet
 * is not used: the landed payment is checked against the wallet it was prepared for.
 */
async function paidSignature(c: Context, wallet: MarketingRoutesContext['wallet']) {
  await wallet(c);
  return (await readJson(c, PaymentConfirmRequestSchema)).signature;
}

/**
 * A handler creating a record owned by the signed-in wallet from the checked body (the session first: 401 before
 * a bad body), answering 201 with what `create` resolves to.
 */
function createdBy<S extends z.ZodType>(
  wallet: MarketingRoutesContext['wallet'],
  schema: S,
  create: (owner: string, body: z.infer<S>) => Promise<unknown>,
) {
  return async (c: Context) => {
    const owner = await wallet(c);
    return c.json(await create(owner, await readJson(c, schema)), 201);
  };
}

/** A handler acting as the signed-in wallet on the record `key` reads from the path; 200 with what `act` returns. */
function actedBy(
  wallet: MarketingRoutesContext['wallet'],
  key: (c: Context) => string,
  act: (wallet: string, key: string) => Promise<unknown>,
) {
  return async (c: Context) => c.json(await act(await wallet(c), key(c)));
}

/** Campaigns: list, create, read, edit, pay, confirm the payment, cancel, join. */
function campaignRoutes({ marketing, wallet, writes }: MarketingRoutesContext) {
  return new Hono()
    .get('/campaigns', async (c) =>
      c.json(await marketing.listCampaigns(readQuery(c, CampaignListQuerySchema))),
    )
    .post('/campaigns', writes, createdBy(wallet, CampaignCreateRequestSchema, marketing.createCampaign))
    .get('/campaigns/:id', async (c) => c.json({ campaign: await marketing.campaignDetail(id(c)) }))
    .patch('/campaigns/:id', writes, async (c) => {
      const w = await wallet(c);
      const patch = await readJson(c, CampaignUpdateRequestSchema);
      return c.json({ campaign: await marketing.updateCampaign(w, id(c), patch) });
    })
    .post('/campaigns/:id/payment', writes, actedBy(wallet, id, marketing.campaignPayment))
    .post('/campaigns/:id/confirm', writes, async (c) => {
      const signature = await paidSignature(c, wallet);
      return c.json({ campaign: await marketing.confirmCampaign(id(c), signature) });
    })
    .post('/campaigns/:id/cancel', writes, actedBy(wallet, id, marketing.cancelCampaign))
    .post(
      '/campaigns/:id/join',
      writes,
      actedBy(wallet, id, async (w, campaign) => ({ campaign: await marketing.joinCampaign(w, campaign) })),
    );
}

/** Presales: list, create, read, the owner's deposit, contributions, finalize, refunds, cancel. */
function presaleRoutes({ marketing, wallet, writes }: MarketingRoutesContext) {
  return new Hono()
    .get('/presales', async (c) => c.json(await marketing.listPresales(readQuery(c, PresaleListQuerySchema))))
    .post('/presales', writes, createdBy(wallet, PresaleCreateRequestSchema, marketing.createPresale))
    .get('/presales/:id', async (c) => c.json({ presale: await marketing.presaleDetail(id(c)) }))
    .post('/presales/:id/deposit', writes, actedBy(wallet, id, marketing.presaleDeposit))
    .post('/presales/:id/deposit/confirm', writes, async (c) => {
      const signature = await paidSignature(c, wallet);
      return c.json({ presale: await marketing.confirmDeposit(id(c), signature) });
    })
    .post('/presales/:id/contributions/prepare', writes, async (c) => {
      const w = await wallet(c);
      const { lamports } = await readJson(c, ContributionPrepareRequestSchema);
      return c.json(await marketing.prepareContribution(w, id(c), BigInt(lamports)));
    })
    .post('/presales/:id/contributions/confirm', writes, async (c) => {
      const signature = await paidSignature(c, wallet);
      return c.json(await marketing.confirmContribution(id(c), signature));
    })
    .post('/presales/:id/finalize', writes, async (c) => {
      await wallet(c);
      return c.json(await marketing.finalizePresale(id(c)));
    })
    .post('/presales/:id/refund', writes, actedBy(wallet, id, marketing.claimRefund))
    .post(
      '/presales/:id/cancel',
      writes,
      actedBy(wallet, id, async (w, presale) => ({ presale: await marketing.cancelPresale(w, presale) })),
    );
}

/** CTO campaigns (keyed by the token's mint, like the site's /marketing/cto/{contractAddress}). */
function ctoRoutes({ community, wallet, writes }: MarketingRoutesContext) {
  return new Hono()
    .get('/cto', async (c) => c.json(await community.listCtos(readQuery(c, CtoListQuerySchema))))
    .post(
      '/cto',
      writes,
      createdBy(wallet, CtoCreateRequestSchema, async (w, body) => ({
        cto: await community.createCto(w, body),
      })),
    )
    .get('/cto/:mint', async (c) => c.json({ cto: await community.ctoDetail(mint(c)) }))
    .post('/cto/:mint/pledges', writes, actedBy(wallet, mint, community.pledge))
    .post(
      '/cto/:mint/cancel',
      writes,
      actedBy(wallet, mint, async (w, token) => ({ cto: await community.cancelCto(w, token) })),
    );
}

/** KOL profiles and their hires. */
function kolRoutes({ marketing, community, wallet, writes }: MarketingRoutesContext) {
  return new Hono()
    .get('/kols', async (c) => c.json(await community.listKols(readQuery(c, KolListQuerySchema))))
    .post(
      '/kols',
      writes,
      createdBy(wallet, KolProfileRequestSchema, async (w, body) => ({
        kol: await community.createKol(w, body),
      })),
    )
    .get('/kols/:id', async (c) => c.json({ kol: await community.kol(id(c)) }))
    .patch('/kols/:id', writes, async (c) => {
      const w = await wallet(c);
      const patch = await readJson(c, KolProfileUpdateRequestSchema);
      return c.json({ kol: await community.updateKol(w, id(c), patch) });
    })
    .get('/kols/:id/hires', async (c) => c.json({ hires: await community.kolPastHires(id(c)) }))
    .post('/kols/:id/hires', writes, async (c) => {
      const w = await wallet(c);
      const body = await readJson(c, KolHireRequestSchema);
      return c.json({ hire: await marketing.requestHire(w, id(c), body) }, 201);
    })
    .get('/hires', async (c) => {
      const w = await wallet(c);
      const { role } = readQuery(c, KolHireListQuerySchema);
      return c.json({ hires: await marketing.hiresOf(role === 'kol' ? { kolOwner: w } : { client: w }) });
    })
    .post('/hires/:id/:action', writes, async (c) => {
      const w = await wallet(c);
      const p = readParams(c, KolHireActionParamsSchema);
      return c.json({ hire: await marketing.actOnHire(w, p.id, p.action) });
    });
}

/** Trending and analytics. */
function insightRoutes({ insights }: MarketingRoutesContext) {
  return new Hono()
    .get('/trending', async (c) => {
      const q = readQuery(c, TrendingQuerySchema);
      return c.json(await insights.trending(q.window, q.limit));
    })
    .get('/analytics', async (c) => c.json(await insights.analytics(readQuery(c, AnalyticsQuerySchema))));
}

/**
 * `/api/marketing/*`: campaigns, presales, CTO campaigns, KOLs, trending and analytics (request and response
 * shapes in core/src/schemas/marketing.ts; the money rules in api/src/marketing/service.ts). Reads are public;
 * every write needs a Sign-In With Solana session and acts as the signed-in wallet (401 without one, 403 on
 * someone else's record).
 */
export function marketingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const marketing = marketingService(deps);
  const ctx: MarketingRoutesContext = {
    marketing,
    community: communityService(deps, marketing),
    insights: insightsService(deps, marketing),
    wallet: async (c) => {
      const session = await readSession(c, db, deps.config);
      if (!session) throw catalogued('UNAUTHENTICATED');
      return session.address;
    },
    // One limit for every marketing write, whichever group it is in.
    writes: rateLimit('marketing', { limit: 600, windowMs: 60_000 }),
  };
  return new Hono()
    .route('/', campaignRoutes(ctx))
    .route('/', presaleRoutes(ctx))
    .route('/', ctoRoutes(ctx))
    .route('/', kolRoutes(ctx))
    .route('/', insightRoutes(ctx));
}
