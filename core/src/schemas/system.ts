import { z } from 'zod';
import { U64StringSchema } from './common';

/** Chain mode: the embedded LiteSVM localnet, or a remote cluster reached through SOLANA_RPC_URL. */
export const ChainModeSchema = z.enum(['localnet', 'remote']);
export type ChainMode = z.infer<typeof ChainModeSchema>;

/** Cluster names shown in the UI. */
export const ClusterSchema = z.enum(['mainnet-beta', 'devnet', 'testnet', 'localnet']);
export type Cluster = z.infer<typeof ClusterSchema>;

/** `GET /api/health`. */
export const HealthSchema = z.object({
  /**
   * `ok`; `degraded` when the database or the chain is unreachable; `starting` while the first start's demo seed
   * is still moving the localnet's clock (a transaction sent then could expire at once): answered 503 until done.
   */
  status: z.enum(['ok', 'degraded', 'starting']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), error: z.string().optional() }),
  chain: z.object({
    ok: z.boolean(),
    mode: ChainModeSchema,
    cluster: ClusterSchema,
    slot: z.number().int().nonnegative().nullable(),
    error: z.string().optional(),
  }),
});
export type Health = z.infer<typeof HealthSchema>;

/** Where a SOL/USD price comes from: the server's configuration (localnet, or the oracle fallback) or Pyth. */
export const SolUsdSourceSchema = z.enum(['config', 'pyth']);

/**
 * `GET /api/stats`: counts computed from the database and the chain, and the SOL price in USD every surface
 * quotes USD prices and market caps at (the same one the portfolio values holdings at).
 */
export const StatsSchema = z.object({
  tokens: z.number().int().nonnegative(),
  walletsSeen: z.number().int().nonnegative(),
  trades24h: z.number().int().nonnegative(),
  volume24hLamports: U64StringSchema,
  slot: z.number().int().nonnegative().nullable(),
  /** USD per SOL. */
  solUsd: z.number().positive(),
  solUsdSource: SolUsdSourceSchema,
  generatedAt: z.string(),
});
export type Stats = z.infer<typeof StatsSchema>;
