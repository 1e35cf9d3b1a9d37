import { z } from 'zod';
import { U64StringSchema } from './common';
import { RiskLevelSchema } from './risk';

/**
 * The token report as JSON (`GET /api/scanner/token/{address}`): core's `TokenReport` with every u64 (`bigint`)
 * as a decimal string, exactly as `reportToJson` writes it. Addresses are plain strings here: a report may name
 * placeholders or accounts the RPC returned, and it is documentation of what the scanner read, not input.
 */
const Text = z.string().max(2_000);
const U64 = U64StringSchema;
const Pct = z.number();

const FindingSchema = z.object({
  type: z.enum(['danger', 'warning', 'info', 'positive']),
  code: z.string().max(64),
  message: Text,
  evidence: z.string().max(20_000),
  weight: z.number(),
});
const CheckSchema = z.object({ passed: z.boolean().nullable(), reason: Text });
const ActorWalletSchema = z.object({
  wallet: Text,
  slot: U64.nullable(),
  signature: Text.nullable(),
  boughtTokens: U64,
  heldTokens: U64.nullable(),
});
const BuyerGroupSchema = z.object({
  wallets: z.array(ActorWalletSchema),
  boughtPct: Pct,
  heldPct: Pct.nullable(),
});

export const TokenReportJsonSchema = z.object({
  kind: z.literal('token'),
  address: Text,
  chain: z.literal('solana'),
  scannedAt: z.number(),
  slot: U64.nullable(),
  score: z.number().int().min(0).max(100),
  riskLevel: RiskLevelSchema,
  checks: z.object({
    verified: CheckSchema,
    noHoneypot: CheckSchema,
    noRugPull: CheckSchema,
    contractVerified: CheckSchema,
  }),
  risks: z.array(FindingSchema),
  opportunities: z.array(FindingSchema),
  levelCaps: z.array(z.object({ code: Text, reason: Text })),
  programId: Text,
  program: z.enum(['token', 'token-2022']),
  name: Text.nullable(),
  symbol: Text.nullable(),
  uri: Text.nullable(),
  metadataSource: z.enum(['token-2022-metadata', 'metaplex', 'platform-index']).nullable(),
  metadataMutable: z.boolean().nullable(),
  updateAuthority: Text.nullable(),
  supply: U64,
  decimals: z.number().int(),
  mintAuthority: Text.nullable(),
  freezeAuthority: Text.nullable(),
  extensions: z.object({
    transferFee: z
      .object({
        basisPoints: z.number(),
        maximumFee: U64,
        authority: Text.nullable(),
        withdrawAuthority: Text.nullable(),
      })
      .nullable(),
    transferHook: z.object({ programId: Text.nullable(), authority: Text.nullable() }).nullable(),
    permanentDelegate: Text.nullable(),
    nonTransferable: z.boolean(),
    defaultAccountState: z.enum(['initialized', 'frozen']).nullable(),
    pausable: z.object({ authority: Text.nullable(), paused: z.boolean() }).nullable(),
    metadataPointer: z.object({ authority: Text.nullable(), metadataAddress: Text.nullable() }).nullable(),
    mintCloseAuthority: Text.nullable(),
    present: z.array(Text),
  }),
  holders: z.object({
    count: z.number().int().nullable(),
    top: z.array(
      z.object({
        tokenAccount: Text,
        owner: Text.nullable(),
        amount: U64,
        sharePct: Pct,
        label: Text.nullable(),
      }),
    ),
    top10SharePct: Pct.nullable(),
    largestSharePct: Pct.nullable(),
  }),
  creator: z.object({
    address: Text.nullable(),
    source: z.enum(['metadata-update-authority', 'first-signer', 'platform-index']).nullable(),
    holdings: U64.nullable(),
    sharePct: Pct.nullable(),
    launches: z
      .array(
        z.object({
          address: Text,
          name: Text,
          symbol: Text,
          createdAt: z.number(),
          peakPriceSol: z.number().nullable(),
          lastPriceSol: z.number().nullable(),
          liquidityUsd: z.number().nullable(),
          fate: z.enum(['dead', 'alive', 'young', 'unknown']),
        }),
      )
      .nullable(),
  }),
  createdAt: z.number().nullable(),
  createdAtSource: z.enum(['chain-history', 'chain-history-bound', 'platform-index']).nullable(),
  market: z.object({
    priceUsd: z.number().nullable(),
    priceChange24hPct: z.number().nullable(),
    marketCapUsd: z.number().nullable(),
    volume24hUsd: z.number().nullable(),
    liquidityUsd: z.number().nullable(),
    liquidityVenue: z.enum(['curve', 'pool']).nullable(),
    liquidityLockedPct: z.number().nullable(),
    source: Text.nullable(),
  }),
  technical: z.object({
    rsi: z.number().nullable(),
    macd: z.object({ macd: z.number(), signal: z.number(), histogram: z.number() }).nullable(),
    sma20: z.number().nullable(),
    sma50: z.number().nullable(),
    volume24hUsd: z.number().nullable(),
    points: z.number().int(),
  }),
  actors: z.object({
    source: Text.nullable(),
    complete: z.boolean(),
    launch: z.object({ slot: U64.nullable(), signature: Text.nullable(), time: z.number().nullable() }),
    tradesRead: z.number().int(),
    creator: z
      .object({
        boughtTokens: U64,
        soldTokens: U64,
        soldPct: Pct.nullable(),
        solInLamports: U64,
        solOutLamports: U64,
        sellSignatures: z.array(Text),
      })
      .nullable(),
    snipers: BuyerGroupSchema.nullable(),
    bundle: BuyerGroupSchema.nullable(),
    clusters: z
      .array(
        z.object({
          funder: Text,
          members: z.array(ActorWalletSchema),
          boughtPct: Pct,
          heldPct: Pct.nullable(),
        }),
      )
      .nullable(),
    insiders: z.array(ActorWalletSchema).nullable(),
    combinedHeldPct: Pct.nullable(),
    funders: z.object({ looked: z.number().int(), unknown: z.number().int() }),
  }),
});
export type TokenReportJson = z.infer<typeof TokenReportJsonSchema>;

/** `GET /api/scanner/token/{address}`: the report, and the slot it was cached for. */
export const ScannerTokenResponseSchema = z.object({
  report: TokenReportJsonSchema,
  /** Whether this answer came from the per-slot cache. */
  cached: z.boolean(),
});
export type ScannerTokenResponse = z.infer<typeof ScannerTokenResponseSchema>;
