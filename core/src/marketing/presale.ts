import { LAMPORTS_PER_SOL } from '../constants';
import { PRESALE_PLATFORM_FEE_BPS } from './constants';

const BPS = 10_000n;

/**
 * Token base units a contribution buys: `lamports × tokensPerSol / 10⁹`, rounded down (the escrow never owes
 * more than it holds; the dust goes back to the creator).
 */
export function tokensForContribution(lamports: bigint, tokensPerSol: bigint): bigint {
  return (lamports * tokensPerSol) / LAMPORTS_PER_SOL;
}

/**
 * Tokens the creator deposits into the escrow at creation: what the hard cap buys. Enough for any set of
 * contributions, because Σ⌊cᵢ·r/10⁹⌋ ≤ ⌊Σcᵢ·r/10⁹⌋ ≤ ⌊hardCap·r/10⁹⌋.
 */
export function tokensForSale(hardCapLamports: bigint, tokensPerSol: bigint): bigint {
  return tokensForContribution(hardCapLamports, tokensPerSol);
}

/** The platform fee and the creator's proceeds of a successful presale that raised `raised` lamports. */
export function presaleProceeds(
  raised: bigint,
  feeBps: bigint = PRESALE_PLATFORM_FEE_BPS,
): { feeLamports: bigint; creatorLamports: bigint } {
  const feeLamports = (raised * feeBps) / BPS;
  return { feeLamports, creatorLamports: raised - feeLamports };
}

/** Stored lifecycle of a presale (the states the API's row holds). */
export const PRESALE_STATES = [
  'pending_deposit',
  'open',
  'finalizing',
  'succeeded',
  'failed',
  'cancelled',
] as const;
/** Stored lifecycle of a presale (the API's row). */
export type PresaleState = (typeof PRESALE_STATES)[number];

/**
 * What a presale shows: `pending_deposit` (tokens not in escrow yet), `upcoming`, `live`, `ended` (waiting to be
 * finalized), `finalizing`, `succeeded`, `failed`, `cancelled`. A live presale whose hard cap is reached is
 * `ended` at once (it can be finalized before its end time).
 */
export type PresalePhase =
  | 'pending_deposit'
  | 'upcoming'
  | 'live'
  | 'ended'
  | 'finalizing'
  | 'succeeded'
  | 'failed'
  | 'cancelled';

/** The phase of a presale at `now` (ms). */
export function presalePhase(p: {
  state: PresaleState;
  startsAt: number;
  endsAt: number;
  raised: bigint;
  hardCap: bigint;
  now: number;
}): PresalePhase {
  switch (p.state) {
    case 'pending_deposit':
    case 'finalizing':
    case 'succeeded':
    case 'failed':
    case 'cancelled':
      return p.state;
    case 'open':
      if (p.now >= p.endsAt || p.raised >= p.hardCap) return 'ended';
      return p.now < p.startsAt ? 'upcoming' : 'live';
    default: {
      const never: never = p.state;
      return never;
    }
  }
}

/** Outcome of a presale once it ended: its soft cap reached or not. */
export function presaleOutcome(raised: bigint, softCap: bigint): 'succeeded' | 'failed' {
  return raised >= softCap ? 'succeeded' : 'failed';
}

/** Why a contribution is refused (`code` is the API's error code, `message` the text users see). */
export interface ContributionRefusal {
  code:
    | 'PRESALE__NOT_OPEN'
    | 'PRESALE__NOT_STARTED'
    | 'PRESALE__ENDED'
    | 'PRESALE__BELOW_MINIMUM'
    | 'PRESALE__ABOVE_MAXIMUM'
    | 'PRESALE__HARD_CAP'
    | 'PRESALE__OWN_PRESALE';
  message: string;
}

/** The user-facing texts of contribution refusals. */
export const CONTRIBUTION_MESSAGES: Record<ContributionRefusal['code'], string> = {
  PRESALE__NOT_OPEN: 'The presale is not open for contributions',
  PRESALE__NOT_STARTED: 'The presale has not started yet',
  PRESALE__ENDED: 'The presale has ended',
  PRESALE__BELOW_MINIMUM: "Contribution is below the presale's minimum per wallet",
  PRESALE__ABOVE_MAXIMUM: "Contribution exceeds the presale's maximum per wallet",
  PRESALE__HARD_CAP: "Contribution exceeds the presale's hard cap",
  PRESALE__OWN_PRESALE: "A presale's creator cannot contribute to it (it would fund its own soft cap)",
};

/**
 * Checks a contribution against a presale's rules. `walletCommitted` and `totalCommitted` count what is already
 * confirmed plus what open (unexpired) contribution transactions reserve, so concurrent contributions cannot
 * pass the caps together. Returns the refusal, or null when the contribution is allowed.
 */
export function checkContribution(p: {
  state: PresaleState;
  startsAt: number;
  endsAt: number;
  now: number;
  minPerWallet: bigint;
  maxPerWallet: bigint;
  hardCap: bigint;
  walletCommitted: bigint;
  totalCommitted: bigint;
  lamports: bigint;
  /** The contributing wallet is the presale's creator: it could reach its own soft cap and keep the tokens. */
  byOwner: boolean;
}): ContributionRefusal | null {
  const refuse = (code: ContributionRefusal['code']): ContributionRefusal => ({
    code,
    message: CONTRIBUTION_MESSAGES[code],
  });
  if (p.byOwner) return refuse('PRESALE__OWN_PRESALE');
  if (p.state !== 'open')
    return refuse(
      p.state === 'pending_deposit' || p.state === 'cancelled' ? 'PRESALE__NOT_OPEN' : 'PRESALE__ENDED',
    );
  if (p.now >= p.endsAt) return refuse('PRESALE__ENDED');
  if (p.now < p.startsAt) return refuse('PRESALE__NOT_STARTED');
  if (p.totalCommitted + p.lamports > p.hardCap) return refuse('PRESALE__HARD_CAP');
  // The minimum applies to a wallet's total: a top-up below it is fine once the wallet is in.
  if (p.walletCommitted + p.lamports < p.minPerWallet) return refuse('PRESALE__BELOW_MINIMUM');
  if (p.walletCommitted + p.lamports > p.maxPerWallet) return refuse('PRESALE__ABOVE_MAXIMUM');
  return null;
}
