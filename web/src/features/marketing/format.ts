import { formatInteger } from '@solpad/core/format';
import type {
  CampaignGoal,
  CampaignStatus,
  CampaignType,
  Cto,
  KolHire,
  PresaleStatus,
} from '@solpad/core/schemas';
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

/** Campaign goal metric labels. */
export const GOAL_LABEL: Record<CampaignGoal['metric'], string> = {
  participants: 'Participants',
  unique_traders: 'Unique traders',
  volume_lamports: 'Trading volume (SOL)',
  new_holders: 'New holders',
};

/** A goal's figure: SOL for volume, a grouped whole number for the counts. */
export function goalValueText(metric: CampaignGoal['metric'], value: string): string {
  return metric === 'volume_lamports' ? solText(value) : formatInteger(BigInt(value));
}

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

// Each status's tone is a table beside its labels: the record's type makes it name every status.

const STATUS_TONE: Record<CampaignStatus | PresaleStatus, Tone> = {
  active: 'live',
  live: 'live',
  pending_payment: 'wait',
  pending_deposit: 'wait',
  scheduled: 'wait',
  upcoming: 'wait',
  finalizing: 'wait',
  succeeded: 'good',
  failed: 'bad',
  cancelled: 'bad',
  ended: 'neutral',
};

/** The tone of a campaign or presale status. */
export const statusTone = (status: CampaignStatus | PresaleStatus): Tone => STATUS_TONE[status];

/** CTO campaign status labels. */
export const CTO_STATUS_LABEL: Record<Cto['status'], string> = {
  open: 'Collecting pledges',
  succeeded: 'Succeeded',
  expired: 'Expired',
  cancelled: 'Withdrawn',
};

const CTO_TONE: Record<Cto['status'], Tone> = {
  open: 'live',
  succeeded: 'good',
  cancelled: 'bad',
  expired: 'neutral',
};

/** The tone of a CTO campaign's status. */
export const ctoTone = (status: Cto['status']): Tone => CTO_TONE[status];

/** KOL hire status labels. */
export const HIRE_STATUS_LABEL: Record<KolHire['status'], string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed (paid)',
};

const HIRE_TONE: Record<KolHire['status'], Tone> = {
  requested: 'wait',
  accepted: 'live',
  completed: 'good',
  declined: 'bad',
  cancelled: 'bad',
};

/** The tone of a hire's status. */
export const hireTone = (status: KolHire['status']): Tone => HIRE_TONE[status];

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
