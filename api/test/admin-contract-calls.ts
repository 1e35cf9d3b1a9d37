// Valid calls of the admin operations for the API's contract tests (api/src/contract.test.ts), kept beside the
// admin routes so a new admin endpoint gets its contract call where it is written.
import { randomUUID } from 'node:crypto';
import { generateKeyPairSigner } from '@solana/kit';
import { CleanupPreviewSchema } from '@solpad/core/schemas';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db';
import { schema } from '../src/db';

/** The marketing tables the admin calls act on (each keyed by a uuid `id`). */
type MarketingTable =
  | typeof schema.campaigns
  | typeof schema.presales
  | typeof schema.ctoCampaigns
  | typeof schema.kolProfiles;

type Call = (method: string, path: string, init?: { body?: unknown; cookie?: string }) => Promise<Response>;
/** One operation's call, made with the session `cookie` (or none). */
type ContractCall = (cookie: string | undefined) => Promise<Response>;

/**
 * One valid call per admin operation. `cookie` is the session the call is made with (the contract tests also
 * call with none and with a non-admin's); setup steps use the admin's session from `ctx`.
 */
export function adminContractCalls(ctx: {
  call: Call;
  db: () => Db;
  adminCookie: () => string;
}): Record<string, ContractCall> {
  const { call } = ctx;
  const newAddress = async () => (await generateKeyPairSigner()).address;
  const hourFromNow = () => new Date(Date.now() + 3_600_000);
  /** Inserts a row of `table` under a new id and returns the id. */
  const insertRow = async <T extends MarketingTable>(table: T, values: Omit<PgInsertValue<T>, 'id'>) => {
    const id = randomUUID();
    await ctx
      .db()
      .insert(table)
      .values({ id, ...values } as PgInsertValue<T>);
    return id;
  };
  /** A campaign still waiting for its budget (nothing in escrow: its cancel refunds nothing). */
  const insertCampaign = async () => {
    const at = new Date();
    return insertRow(schema.campaigns, {
      owner: await newAddress(),
      name: 'Contract campaign',
      description: '',
      type: 'raid',
      mint: await newAddress(),
      budgetLamports: 100_000_000n,
      rentLamports: 890_880n,
      escrow: await newAddress(),
      startsAt: at,
      endsAt: hourFromNow(),
      goals: [],
      createdAt: at,
      updatedAt: at,
    });
  };
  /** A presale still waiting for its token deposit. */
  const insertPresale = async () => {
    const at = new Date();
    return insertRow(schema.presales, {
      owner: await newAddress(),
      mint: await newAddress(),
      tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      decimals: 6,
      name: 'Contract presale',
      description: '',
      links: {},
      softCapLamports: 1_000_000_000n,
      hardCapLamports: 2_000_000_000n,
      tokensPerSol: 1_000_000n,
      minContributionLamports: 10_000_000n,
      maxContributionLamports: 1_000_000_000n,
      tokensForSale: 2_000_000n,
      platformFeeBps: 200,
      escrow: await newAddress(),
      startsAt: at,
      endsAt: hourFromNow(),
      createdAt: at,
    });
  };
  /** An open CTO campaign. */
  const insertCto = async () =>
    insertRow(schema.ctoCampaigns, {
      mint: await newAddress(),
      decimals: 6,
      proposer: await newAddress(),
      title: 'Contract CTO',
      pitch: 'A community takeover for the contract test',
      links: {},
      thresholdBps: 5000,
      supply: 1_000_000n,
      endsAt: hourFromNow(),
      createdAt: new Date(),
    });
  /** A KOL profile. */
  const insertKol = async () => {
    const at = new Date();
    return insertRow(schema.kolProfiles, {
      owner: await newAddress(),
      name: 'Contract KOL',
      bio: '',
      handles: { x: '@contract' },
      followers: 0,
      niches: [],
      languages: [],
      priceList: [{ service: 'Tweet', priceLamports: '100000000', description: '' }],
      fromLamports: 100_000_000n,
      createdAt: at,
      updatedAt: at,
    });
  };
  /** Moderates (hides) or cancels a fresh row of the marketing `kind` (its path segment), inserted by `insert`. */
  const actOnNew =
    (kind: string, insert: () => Promise<string>, action: 'moderate' | 'cancel'): ContractCall =>
    async (cookie) =>
      call('POST', `/api/admin/marketing/${kind}/${await insert()}/${action}`, {
        body: action === 'moderate' ? { hidden: true, reason: 'contract' } : { reason: 'contract' },
        cookie,
      });
  return {
    'GET /api/admin/marketing/campaigns': (cookie) =>
      call('GET', '/api/admin/marketing/campaigns?status=pending_payment&hidden=false', { cookie }),
    'GET /api/admin/marketing/presales': (cookie) =>
      call('GET', '/api/admin/marketing/presales?status=live', { cookie }),
    'GET /api/admin/marketing/cto': (cookie) =>
      call('GET', '/api/admin/marketing/cto?status=open', { cookie }),
    'GET /api/admin/marketing/kols': (cookie) => call('GET', '/api/admin/marketing/kols?q=a', { cookie }),
    'POST /api/admin/marketing/campaigns/{id}/moderate': actOnNew('campaigns', insertCampaign, 'moderate'),
    'POST /api/admin/marketing/presales/{id}/moderate': actOnNew('presales', insertPresale, 'moderate'),
    'POST /api/admin/marketing/campaigns/{id}/cancel': actOnNew('campaigns', insertCampaign, 'cancel'),
    'POST /api/admin/marketing/presales/{id}/cancel': actOnNew('presales', insertPresale, 'cancel'),
    'POST /api/admin/marketing/cto/{id}/moderate': actOnNew('cto', insertCto, 'moderate'),
    'POST /api/admin/marketing/kols/{id}/moderate': actOnNew('kols', insertKol, 'moderate'),
    'POST /api/admin/marketing/cto/{id}/cancel': actOnNew('cto', insertCto, 'cancel'),
    'GET /api/admin/audit': (cookie) => call('GET', '/api/admin/audit?limit=10', { cookie }),
    'GET /api/admin/dashboard': (cookie) => call('GET', '/api/admin/dashboard', { cookie }),
    'GET /api/admin/analysis': (cookie) => call('GET', '/api/admin/analysis?days=30', { cookie }),
    'GET /api/admin/tokens': (cookie) => call('GET', '/api/admin/tokens?status=active', { cookie }),
    'POST /api/admin/tokens/{mint}/flag': async (cookie) => {
      const mint = await newAddress();
      await ctx
        .db()
        .insert(schema.tokens)
        .values({ address: mint, name: 'Contract', symbol: 'CTR', creator: mint });
      return call('POST', `/api/admin/tokens/${mint}/flag`, {
        body: { flagged: true, reason: 'contract' },
        cookie,
      });
    },
    'GET /api/admin/users': (cookie) => call('GET', '/api/admin/users?limit=5', { cookie }),
    'POST /api/admin/users/{address}/ban': async (cookie) =>
      call('POST', `/api/admin/users/${await newAddress()}/ban`, {
        body: { banned: true, reason: 'contract' },
        cookie,
      }),
    'GET /api/admin/errors': (cookie) => call('GET', '/api/admin/errors?kind=server', { cookie }),
    'GET /api/admin/api-metrics': (cookie) => call('GET', '/api/admin/api-metrics', { cookie }),
    'GET /api/admin/blockchain': (cookie) => call('GET', '/api/admin/blockchain', { cookie }),
    'POST /api/admin/blockchain/snapshot': (cookie) =>
      call('POST', '/api/admin/blockchain/snapshot', { cookie }),
    'GET /api/admin/banners': (cookie) => call('GET', '/api/admin/banners', { cookie }),
    'POST /api/admin/banners': (cookie) =>
      call('POST', '/api/admin/banners', { body: { text: 'Contract banner', level: 'info' }, cookie }),
    'PUT /api/admin/banners/{id}': async (cookie) => {
      const created = await call('POST', '/api/admin/banners', {
        body: { text: 'To edit', level: 'info' },
        cookie: ctx.adminCookie(),
      });
      const { id } = (await created.json()) as { id: string };
      return call('PUT', `/api/admin/banners/${id}`, {
        body: { text: 'Edited', level: 'warning', enabled: false },
        cookie,
      });
    },
    'DELETE /api/admin/banners/{id}': async (cookie) => {
      const created = await call('POST', '/api/admin/banners', {
        body: { text: 'To delete', level: 'info' },
        cookie: ctx.adminCookie(),
      });
      const { id } = (await created.json()) as { id: string };
      return call('DELETE', `/api/admin/banners/${id}`, { cookie });
    },
    'GET /api/banners': () => call('GET', '/api/banners'),
    'GET /api/admin/feature-flags': (cookie) => call('GET', '/api/admin/feature-flags', { cookie }),
    'PUT /api/admin/feature-flags': (cookie) =>
      call('PUT', '/api/admin/feature-flags', { body: { flags: { launch: true } }, cookie }),
    'GET /api/feature-flags': () => call('GET', '/api/feature-flags'),
    'GET /api/admin/system': (cookie) => call('GET', '/api/admin/system', { cookie }),
    'GET /api/admin/cleanup/preview': (cookie) =>
      call('GET', '/api/admin/cleanup/preview?olderThanDays=30', { cookie }),
    'POST /api/admin/cleanup': async (cookie) => {
      const preview = CleanupPreviewSchema.parse(
        await (
          await call('GET', '/api/admin/cleanup/preview?olderThanDays=365', { cookie: ctx.adminCookie() })
        ).json(),
      );
      return call('POST', '/api/admin/cleanup', {
        body: { olderThanDays: 365, confirmCounts: preview.counts },
        cookie,
      });
    },
    'GET /api/admin/automations': (cookie) => call('GET', '/api/admin/automations', { cookie }),
    'POST /api/admin/automations/{name}/run': (cookie) =>
      call('POST', '/api/admin/automations/prune-sessions-nonces/run', { cookie }),
    'GET /api/admin/bots/telegram': (cookie) => call('GET', '/api/admin/bots/telegram', { cookie }),
    'PUT /api/admin/bots/telegram': (cookie) =>
      call('PUT', '/api/admin/bots/telegram', {
        body: { chatId: '@solpad_contract', enabled: false },
        cookie,
      }),
    'GET /api/admin/treasury': (cookie) => call('GET', '/api/admin/treasury', { cookie }),
    'POST /api/admin/treasury/withdraw': async (cookie) => {
      // Fund the treasury (a real airdrop) so the withdrawal can succeed.
      const treasury = (await (
        await call('GET', '/api/admin/treasury', { cookie: ctx.adminCookie() })
      ).json()) as {
        withdraw: { treasury: string };
      };
      await call('POST', '/api/rpc', {
        body: { jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [treasury.withdraw.treasury, 1e9] },
      });
      return call('POST', '/api/admin/treasury/withdraw', {
        body: { lamports: '1000000', destination: await newAddress() },
        cookie,
      });
    },
  };
}
