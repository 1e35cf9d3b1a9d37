import { formatInteger } from '../format/price';
/**
 * The score's one table of named weights and the thresholds behind them. A token report starts at 100 and each
 * finding adds its weight (negative = risk); the result is clamped to 0–100, then held at
 * {@link SCORE_CAP_NOT_LOW} when a {@link LEVEL_CAPS} condition holds. The scanner page renders
 * {@link WEIGHT_TABLE} as "How the score works", and the README repeats it.
 */
export const WEIGHTS = {
  // Levers on the mint
  mintAuthorityActive: -35,
  freezeAuthorityActive: -30,
  permanentDelegate: -40,
  nonTransferable: -60,
  transferHook: -25,
  transferFeeHigh: -25,
  transferFeeLow: -8,
  defaultFrozen: -30,
  pausable: -30,
  paused: -50,
  mintCloseAuthority: -5,
  metadataMutable: -5,
  unknownExtensions: -10,
  // Holders
  singleHolderMajority: -35,
  singleHolderLarge: -15,
  topHoldersConcentrated: -10,
  creatorHoldsLarge: -10,
  // Market
  liquidityThin: -20,
  liquidityLow: -8,
  liquidityUnknown: -20,
  ageUnderHour: -15,
  ageUnderDay: -5,
  ageUnknown: -15,
  volumeChurn: -5,
  extremeMove: -10,
  // Actors
  creatorSoldAll: -25,
  creatorSoldMost: -15,
  creatorRugHistory: -30,
  serialLauncher: -5,
  snipersHolding: -15,
  snipersSold: -5,
  bundledLaunch: -20,
  fundingCluster: -20,
  insidersDominant: -25,
  actorsUnknown: -10,
  // Minor unknowns (each −3, at most −15 together)
  unknownFact: -3,
  unknownFactsCap: -15,
  // Wallets: a brand-new or empty wallet is a common throwaway.
  walletNew: -20,
  walletNoActivity: -15,
  walletNotFound: -40,
  // Programs: code that can change under you, or that is not a program at all.
  programUpgradeable: -25,
  programNotExecutable: -60,
  programUnknown: -10,
} as const;

/** A score above this is "low" risk (spec §9 risk-icon thresholds); a capped token is held at it ("medium"). */
export const SCORE_CAP_NOT_LOW = 70;

/** Transfer fee, in basis points, from which the fee counts as high. */
export const HIGH_TRANSFER_FEE_BPS = 500;
/** Shares (percent of supply) behind the concentration findings. */
export const CONCENTRATION = { majority: 50, large: 20, top10: 50, creator: 20 } as const;
/** A wallet younger than this is "new". */
export const NEW_WALLET_MS = 7 * 24 * 60 * 60 * 1000;

/** Liquidity (USD a seller can sell into) under which a token can never read "low" risk. */
export const LIQUIDITY_FLOOR_USD = 2_500;
/** Liquidity under which it is still called low (a warning, no cap). */
export const LIQUIDITY_LOW_USD = 10_000;
/** A token younger than this can never read "low" risk. */
export const YOUNG_TOKEN_MS = 60 * 60 * 1000;
/** A token younger than this is still called new (a warning, no cap). */
export const NEW_TOKEN_MS = 24 * 60 * 60 * 1000;
/** 24 h volume at or above this multiple of the liquidity reads as churn (wash trading or a dump in progress). */
export const VOLUME_CHURN_RATIO = 20;
/** A 24 h move at or above +this percent, or at or below −{@link EXTREME_DROP_PCT}, is extreme. */
export const EXTREME_RISE_PCT = 300;
export const EXTREME_DROP_PCT = 60;

/** Snipers: wallets that bought in the creation slot or the next this many slots. */
export const SNIPER_SLOTS = 2;
/** Share of supply snipers (or the same-slot bundle, or one funding cluster) must reach to be a finding. */
export const SNIPER_SHARE_PCT = 5;
export const BUNDLE_SHARE_PCT = 3;
export const CLUSTER_SHARE_PCT = 5;
/** Creator + funding clusters + insiders holding more than this can never read "low" risk. */
export const INSIDER_SHARE_CAP_PCT = 20;
/** Share of what the creator bought that it sold, from which it "sold most" / "sold everything". */
export const CREATOR_SOLD_MOST_PCT = 50;
export const CREATOR_SOLD_ALL_PCT = 90;
/** An earlier launch is dead when it lost at least this share from its peak … */
export const DEAD_DRAWDOWN_PCT = 90;
/** … or its liquidity is under this floor (USD). */
export const DEAD_LIQUIDITY_USD = 100;
/** Dead earlier launches from which the creator has a rug history. */
export const RUG_HISTORY_MIN_DEAD = 2;
/** Launches (earlier ones) above which the creator is a serial launcher. */
export const SERIAL_LAUNCHER_MIN = 3;

/** The conditions that keep a token above "low" risk whatever its score. */
export const LEVEL_CAPS = {
  SELL_LEVER:
    'A lever can stop holders from selling (freeze, pause, transfer hook, frozen by default, non-transferable, permanent delegate)',
  YOUNG: 'Younger than 1 hour, or its age is unknown',
  THIN_LIQUIDITY: `Liquidity under $${formatInteger(LIQUIDITY_FLOOR_USD)}, or unknown`,
  INSIDERS: `Creator, funding clusters and insiders hold over ${INSIDER_SHARE_CAP_PCT} % of the supply`,
} as const;
export type LevelCapCode = keyof typeof LEVEL_CAPS;

/** One row of "How the score works". */
export interface WeightRow {
  group: 'Mint' | 'Holders' | 'Market' | 'Actors' | 'Unknowns';
  key: keyof typeof WEIGHTS;
  weight: number;
  /** When it applies, in words a user can check against the report. */
  when: string;
}

const row = (group: WeightRow['group'], key: keyof typeof WEIGHTS, when: string): WeightRow => ({
  group,
  key,
  weight: WEIGHTS[key],
  when,
});

/** The token weights as the scanner page and the README show them, in one place. */
export const WEIGHT_TABLE: readonly WeightRow[] = [
  row('Mint', 'mintAuthorityActive', 'Mint authority still set: more tokens can be minted'),
  row('Mint', 'freezeAuthorityActive', 'Freeze authority still set: holder accounts can be frozen'),
  row('Mint', 'permanentDelegate', 'Permanent delegate: can move or burn tokens from any account'),
  row('Mint', 'nonTransferable', 'Non-transferable: holders can never sell'),
  row('Mint', 'transferHook', 'Transfer hook: a program runs on every transfer and can block it'),
  row('Mint', 'transferFeeHigh', `Transfer fee ≥ ${HIGH_TRANSFER_FEE_BPS / 100} %`),
  row('Mint', 'transferFeeLow', 'Any smaller transfer fee'),
  row('Mint', 'defaultFrozen', 'New accounts start frozen'),
  row('Mint', 'pausable', 'Pausable: the authority can halt all transfers'),
  row('Mint', 'paused', 'Transfers are paused now'),
  row('Mint', 'mintCloseAuthority', 'Mint close authority set'),
  row('Mint', 'metadataMutable', 'Name, symbol or image can still change'),
  row('Mint', 'unknownExtensions', 'Token-2022 extensions this scanner cannot decode'),
  row(
    'Holders',
    'singleHolderMajority',
    `One holder (not a pool or vault) owns ≥ ${CONCENTRATION.majority} %`,
  ),
  row('Holders', 'singleHolderLarge', `One holder owns ≥ ${CONCENTRATION.large} %`),
  row('Holders', 'topHoldersConcentrated', `Top 10 holders own ≥ ${CONCENTRATION.top10} %`),
  row('Holders', 'creatorHoldsLarge', `Creator holds ≥ ${CONCENTRATION.creator} %`),
  row('Market', 'liquidityThin', `Liquidity under $${formatInteger(LIQUIDITY_FLOOR_USD)}`),
  row('Market', 'liquidityLow', `Liquidity under $${formatInteger(LIQUIDITY_LOW_USD)}`),
  row('Market', 'liquidityUnknown', 'No known market: liquidity unknown'),
  row('Market', 'ageUnderHour', 'Created less than 1 hour ago'),
  row('Market', 'ageUnderDay', 'Created less than 24 hours ago'),
  row('Market', 'ageUnknown', 'Creation time unknown'),
  row('Market', 'volumeChurn', `24 h volume ≥ ${VOLUME_CHURN_RATIO}× liquidity`),
  row('Market', 'extremeMove', `24 h change ≥ +${EXTREME_RISE_PCT} % or ≤ −${EXTREME_DROP_PCT} %`),
  row('Actors', 'creatorSoldAll', `Creator sold ≥ ${CREATOR_SOLD_ALL_PCT} % of what it bought`),
  row('Actors', 'creatorSoldMost', `Creator sold ≥ ${CREATOR_SOLD_MOST_PCT} % of what it bought`),
  row(
    'Actors',
    'creatorRugHistory',
    `${RUG_HISTORY_MIN_DEAD}+ earlier launches of the creator died (−${DEAD_DRAWDOWN_PCT} % from peak or liquidity under $${DEAD_LIQUIDITY_USD})`,
  ),
  row('Actors', 'serialLauncher', `Creator launched more than ${SERIAL_LAUNCHER_MIN} tokens before`),
  row(
    'Actors',
    'snipersHolding',
    `Wallets buying in the first ${SNIPER_SLOTS + 1} slots got ≥ ${SNIPER_SHARE_PCT} % and still hold it`,
  ),
  row('Actors', 'snipersSold', `Snipers got ≥ ${SNIPER_SHARE_PCT} % and sold it`),
  row('Actors', 'bundledLaunch', `Buyers in the creation slot itself got ≥ ${BUNDLE_SHARE_PCT} %`),
  row(
    'Actors',
    'fundingCluster',
    `Buyers first funded by one wallet bought or hold ≥ ${CLUSTER_SHARE_PCT} %`,
  ),
  row('Actors', 'insidersDominant', `Creator + clusters + insiders hold > ${INSIDER_SHARE_CAP_PCT} %`),
  row('Actors', 'actorsUnknown', 'Who bought at launch could not be read'),
  row('Unknowns', 'unknownFact', 'Each other fact that could not be read (metadata, holders, creator…)'),
  row('Unknowns', 'unknownFactsCap', 'The most all those small unknowns cost together'),
];
