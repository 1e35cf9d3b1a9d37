import { AdminTreasurySchema, RPC_MAX_MULTIPLE_ACCOUNTS } from '@solpad/core/schemas';
import { isNotNull } from 'drizzle-orm';
import { schema } from '../db';
import { createPlatformKeys, resolvePlatformSecret } from '../keys';
import { HttpError } from '../lib/errors';
import { type AdminDeps, adminApp } from './env';

/**
 * `GET /treasury`: the balances of the platform's accounts read on chain — the treasury (fees), every curve
 * vault and every pool. Withdrawing collected fees is not built yet (the reply says so).
 */
export function treasuryRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp().get('/treasury', async (c) => {
    const secret = resolvePlatformSecret({
      configured: deps.config.platformSecret,
      dataDir: deps.config.dataDir,
      chainMode: deps.chain.mode,
    });
    if (secret === null)
      throw new HttpError(
        503,
        'CONFIG__PLATFORM_SECRET',
        'Set PLATFORM_SECRET to derive the treasury on this server',
      );
    const treasury = await createPlatformKeys(secret).treasury();
    const [vaults, pools] = await Promise.all([
      db
        .select({ mint: schema.tokens.address, address: schema.tokens.vaultAddress })
        .from(schema.tokens)
        .where(isNotNull(schema.tokens.vaultAddress)),
      db.select({ mint: schema.pools.mint, address: schema.pools.address }).from(schema.pools),
    ]);
    const wanted = [
      { role: 'treasury', address: treasury.address as string },
      ...vaults.map((v) => ({ role: `vault ${v.mint}`, address: v.address as string })),
      ...pools.map((p) => ({ role: `pool ${p.mint}`, address: p.address })),
    ];
    const accounts: Array<{ role: string; address: string; lamports: string }> = [];
    for (let i = 0; i < wanted.length; i += RPC_MAX_MULTIPLE_ACCOUNTS) {
      const chunk = wanted.slice(i, i + RPC_MAX_MULTIPLE_ACCOUNTS);
      const reply = JSON.parse(
        await deps.chain.handleRpc(
          JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'getMultipleAccounts',
            params: [
              chunk.map((a) => a.address),
              { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
            ],
          }),
          { clientId: 'admin-console' },
        ),
      ) as { result?: { value: Array<{ lamports: number } | null> }; error?: unknown };
      if (!reply.result)
        throw new HttpError(502, 'CHAIN__UNAVAILABLE', 'The chain did not answer the balance read');
      chunk.forEach((a, j) => {
        accounts.push({ ...a, lamports: String(BigInt(reply.result?.value[j]?.lamports ?? 0)) });
      });
    }
    const total = accounts.reduce((sum, a) => sum + BigInt(a.lamports), 0n);
    return c.json(
      AdminTreasurySchema.parse({ accounts, totalLamports: String(total), withdraw: 'not-available' }),
    );
  });
}
