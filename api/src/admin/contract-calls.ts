// Valid calls of the admin operations for the API's contract tests (api/src/contract.test.ts), kept beside the
// admin routes so a new admin endpoint gets its contract call where it is written.
import { generateKeyPairSigner } from '@solana/kit';
import { CleanupPreviewSchema } from '@solpad/core/schemas';
import type { Db } from '../db';
import { schema } from '../db';

type Call = (method: string, path: string, init?: { body?: unknown; cookie?: string }) => Promise<Response>;

/**
 * One valid call per admin operation. `cookie` is the session the call is made with (the contract tests also
 * call with none and with a non-admin's); setup steps use the admin's session from `ctx`.
 */
export function adminContractCalls(ctx: {
  call: Call;
  db: () => Db;
  adminCookie: () => string;
}): Record<string, (cookie: string | undefined) => Promise<Response>> {
  const { call } = ctx;
  const newAddress = async () => (await generateKeyPairSigner()).address;
  return {
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
