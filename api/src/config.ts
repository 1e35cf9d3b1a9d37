import { isIP } from 'node:net';
import path from 'node:path';
import { DEV_EXTENSION_ID, EXTENSION_ID_PATTERN } from '@solpad/core/extension';
import { ClusterSchema } from '@solpad/core/schemas';
import { z } from 'zod';

/** Server configuration, read once from the environment (every variable is documented in .env.example). */
export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SOLANA_RPC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SOLANA_CLUSTER: ClusterSchema.optional(),
  ADMIN_WALLETS: z.string().default(''),
  PLATFORM_SECRET: z.string().optional(),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine(
      (v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((ip) => isIP(ip) !== 0),
      'TRUSTED_PROXIES must list IP addresses, comma-separated',
    ),
  EXTENSION_IDS: z
    .string()
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((id) => EXTENSION_ID_PATTERN.test(id)),
      'must be comma-separated extension ids (32 letters a–p, or a Firefox extension UUID)',
    ),
  SOL_USD: z.coerce.number().positive().default(150),
  PYTH_SOL_USD_ACCOUNT: z
    .string()
    .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 account address')
    .default('7UVimffxr9ow1uXYxsr4LHAcV58mLzhmwaeKvJ1pjLiE'),
  RPC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  RPC_SCANS_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  AIRDROPS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Parsed configuration with derived paths. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  solanaRpcUrl: string | undefined;
  cluster: z.infer<typeof ClusterSchema>;
  adminWallets: string[];
  /** The site's public URL (its host is the SIWS domain); unset, loopback hosts are accepted instead. */
  publicUrl: string | undefined;
  /**
   * Browser extensions whose pages may call the API with the user's cookie (CORS with credentials). Unset: the
   * development build's id (DEV_EXTENSION_ID) while PUBLIC_URL is unset, none once it is set.
   */
  extensionIds: string[];
  /**
   * Addresses of the load balancers in front of the replicas: a request from one of them is counted (rate limits,
   * websocket caps) for the client its `X-Forwarded-For` names. Empty: the TCP peer is the client.
   */
  trustedProxies: string[];
  /** Master secret of the treasury, vault and pool keys (api/src/keys); unset → generated on the localnet. */
  platformSecret: string | undefined;
  /** SOL price in USD on the localnet, and the fallback when the oracle cannot be read (chain/sol-usd.ts). */
  solUsd: number;
  /** Pyth's SOL/USD price-update account read on a remote cluster. */
  pythSolUsdAccount: string;
  /** JSON-RPC calls one client may make per minute (each call of a batch counts); 0 = unlimited. */
  rpcRateLimitPerMinute: number;
  /** getProgramAccounts calls one client may make per minute, within the RPC limit (off with it); 0 = no own limit. */
  rpcScansPerMinute: number;
  /** Localnet faucet: airdrops one client may request per minute. */
  airdropsPerMinute: number;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
}

/** Reads and validates the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    solanaRpcUrl: e.SOLANA_RPC_URL,
    cluster: e.SOLANA_CLUSTER ?? (e.SOLANA_RPC_URL ? 'mainnet-beta' : 'localnet'),
    adminWallets: e.ADMIN_WALLETS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    publicUrl: e.PUBLIC_URL,
    extensionIds:
      e.EXTENSION_IDS === undefined
        ? e.PUBLIC_URL
          ? []
          : [DEV_EXTENSION_ID]
        : e.EXTENSION_IDS.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    platformSecret: e.PLATFORM_SECRET || undefined,
    solUsd: e.SOL_USD,
    pythSolUsdAccount: e.PYTH_SOL_USD_ACCOUNT,
    rpcRateLimitPerMinute: e.RPC_RATE_LIMIT_PER_MINUTE,
    rpcScansPerMinute: e.RPC_SCANS_PER_MINUTE,
    airdropsPerMinute: e.AIRDROPS_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
  };
}
