/** Stored lifecycle of a campaign (the states the API's row holds). */
export const CAMPAIGN_STATES = ['pending_payment', 'funded', 'cancelled'] as const;
/** Stored lifecycle of a campaign (the API's row). */
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/**
 * What a campaign shows: `pending_payment` (budget not in escrow yet), `scheduled`, `active`, `ended`,
 * `cancelled`.
 */
export type CampaignPhase = 'pending_payment' | 'scheduled' | 'active' | 'ended' | 'cancelled';

/** The phase of a campaign at `now` (ms). */
export function campaignPhase(c: {
  state: CampaignState;
  startsAt: number;
  endsAt: number;
  now: number;
}): CampaignPhase {
  switch (c.state) {
    case 'pending_payment':
    case 'cancelled':
      return c.state;
    case 'funded':
      if (c.now >= c.endsAt) return 'ended';
      return c.now < c.startsAt ? 'scheduled' : 'active';
    default: {
      const never: never = c.state;
      return never;
    }
  }
}

/** Share of `target` reached, in basis points (0–10 000). */
export function progressBps(current: bigint, target: bigint): number {
  if (target <= 0n) return 10_000;
  if (current >= target) return 10_000;
  if (current <= 0n) return 0;
  return Number((current * 10_000n) / target);
}
