import { LAUNCH_FEES_LAMPORTS } from '../constants';
import { type CurveParams, PUMP_FUN_CURVE } from '../trade/market';

/** The launch platforms a creator can choose (spec §3: PumpFun, Raydium, Meteora). */
export type LaunchPlatformId = keyof typeof LAUNCH_FEES_LAMPORTS;

/** One launch platform card: its fee, what it offers and the curve its tokens trade on. */
export interface LaunchPlatformOption {
  id: LaunchPlatformId;
  name: string;
  /** The platform fee paid to the treasury in the launch transaction, lamports (spec §3, §9). */
  feeLamports: bigint;
  /** What the card lists. */
  features: readonly string[];
  /** The bonding curve the token trades on until it graduates. */
  curve: CurveParams;
}

/**
 * The platform options. All three use pump.fun's curve constants: the platforms differ in their launch fee
 * and in what they promise around the launch, and one curve keeps prices comparable across the token list
 * (a token's venue is the platform's own bonding curve until it graduates to the constant-product pool, never
 * the third party's program; see DESIGN.md "Chain model").
 */
export const LAUNCH_PLATFORMS: readonly LaunchPlatformOption[] = [
  {
    id: 'PumpFun',
    name: 'PumpFun',
    feeLamports: LAUNCH_FEES_LAMPORTS.PumpFun,
    features: [
      'Bonding curve from the first second: 30 virtual SOL, 793.1 M tokens for sale',
      'Graduates to a constant-product pool at ≈ 85 SOL',
      'Mint authority revoked, no freeze authority',
      'Lowest launch fee',
    ],
    curve: PUMP_FUN_CURVE,
  },
  {
    id: 'Raydium',
    name: 'Raydium',
    feeLamports: LAUNCH_FEES_LAMPORTS.Raydium,
    features: [
      'Same bonding curve, listed under Raydium once graduated',
      'Constant-product pool with a 0.25 % fee after graduation',
      'Mint authority revoked, no freeze authority',
      'Token-2022 metadata on chain',
    ],
    curve: PUMP_FUN_CURVE,
  },
  {
    id: 'Meteora',
    name: 'Meteora',
    feeLamports: LAUNCH_FEES_LAMPORTS.Meteora,
    features: [
      'Same bonding curve and graduation',
      'Pool fee stays in the pool, growing its depth',
      'Mint authority revoked, no freeze authority',
      'Priority placement among new tokens',
    ],
    curve: PUMP_FUN_CURVE,
  },
];

/** The option of `id`. */
export function launchPlatform(id: LaunchPlatformId): LaunchPlatformOption {
  const option = LAUNCH_PLATFORMS.find((p) => p.id === id);
  if (!option) throw new Error(`unknown launch platform ${id}`);
  return option;
}
