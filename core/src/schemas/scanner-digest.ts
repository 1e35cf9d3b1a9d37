import { z } from 'zod';

/** Most wallets a digest keeps per actor group (the full report has them all). */
export const DIGEST_WALLETS_MAX = 5;
/** Most findings a digest keeps (risks first, then opportunities). */
export const DIGEST_FINDINGS_MAX = 40;

/** One finding of a digest: what it says, the evidence it rests on and what it added to the score. */
export const DigestFindingSchema = z.object({
  type: z.enum(['danger', 'warning', 'info', 'positive']),
  message: z.string().max(500),
  evidence: z.string().max(2000),
  weight: z.number(),
});
export type DigestFinding = z.infer<typeof DigestFindingSchema>;

/** A wallet of an actor group and the slot its buy (or funding) landed in (decimal string; null: unknown). */
export const DigestWalletSchema = z.object({ wallet: z.string().max(64), slot: z.string().nullable() });

/** A group of actors (snipers, the same-slot bundle, insiders, funding-cluster members): null = unknown. */
export const DigestGroupSchema = z
  .object({
    count: z.number().int().min(0),
    boughtPct: z.number().nullable(),
    heldPct: z.number().nullable(),
    wallets: z.array(DigestWalletSchema).max(DIGEST_WALLETS_MAX),
  })
  .nullable();
export type DigestGroup = z.infer<typeof DigestGroupSchema>;

/**
 * A token report in brief, JSON-safe (no bigint): every finding with its evidence, the actor part and the market
 * facts, as the extension's side panel shows them. Built by core's `tokenDigest`, so it says exactly what the
 * report says (null stays unknown).
 */
export const TokenDigestSchema = z.object({
  findings: z.array(DigestFindingSchema).max(DIGEST_FINDINGS_MAX),
  actors: z.object({
    /** Where the activity came from, or null when none could be read. */
    source: z.string().nullable(),
    /** core's `actorSummaryParts`. */
    parts: z.array(z.string()),
    creator: z.object({
      address: z.string().nullable(),
      holdsPct: z.number().nullable(),
      soldPct: z.number().nullable(),
      /** SOL the creator took out by selling, lamports as a decimal string (null: unknown). */
      solOutLamports: z.string().nullable(),
    }),
    snipers: DigestGroupSchema,
    bundle: DigestGroupSchema,
    insiders: DigestGroupSchema,
    clusters: DigestGroupSchema,
    /** Creator + clusters + insiders, held now. */
    combinedHeldPct: z.number().nullable(),
    top10SharePct: z.number().nullable(),
  }),
  market: z.object({
    liquidityUsd: z.number().nullable(),
    /** core's `createdAgoText` ("Created 12 min ago"), null when unknown. */
    age: z.string().nullable(),
    change24hPct: z.number().nullable(),
    volume24hUsd: z.number().nullable(),
    holders: z.number().nullable(),
    source: z.string().nullable(),
  }),
});
export type TokenDigest = z.infer<typeof TokenDigestSchema>;
