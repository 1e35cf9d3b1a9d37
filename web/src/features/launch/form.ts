import { formatSol, solToLamports } from '@solpad/core';
import { LAUNCH_PLATFORMS, type LaunchPlatformId } from '@solpad/core/launch';
import { type LaunchForm, LaunchFormSchema } from '@solpad/core/schemas';
import { atom, useAtomValue } from '../../lib/store';
import { vanitySuffixError } from './vanity';

/** The launch form as typed: every field as text, so nothing typed is lost when validation fails. */
export interface LaunchDraft {
  name: string;
  symbol: string;
  description: string;
  website: string;
  x: string;
  telegram: string;
  platform: LaunchPlatformId;
  /** SOL, as typed ("0.5"); empty = no initial buy. */
  initialBuySol: string;
  /** Base58 suffix the mint address must end with; empty = any address. */
  vanitySuffix: string;
}

/** Fields that can carry a message. */
export type LaunchField = keyof LaunchDraft | 'image';
export type FieldErrors = Partial<Record<LaunchField, string>>;

/** An empty draft (PumpFun preselected: the cheapest platform). */
export const EMPTY_DRAFT: LaunchDraft = {
  name: '',
  symbol: '',
  description: '',
  website: '',
  x: '',
  telegram: '',
  platform: 'PumpFun',
  initialBuySol: '',
  vanitySuffix: '',
};

/** Labels used in messages and on the form. */
export const FIELD_LABELS: Record<LaunchField, string> = {
  name: 'Name',
  symbol: 'Symbol',
  description: 'Description',
  website: 'Website',
  x: 'X',
  telegram: 'Telegram',
  platform: 'Platform',
  initialBuySol: 'Initial buy',
  vanitySuffix: 'Vanity suffix',
  image: 'Image',
};

/**
 * The form's current values, for whatever wants to follow them as they are typed (the tools issue's scanner
 * preview reads them through {@link useLaunchFormValues}). Written by the launch form only.
 */
export const launchDraftAtom = atom<LaunchDraft>(EMPTY_DRAFT);

/** The launch form's current values (read-only), kept while the page is left and come back to. */
export function useLaunchFormValues(): LaunchDraft {
  return useAtomValue(launchDraftAtom);
}

/** A valid draft: the form as `POST /api/launch/prepare` takes it (without image, creator and mint). */
export interface ValidLaunch {
  form: Omit<LaunchForm, 'image'>;
  initialBuyLamports: bigint;
}

const ISSUE_FIELD: Record<string, LaunchField> = {
  name: 'name',
  symbol: 'symbol',
  description: 'description',
  website: 'website',
  x: 'x',
  telegram: 'telegram',
  platform: 'platform',
  initialBuyLamports: 'initialBuySol',
};

/** Parses a typed SOL amount; empty is zero. Null when it is not a SOL amount. */
export function parseInitialBuy(text: string): bigint | null {
  if (text.trim() === '') return 0n;
  return solToLamports(text);
}

/**
 * Validates a draft with core's `LaunchFormSchema` (the API validates with the same schema) plus the initial
 * buy's and the vanity suffix's own rules; messages name their field ("Symbol must be at most 10 characters").
 */
export function validateDraft(
  draft: LaunchDraft,
): { ok: true; value: ValidLaunch } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const lamports = parseInitialBuy(draft.initialBuySol);
  if (lamports === null) errors.initialBuySol = 'Initial buy must be a SOL amount with at most 9 decimals';
  const vanity = vanitySuffixError(draft.vanitySuffix.trim());
  if (vanity) errors.vanitySuffix = `Vanity suffix ${vanity}`;
  const parsed = LaunchFormSchema.safeParse({
    name: draft.name,
    symbol: draft.symbol,
    description: draft.description,
    links: { website: draft.website, x: draft.x, telegram: draft.telegram },
    platform: draft.platform,
    ...(lamports ? { initialBuyLamports: lamports.toString() } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path.at(-1) ?? '');
      const field = ISSUE_FIELD[key];
      if (field && !errors[field]) errors[field] = `${FIELD_LABELS[field]} ${issue.message}`;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { form: parsed.data, initialBuyLamports: lamports ?? 0n } };
}

/** Lamports a launch costs besides the network fee, as far as the form knows before the API prices it. */
export function estimateLaunchCost(draft: LaunchDraft): { feeLamports: bigint; buyLamports: bigint } {
  const platform = LAUNCH_PLATFORMS.find((p) => p.id === draft.platform) ?? LAUNCH_PLATFORMS[0];
  return {
    feeLamports: platform?.feeLamports ?? 0n,
    buyLamports: parseInitialBuy(draft.initialBuySol) ?? 0n,
  };
}

/** "0.5 SOL" with up to 9 decimals, trailing zeros trimmed. */
export function solText(lamports: bigint): string {
  return `${formatSol(lamports, 9).replace(/\.?0+$/, '')} SOL`;
}
