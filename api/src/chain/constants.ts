// Facts of the chain that the venue, launches, marketing escrows, transfers and the localnet all reckon with,
// stated once.

/** Milliseconds per slot: Solana's target, and the step of the localnet's clock. */
export const SLOT_MS = 400;

/**
 * Blocks a prepared transaction's reservation (a quote, a pay-in intent) is kept past its last valid block
 * height before it is treated as expired: the settlement margin for a transaction that landed at the edge. Applied
 * through chain/prepared.ts (isPastGrace, pastGraceSql, preparedStatus).
 */
export const EXPIRY_GRACE_BLOCKS = 2n;

/** The network's base fee per signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
/** The fee of a transaction with one signer (a pay-in, a transfer, a withdrawal). */
export const ONE_SIGNATURE_FEE = LAMPORTS_PER_SIGNATURE;
/** The fee of a transaction with two signers (a trade co-signed by the venue, a release signed by an escrow). */
export const TWO_SIGNATURE_FEE = 2n * LAMPORTS_PER_SIGNATURE;
