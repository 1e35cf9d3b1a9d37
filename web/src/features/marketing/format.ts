import type { CampaignStatus, CampaignType, Cto, KolHire, PresaleStatus } from '@solpad/core/schemas';
import type { Tone } from '../../components/kit';
import { formatUnits } from '../trade';

/** Lamports (a decimal string or bigint) as "1.25 SOL", at most 4 decimals, rounded down. */
export function solText(lamports: string | bigint, maxFraction = 4): string {
  return `${formatUnits(BigInt(lamports), 9, maxFraction)} SOL`;
}

/** Token base units as a grouped decimal. */
export function tokenText(units: string | bigint, decimals: number, maxFraction = 4): string {
  return formatUnits(BigInt(units), decimals, maxFraction);
}

/** Campaign type labels (issue 9: raid, airdrop, KOL promotion, trending boost). */
export const CAMPAIGN_TYPE_LABEL: Record<CampaignType, string> = {
  raid: 'Raid',
  airdrop: 'Airdrop',
  kol_promotion: 'KOL promotion',
  trending_boost: 'Trending boost',
};

/** Campaign status labels. */
export const CAMPAIGN_STATUS_LABEL: Record<CampaignStatus, string> = {
  pending_payment: 'Awaiting payment',
  scheduled: 'Scheduled',
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/** Presale status labels. */
export const PRESALE_STATUS_LABEL: Record<PresaleStatus, string> = {
  pending_deposit: 'Awaiting deposit',
  upcoming: 'Upcoming',
  live: 'Live',
  ended: 'Ended',
  finalizing: 'Finalizing',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The tone of a campaign or presale status. */
export function statusTone(status: CampaignStatus | PresaleStatus): Tone {
  switch (status) {
    case 'active':
    case 'live':
      return 'live';
    case 'pending_payment':
    case 'pending_deposit':
    case 'scheduled':
    case 'upcoming':
    case 'finalizing':
      return 'wait';
    case 'succeeded':
      return 'good';
    case 'failed':
    case 'cancelled':
      return 'bad';
    default:
      return 'neutral';
  }
}

/** CTO campaign status labels. */
export const CTO_STATUS_LABEL: Record<Cto['status'], string> = {
  open: 'Collecting pledges',
  succeeded: 'Succeeded',
  expired: 'Expired',
  cancelled: 'Withdrawn',
};

/** The tone of a CTO campaign's status. */
export function ctoTone(status: Cto['status']): Tone {
  switch (status) {
    case 'open':
      return 'live';
    case 'succeeded':
      return 'good';
    case 'cancelled':
      return 'bad';
    case 'expired':
      return 'neutral';
    default: {
      const never: never = status;
      return never;
    }
  }
}

/** KOL hire status labels. */
export const HIRE_STATUS_LABEL: Record<KolHire['status'], string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed (paid)',
};

/** The tone of a hire's status. */
export function hireTone(status: KolHire['status']): Tone {
  switch (status) {
    case 'requested':
      return 'wait';
    case 'accepted':
      return 'live';
    case 'completed':
      return 'good';
    case 'declined':
    case 'cancelled':
      return 'bad';
    default: {
      const never: never = status;
      return never;
    }
  }
}

/** `part` of `whole` (integers as strings or bigints) in basis points, rounded down; 0 when `whole` is 0. */
export function shareBps(part: string | bigint, whole: string | bigint): number {
  const w = BigInt(whole);
  return w > 0n ? Number((BigInt(part) * 10_000n) / w) : 0;
}

/** A date-time for people: "Nov 23, 2026, 16:05". */
export function dateText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** A `datetime-local` input's value for `ms` in the browser's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as ISO 8601 (UTC), or null when it is not a date. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Basis points as a percentage: 2550 → "25.5%". */
export function bpsText(bps: number): string {
  return `${formatUnits(BigInt(Math.max(0, Math.round(bps))), 2)}%`;
}
