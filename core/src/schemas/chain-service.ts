import { z } from 'zod';

/**
 * The chain service (`npm run chain`): the localnet in its own process. Beside Solana's JSON-RPC (`POST /`) and
 * RPC subscriptions (websocket `/`) it serves a few internal endpoints under `/solpad/` for the API replicas
 * that use it: these schemas are their shapes.
 */

/** `GET /solpad/info`: what the replicas need to know about the chain they use. */
export const ChainServiceInfoSchema = z.object({
  service: z.literal('solpad-chain'),
  mode: z.literal('localnet'),
  /** A fresh chain whose clock starts this far in the past (the demo seed moves it forward), else null. */
  historySpanMs: z.number().int().nonnegative().nullable(),
  /** The faucet every airdrop comes from (the scanner never clusters wallets on it); null: none. */
  faucetAddress: z.string().max(64).nullable().optional(),
});
export type ChainServiceInfo = z.infer<typeof ChainServiceInfoSchema>;

/** `POST /solpad/clock`: moves a fresh chain's past clock forward, or brings it to wall time for good. */
export const ChainClockMoveSchema = z.union([
  z
    .object({
      advanceMs: z
        .number()
        .int()
        .nonnegative()
        .max(7 * 24 * 3_600_000),
    })
    .strict(),
  z.object({ finish: z.literal(true) }).strict(),
]);
export type ChainClockMove = z.infer<typeof ChainClockMoveSchema>;

/** The localnet's journal and snapshot figures (`GET /solpad/stats`, `POST /solpad/snapshot`). */
export const ChainServiceStatsSchema = z.object({
  journalEntries: z.number().int().nonnegative(),
  entriesSinceSnapshot: z.number().int().nonnegative(),
  snapshotBytes: z.number().int().nonnegative().nullable(),
  snapshotAt: z.string().nullable(),
  dataDir: z.string(),
});
export type ChainServiceStats = z.infer<typeof ChainServiceStatsSchema>;

/** One frame of the websocket `/solpad/confirmed`: a transaction the chain has just confirmed. */
export const ConfirmedTransactionFrameSchema = z.object({
  signature: z.string().min(1).max(100),
  /** u64 as a decimal string. */
  slot: z.string().regex(/^\d{1,20}$/),
  wallet: z.string().max(64),
  accountKeys: z.array(z.string().max(64)).max(256),
  err: z.unknown(),
  blockTime: z.number().int(),
});
export type ConfirmedTransactionFrame = z.infer<typeof ConfirmedTransactionFrameSchema>;
