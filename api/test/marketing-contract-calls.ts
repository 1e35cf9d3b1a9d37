// Valid calls of the marketing operations for the API's contract tests (api/src/contract.test.ts), kept beside
// the marketing routes so a new endpoint gets its contract call where it is written. The contract app has no
// movable clock: a presale ends early by reaching its hard cap, or by ending a few seconds after it started.
import type { KeyPairSigner } from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import {
  CampaignCreateResponseSchema,
  KolHireResponseSchema,
  KolListResponseSchema,
  KolProfileResponseSchema,
  PreparedPaymentSchema,
  PresaleCreateResponseSchema,
} from '@solpad/core/schemas';
import type { App } from '../src/app';
import type { ChainBackend } from '../src/chain/types';
import { presaleRequest } from './presale-request';
import { signInAs } from './support';
import { venueClient } from './trade-harness';

type Call = (method: string, path: string, init?: { body?: unknown; cookie?: string }) => Promise<Response>;

const P = '/api/marketing';

/**
 * One valid call per marketing operation. `cookie` is the session the call is made with (the owner's, or none
 * for the 401 checks); records the call acts on belong to `owner`. Setup uses its own funded wallets.
 */
export function marketingContractCalls(ctx: {
  call: Call;
  app: () => App;
  chain: () => ChainBackend;
  owner: () => KeyPairSigner;
  ownerCookie: () => string;
}): Record<string, (cookie: string | undefined) => Promise<Response>> {
  const { call } = ctx;
  const json = async <T>(res: Promise<Response>) => {
    const r = await res;
    if (!r.ok) throw new Error(`setup: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
  let base:
    | Promise<{
        venue: ReturnType<typeof venueClient>;
        mint: string;
        ctoMint: string;
        helper: KeyPairSigner;
        helperCookie: string;
        helperMint: string;
      }>
    | undefined;
  /**
   * The owner funded and holding two launched tokens; a second funded, signed-in wallet holding a token of its own
   * (the presales the owner contributes to are its: a creator cannot contribute to its own presale).
   */
  const setup = () => {
    base ??= (async () => {
      const venue = venueClient({ app: ctx.app(), chain: ctx.chain() });
      const owner = ctx.owner();
      await venue.fund(owner.address, 30);
      const helper = await venue.wallet(10);
      const { mint } = await venue.launch(owner, { initialBuyLamports: (2n * SOL).toString() });
      const { mint: ctoMint } = await venue.launch(owner, { initialBuyLamports: (SOL / 2n).toString() });
      const { mint: helperMint } = await venue.launch(helper, { initialBuyLamports: SOL.toString() });
      return { venue, mint, ctoMint, helper, helperCookie: await signInAs(ctx.app(), helper), helperMint };
    })();
    return base;
  };
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

  const campaignForm = async () => ({
    name: 'Contract campaign',
    type: 'kol_promotion',
    mint: (await setup()).mint,
    budgetLamports: (SOL / 10n).toString(),
    startsAt: iso(0),
    endsAt: iso(24 * 3600_000),
  });
  /** A campaign of the owner's, its budget not paid yet. */
  const pendingCampaign = async () =>
    CampaignCreateResponseSchema.parse(
      await json(call('POST', `${P}/campaigns`, { body: await campaignForm(), cookie: ctx.ownerCookie() })),
    );
  /** A funded campaign of the owner's. */
  const fundedCampaign = async () => {
    const created = await pendingCampaign();
    const signature = await (await setup()).venue.signAndSend(created.payment.transaction, [ctx.owner()]);
    await json(
      call('POST', `${P}/campaigns/${created.campaign.id}/confirm`, {
        body: { signature },
        cookie: ctx.ownerCookie(),
      }),
    );
    return created.campaign.id;
  };
  let sharedCampaign: Promise<string> | undefined;
  const campaign = () => {
    sharedCampaign ??= fundedCampaign();
    return sharedCampaign;
  };

  /** Who creates a presale: the owner (the default), or the helper with its own token. */
  type Creator = 'owner' | 'helper';
  const creatorOf = async (who: Creator) => {
    const b = await setup();
    return who === 'owner'
      ? { signer: ctx.owner(), cookie: ctx.ownerCookie(), mint: b.mint }
      : { signer: b.helper, cookie: b.helperCookie, mint: b.helperMint };
  };
  const presaleForm = async (o: Record<string, string> = {}, who: Creator = 'owner') =>
    presaleRequest((await creatorOf(who)).mint, 'Contract presale', o);
  /** A presale of `who`'s (the owner's by default), its tokens not deposited yet. */
  const pendingPresale = async (o: Record<string, string> = {}, who: Creator = 'owner') =>
    PresaleCreateResponseSchema.parse(
      await json(
        call('POST', `${P}/presales`, {
          body: await presaleForm(o, who),
          cookie: (await creatorOf(who)).cookie,
        }),
      ),
    );
  /** A live presale of `who`'s (the owner's by default). */
  const livePresale = async (o: Record<string, string> = {}, who: Creator = 'owner') => {
    const creator = await creatorOf(who);
    const created = await pendingPresale(o, who);
    const signature = await (await setup()).venue.signAndSend(created.deposit.transaction, [creator.signer]);
    await json(
      call('POST', `${P}/presales/${created.presale.id}/deposit/confirm`, {
        body: { signature },
        cookie: creator.cookie,
      }),
    );
    return created.presale.id;
  };
  const contribute = async (id: string, who: KeyPairSigner, cookie: string, lamports: bigint) => {
    const prepared = PreparedPaymentSchema.parse(
      await json(
        call('POST', `${P}/presales/${id}/contributions/prepare`, {
          body: { lamports: lamports.toString() },
          cookie,
        }),
      ),
    );
    const signature = await (await setup()).venue.signAndSend(prepared.transaction, [who]);
    return { signature, cookie };
  };
  let failed: Promise<string> | undefined;
  /** The helper's presale that ended below its soft cap, the owner among its contributors. */
  const failedPresale = () => {
    failed ??= (async () => {
      const id = await livePresale({ softCapLamports: (SOL / 10n).toString(), endsAt: iso(4000) }, 'helper');
      const { signature } = await contribute(id, ctx.owner(), ctx.ownerCookie(), SOL / 50n);
      await json(
        call('POST', `${P}/presales/${id}/contributions/confirm`, {
          body: { signature },
          cookie: ctx.ownerCookie(),
        }),
      );
      const { presale } = await json<{ presale: { endsAt: string } }>(call('GET', `${P}/presales/${id}`));
      await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(presale.endsAt) - Date.now() + 200)));
      return id;
    })();
    return failed;
  };

  let ownerKol: Promise<string> | undefined;
  const kolForm = (name: string) => ({
    name,
    handles: { x: '@contract' },
    audience: { followers: 1000, niches: ['defi'] },
    priceList: [{ service: 'Tweet', priceLamports: (SOL / 100n).toString() }],
  });
  /** The owner's KOL profile (created by `POST /kols` when that ran first). */
  const ownersKol = () => {
    ownerKol ??= (async () => {
      const list = KolListResponseSchema.parse(await json(call('GET', `${P}/kols?limit=100`)));
      const mine = list.kols.find((k) => k.owner === ctx.owner().address);
      if (mine) return mine.id;
      return KolProfileResponseSchema.parse(
        await json(call('POST', `${P}/kols`, { body: kolForm('Owner KOL'), cookie: ctx.ownerCookie() })),
      ).kol.id;
    })();
    return ownerKol;
  };
  let helperKol: Promise<string> | undefined;
  /** A KOL profile of the helper wallet, for the owner to hire. */
  const hireableKol = () => {
    helperKol ??= (async () => {
      const { helperCookie } = await setup();
      return KolProfileResponseSchema.parse(
        await json(call('POST', `${P}/kols`, { body: kolForm('Helper KOL'), cookie: helperCookie })),
      ).kol.id;
    })();
    return helperKol;
  };
  const hireBody = async () => ({ campaignId: await campaign(), service: 'Tweet', message: 'gm' });

  let cto: Promise<string> | undefined;
  /** An open CTO campaign proposed by the owner for a token it holds. */
  const ownersCto = () => {
    cto ??= (async () => {
      const { ctoMint } = await setup();
      await json(
        call('POST', `${P}/cto`, {
          body: {
            mint: ctoMint,
            title: 'Owner takeover',
            pitch: 'We keep building.',
            thresholdBps: 10_000,
            endsAt: iso(3600_000),
          },
          cookie: ctx.ownerCookie(),
        }),
      );
      return ctoMint;
    })();
    return cto;
  };

  return {
    'GET /api/marketing/campaigns': () => call('GET', `${P}/campaigns?status=active&sort=budget`),
    'POST /api/marketing/campaigns': async (cookie) =>
      call('POST', `${P}/campaigns`, { body: await campaignForm(), cookie }),
    'GET /api/marketing/campaigns/{id}': async () => call('GET', `${P}/campaigns/${await campaign()}`),
    'PATCH /api/marketing/campaigns/{id}': async (cookie) =>
      call('PATCH', `${P}/campaigns/${await campaign()}`, { body: { name: 'Renamed campaign' }, cookie }),
    'POST /api/marketing/campaigns/{id}/payment': async (cookie) =>
      call('POST', `${P}/campaigns/${(await pendingCampaign()).campaign.id}/payment`, { cookie }),
    'POST /api/marketing/campaigns/{id}/confirm': async (cookie) => {
      const created = await pendingCampaign();
      const signature = await (await setup()).venue.signAndSend(created.payment.transaction, [ctx.owner()]);
      return call('POST', `${P}/campaigns/${created.campaign.id}/confirm`, { body: { signature }, cookie });
    },
    'POST /api/marketing/campaigns/{id}/cancel': async (cookie) =>
      call('POST', `${P}/campaigns/${await fundedCampaign()}/cancel`, { cookie }),
    'POST /api/marketing/campaigns/{id}/join': async (cookie) =>
      call('POST', `${P}/campaigns/${await campaign()}/join`, { cookie }),
    'GET /api/marketing/presales': () => call('GET', `${P}/presales?status=live&sort=raised`),
    'POST /api/marketing/presales': async (cookie) =>
      call('POST', `${P}/presales`, { body: await presaleForm(), cookie }),
    'GET /api/marketing/presales/{id}': async () => call('GET', `${P}/presales/${await livePresale()}`),
    'POST /api/marketing/presales/{id}/deposit': async (cookie) =>
      call('POST', `${P}/presales/${(await pendingPresale()).presale.id}/deposit`, { cookie }),
    'POST /api/marketing/presales/{id}/deposit/confirm': async (cookie) => {
      const created = await pendingPresale();
      const signature = await (await setup()).venue.signAndSend(created.deposit.transaction, [ctx.owner()]);
      return call('POST', `${P}/presales/${created.presale.id}/deposit/confirm`, {
        body: { signature },
        cookie,
      });
    },
    'POST /api/marketing/presales/{id}/contributions/prepare': async (cookie) =>
      call('POST', `${P}/presales/${await livePresale({}, 'helper')}/contributions/prepare`, {
        body: { lamports: (SOL / 50n).toString() },
        cookie,
      }),
    'POST /api/marketing/presales/{id}/contributions/confirm': async (cookie) => {
      const id = await livePresale({}, 'helper');
      const { signature } = await contribute(id, ctx.owner(), ctx.ownerCookie(), SOL / 50n);
      return call('POST', `${P}/presales/${id}/contributions/confirm`, { body: { signature }, cookie });
    },
    'POST /api/marketing/presales/{id}/finalize': async (cookie) => {
      // Filled to its hard cap by the helper: ended early, successful.
      const id = await livePresale();
      const { helper, helperCookie } = await setup();
      const { signature } = await contribute(id, helper, helperCookie, SOL / 10n);
      await json(
        call('POST', `${P}/presales/${id}/contributions/confirm`, {
          body: { signature },
          cookie: helperCookie,
        }),
      );
      return call('POST', `${P}/presales/${id}/finalize`, { cookie });
    },
    'POST /api/marketing/presales/{id}/refund': async (cookie) =>
      call('POST', `${P}/presales/${await failedPresale()}/refund`, { cookie }),
    'POST /api/marketing/presales/{id}/cancel': async (cookie) =>
      call('POST', `${P}/presales/${(await pendingPresale()).presale.id}/cancel`, { cookie }),
    'GET /api/marketing/cto': () => call('GET', `${P}/cto?status=open`),
    'POST /api/marketing/cto': async (cookie) =>
      call('POST', `${P}/cto`, {
        body: {
          mint: (await setup()).mint,
          title: 'Contract takeover',
          pitch: 'The community runs it now.',
          endsAt: iso(3600_000),
        },
        cookie,
      }),
    'GET /api/marketing/cto/{mint}': async () => call('GET', `${P}/cto/${await ownersCto()}`),
    'POST /api/marketing/cto/{mint}/pledges': async (cookie) =>
      call('POST', `${P}/cto/${await ownersCto()}/pledges`, { cookie }),
    'POST /api/marketing/cto/{mint}/cancel': async (cookie) =>
      call('POST', `${P}/cto/${await ownersCto()}/cancel`, { cookie }),
    'GET /api/marketing/kols': () => call('GET', `${P}/kols?sort=price`),
    'POST /api/marketing/kols': (cookie) =>
      call('POST', `${P}/kols`, { body: kolForm('Contract KOL'), cookie }),
    'GET /api/marketing/kols/{id}': async () => call('GET', `${P}/kols/${await hireableKol()}`),
    'PATCH /api/marketing/kols/{id}': async (cookie) =>
      call('PATCH', `${P}/kols/${await ownersKol()}`, { body: { bio: 'Edited bio' }, cookie }),
    'GET /api/marketing/kols/{id}/hires': async () => call('GET', `${P}/kols/${await hireableKol()}/hires`),
    'POST /api/marketing/kols/{id}/hires': async (cookie) =>
      call('POST', `${P}/kols/${await hireableKol()}/hires`, { body: await hireBody(), cookie }),
    'GET /api/marketing/hires': (cookie) => call('GET', `${P}/hires?role=client`, { cookie }),
    'POST /api/marketing/hires/{id}/{action}': async (cookie) => {
      const { hire } = KolHireResponseSchema.parse(
        await json(
          call('POST', `${P}/kols/${await hireableKol()}/hires`, {
            body: await hireBody(),
            cookie: ctx.ownerCookie(),
          }),
        ),
      );
      return call('POST', `${P}/hires/${hire.id}/cancel`, { cookie });
    },
    'GET /api/marketing/trending': () => call('GET', `${P}/trending?window=24h&limit=10`),
    'GET /api/marketing/analytics': () => call('GET', `${P}/analytics?days=7`),
  };
}
