import { z } from 'zod';
import { isBase58Address } from '../rpc/base58';

const RpcIdSchema = z.union([z.string(), z.number(), z.null()]);

/** A JSON-RPC error object as Solana's RPC sends it. */
export const RpcErrorObjectSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.unknown().optional(),
});

/** The reply to `getBalance` (spec §7 reads `result.value` or `error.message`). */
export const RpcBalanceResponseSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    id: RpcIdSchema,
    result: z.object({
      context: z.object({ slot: z.union([z.number(), z.bigint()]) }).passthrough(),
      value: z.union([z.number().int().nonnegative(), z.bigint().nonnegative()]),
    }),
  }),
  z.object({ jsonrpc: z.literal('2.0'), id: RpcIdSchema, error: RpcErrorObjectSchema }),
]);

/**
 * One JSON-RPC 2.0 request as Solana's RPC accepts it. `params` is checked per method by
 * {@link RPC_PARAMS}; the envelope only fixes its kind.
 */
export const RpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: RpcIdSchema.optional(),
  method: z.string().min(1).max(64),
  params: z.array(z.unknown()).max(16).optional(),
});
export type RpcRequest = z.infer<typeof RpcRequestSchema>;

/** Largest JSON-RPC batch served in one HTTP request. */
export const RPC_MAX_BATCH = 100;
/** Most accounts `getMultipleAccounts` answers at once (Solana's limit). */
export const RPC_MAX_MULTIPLE_ACCOUNTS = 100;
/** Most signatures `getSignatureStatuses` answers at once (Solana's limit). */
export const RPC_MAX_SIGNATURE_STATUSES = 256;

const Base58Address = z
  .string()
  .refine((s): boolean => isBase58Address(s), { message: 'Invalid param: Invalid address' });
const Base58Signature = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'Invalid param: Invalid signature');
const U64 = z.union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.bigint().nonnegative()]);
const Commitment = z.enum(['processed', 'confirmed', 'finalized']);
const AccountEncoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed']);

/** `{commitment, minContextSlot}`: the config most read methods accept. */
const ContextConfig = z.looseObject({ commitment: Commitment.optional(), minContextSlot: U64.optional() });
/** Config of account reads. */
const AccountConfig = ContextConfig.extend({
  encoding: AccountEncoding.optional(),
  dataSlice: z
    .object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
    .optional(),
});
/** Config of `sendTransaction`. */
const SendConfig = z.looseObject({
  encoding: z.enum(['base58', 'base64']).optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: Commitment.optional(),
  maxRetries: U64.optional(),
  minContextSlot: U64.optional(),
});
/** Config of `simulateTransaction`. */
const SimulateConfig = z.looseObject({
  encoding: z.enum(['base58', 'base64']).optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  commitment: Commitment.optional(),
  minContextSlot: U64.optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z
    .object({
      addresses: z.array(Base58Address).max(RPC_MAX_MULTIPLE_ACCOUNTS),
      encoding: AccountEncoding.optional(),
    })
    .optional(),
});
/** A `getProgramAccounts` filter (at most 4 per call, as on Solana's RPC). */
const AccountFilter = z.union([
  z.object({ dataSize: z.number().int().nonnegative() }),
  z.object({
    memcmp: z.object({
      offset: z.number().int().nonnegative(),
      bytes: z.string().max(1024),
      encoding: z.enum(['base58', 'base64']).optional(),
    }),
  }),
]);
const ProgramAccountsConfig = AccountConfig.extend({
  filters: z.array(AccountFilter).max(4).optional(),
  withContext: z.boolean().optional(),
});
const TxEncoding = z.enum(['json', 'jsonParsed', 'base64', 'base58']);
const TransactionConfig = ContextConfig.extend({
  encoding: TxEncoding.optional(),
  maxSupportedTransactionVersion: z.literal(0).optional(),
});
const BlockConfig = TransactionConfig.extend({
  transactionDetails: z.enum(['full', 'signatures', 'none', 'accounts']).optional(),
  rewards: z.boolean().optional(),
});
const TokenAccountsFilter = z.union([
  z.object({ mint: Base58Address }),
  z.object({ programId: Base58Address }),
]);
const SignaturesConfig = ContextConfig.extend({
  limit: z.number().int().min(1).max(1000).optional(),
  before: Base58Signature.optional(),
  until: Base58Signature.optional(),
});

/** A wire transaction: base64 (at most 1232 bytes, so ≤ 1644 characters) or base58. */
const WireTransaction = z.string().min(1).max(2048);

/**
 * The parameters of every JSON-RPC method the API serves, as tuples. A method missing here is answered with
 * -32601; parameters that don't match get -32602.
 */
export const RPC_PARAMS = {
  getAccountInfo: z.tuple([Base58Address]).or(z.tuple([Base58Address, AccountConfig])),
  getBalance: z.tuple([Base58Address]).or(z.tuple([Base58Address, ContextConfig])),
  getBlock: z.tuple([U64]).or(z.tuple([U64, BlockConfig])),
  getBlockHeight: z.tuple([]).or(z.tuple([ContextConfig])),
  getBlockTime: z.tuple([U64]),
  getEpochInfo: z.tuple([]).or(z.tuple([ContextConfig])),
  getFeeForMessage: z
    .tuple([z.string().min(1).max(2048)])
    .or(z.tuple([z.string().min(1).max(2048), ContextConfig])),
  getFirstAvailableBlock: z.tuple([]),
  getGenesisHash: z.tuple([]),
  getHealth: z.tuple([]),
  getLatestBlockhash: z.tuple([]).or(z.tuple([ContextConfig])),
  getMinimumBalanceForRentExemption: z
    .tuple([
      z
        .number()
        .int()
        .nonnegative()
        .max(10 * 1024 * 1024),
    ])
    .or(
      z.tuple([
        z
          .number()
          .int()
          .nonnegative()
          .max(10 * 1024 * 1024),
        ContextConfig,
      ]),
    ),
  getMultipleAccounts: z
    .tuple([z.array(Base58Address).max(RPC_MAX_MULTIPLE_ACCOUNTS)])
    .or(z.tuple([z.array(Base58Address).max(RPC_MAX_MULTIPLE_ACCOUNTS), AccountConfig])),
  getProgramAccounts: z.tuple([Base58Address]).or(z.tuple([Base58Address, ProgramAccountsConfig])),
  getRecentPerformanceSamples: z.tuple([]).or(z.tuple([z.number().int().min(1).max(720)])),
  getSignaturesForAddress: z.tuple([Base58Address]).or(z.tuple([Base58Address, SignaturesConfig])),
  getSignatureStatuses: z
    .tuple([z.array(Base58Signature).max(RPC_MAX_SIGNATURE_STATUSES)])
    .or(
      z.tuple([
        z.array(Base58Signature).max(RPC_MAX_SIGNATURE_STATUSES),
        z.looseObject({ searchTransactionHistory: z.boolean().optional() }),
      ]),
    ),
  getSlot: z.tuple([]).or(z.tuple([ContextConfig])),
  getTokenAccountBalance: z.tuple([Base58Address]).or(z.tuple([Base58Address, ContextConfig])),
  getTokenAccountsByOwner: z
    .tuple([Base58Address, TokenAccountsFilter])
    .or(z.tuple([Base58Address, TokenAccountsFilter, AccountConfig])),
  getTokenLargestAccounts: z.tuple([Base58Address]).or(z.tuple([Base58Address, ContextConfig])),
  getTokenSupply: z.tuple([Base58Address]).or(z.tuple([Base58Address, ContextConfig])),
  getTransaction: z.tuple([Base58Signature]).or(z.tuple([Base58Signature, TransactionConfig])),
  getTransactionCount: z.tuple([]).or(z.tuple([ContextConfig])),
  getVersion: z.tuple([]),
  isBlockhashValid: z
    .tuple([z.string().min(32).max(44)])
    .or(z.tuple([z.string().min(32).max(44), ContextConfig])),
  requestAirdrop: z.tuple([Base58Address, U64]).or(z.tuple([Base58Address, U64, ContextConfig])),
  sendTransaction: z.tuple([WireTransaction]).or(z.tuple([WireTransaction, SendConfig])),
  simulateTransaction: z.tuple([WireTransaction]).or(z.tuple([WireTransaction, SimulateConfig])),
} as const;
/** A method the API's JSON-RPC serves. */
export type RpcMethod = keyof typeof RPC_PARAMS;
/** The parsed parameters of `method`. */
export type RpcParams<M extends RpcMethod> = z.infer<(typeof RPC_PARAMS)[M]>;
/** Whether `name` is a method the API's JSON-RPC serves. */
export function isRpcMethod(name: string): name is RpcMethod {
  return Object.hasOwn(RPC_PARAMS, name);
}

/**
 * The parameters of the subscription methods served on the RPC websocket (`/api/rpc/ws`), as tuples.
 */
export const RPC_SUBSCRIPTION_PARAMS = {
  accountSubscribe: z
    .tuple([Base58Address])
    .or(
      z.tuple([
        Base58Address,
        z.looseObject({ encoding: AccountEncoding.optional(), commitment: Commitment.optional() }),
      ]),
    ),
  accountUnsubscribe: z.tuple([z.number().int().nonnegative()]),
  logsSubscribe: z
    .tuple([z.union([z.enum(['all', 'allWithVotes']), z.object({ mentions: z.tuple([Base58Address]) })])])
    .or(
      z.tuple([
        z.union([z.enum(['all', 'allWithVotes']), z.object({ mentions: z.tuple([Base58Address]) })]),
        z.looseObject({ commitment: Commitment.optional() }),
      ]),
    ),
  logsUnsubscribe: z.tuple([z.number().int().nonnegative()]),
  signatureSubscribe: z.tuple([Base58Signature]).or(
    z.tuple([
      Base58Signature,
      z.looseObject({
        commitment: Commitment.optional(),
        enableReceivedNotification: z.boolean().optional(),
      }),
    ]),
  ),
  signatureUnsubscribe: z.tuple([z.number().int().nonnegative()]),
  slotSubscribe: z.tuple([]),
  slotUnsubscribe: z.tuple([z.number().int().nonnegative()]),
} as const;
/** A subscription method the RPC websocket serves. */
export type RpcSubscriptionMethod = keyof typeof RPC_SUBSCRIPTION_PARAMS;
/** Whether `name` is a subscription method the RPC websocket serves. */
export function isRpcSubscriptionMethod(name: string): name is RpcSubscriptionMethod {
  return Object.hasOwn(RPC_SUBSCRIPTION_PARAMS, name);
}
