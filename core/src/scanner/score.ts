import { SCANNER_RISK_ICON_THRESHOLDS } from '../constants';
import type { RiskLevel } from '../schemas/scanner';
import { knownProgramLabel } from './known-programs';
import type {
  CheckResult,
  ContractReport,
  Finding,
  ScanChecks,
  TokenFacts,
  TokenReport,
  WalletReport,
} from './types';

/**
 * The score's named weights. A report starts at 100 and each finding adds its weight (negative = risk); the
 * result is clamped to 0–100. Why each weighs what it does:
 * - mintAuthorityActive −35: the authority can mint without limit and dilute every holder (the classic rug).
 * - freezeAuthorityActive −30: the authority can freeze any holder's account, which stops selling.
 * - permanentDelegate −40: the delegate can move or burn tokens out of ANY account, no signature needed.
 * - nonTransferable −60: holders can never sell or move the token.
 * - transferHook −25: an arbitrary program runs on every transfer and can make it fail (a honeypot lever).
 * - transferFeeHigh −25 (≥ 5 %) / transferFeeLow −8 (> 0): every sale pays it; the authority may raise it.
 * - defaultFrozen −30: new holders' accounts start frozen until the authority thaws them.
 * - pausable −20 (−40 while paused): the authority can halt all transfers.
 * - metadataMutable −5: name, symbol and image can be changed after people buy.
 * - singleHolderMajority −35 (one non-pool holder ≥ 50 %), singleHolderLarge −10 (≥ 20 %): one wallet can
 *   crash the price.
 * - topHoldersConcentrated −10: the ten largest holders own ≥ 50 %.
 * - creatorHoldsLarge −10: the creator still holds ≥ 20 %.
 * - unknownFact −3 per unknown (at most −15 in all): missing evidence is never counted as safe.
 * So any one lever that can stop selling or take holders' tokens puts a token below "low" risk (> 70), and
 * a token that can never be sold lands in "high" (≤ 40).
 * Wallet and program weights follow the same idea (see their entries).
 */
export const WEIGHTS = {
  mintAuthorityActive: -35,
  freezeAuthorityActive: -30,
  permanentDelegate: -40,
  nonTransferable: -60,
  transferHook: -25,
  transferFeeHigh: -25,
  transferFeeLow: -8,
  defaultFrozen: -30,
  pausable: -20,
  paused: -40,
  metadataMutable: -5,
  singleHolderMajority: -35,
  singleHolderLarge: -10,
  topHoldersConcentrated: -10,
  creatorHoldsLarge: -10,
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

/** Transfer fee, in basis points, from which the fee counts as high. */
export const HIGH_TRANSFER_FEE_BPS = 500;
/** Shares (percent) behind the concentration findings. */
export const CONCENTRATION = { majority: 50, large: 20, top10: 50, creator: 20 } as const;
/** A wallet younger than this is "new". */
export const NEW_WALLET_MS = 7 * 24 * 60 * 60 * 1000;

/** Score → risk level: above 70 low, above 40 medium, else high (the spec's risk-icon thresholds, §9). */
export function riskLevelOf(score: number): RiskLevel {
  if (score > SCANNER_RISK_ICON_THRESHOLDS.good) return 'low';
  if (score > SCANNER_RISK_ICON_THRESHOLDS.warning) return 'medium';
  return 'high';
}

/** 100 plus every weight, unknowns capped, clamped to 0–100. */
export function scoreOf(findings: readonly Finding[]): number {
  let unknown = 0;
  let other = 0;
  for (const f of findings) {
    if (f.code.startsWith('UNKNOWN_')) unknown += f.weight;
    else other += f.weight;
  }
  const total = 100 + other + Math.max(unknown, WEIGHTS.unknownFactsCap);
  return Math.max(0, Math.min(100, Math.round(total)));
}

const pct = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)}%`;

/** Every finding of a token report (risks, unknowns and positives), each naming its evidence. */
export function tokenFindings(r: TokenFacts): Finding[] {
  const f: Finding[] = [];
  const mint = `mint ${r.address}`;
  const add = (type: Finding['type'], code: string, message: string, evidence: string, weight = 0) =>
    f.push({ type, code, message, evidence, weight });

  if (r.mintAuthority)
    add(
      'danger',
      'MINT_AUTHORITY_ACTIVE',
      'Mint authority is active: more tokens can be minted at any time',
      `${mint}: mintAuthority = ${r.mintAuthority}`,
      WEIGHTS.mintAuthorityActive,
    );
  else
    add(
      'positive',
      'MINT_AUTHORITY_REVOKED',
      'Mint authority revoked: the supply is fixed',
      `${mint}: mintAuthority = none`,
    );

  if (r.freezeAuthority)
    add(
      'danger',
      'FREEZE_AUTHORITY_ACTIVE',
      'Freeze authority is active: holder accounts can be frozen',
      `${mint}: freezeAuthority = ${r.freezeAuthority}`,
      WEIGHTS.freezeAuthorityActive,
    );
  else
    add(
      'positive',
      'FREEZE_AUTHORITY_REVOKED',
      'Freeze authority revoked: no account can be frozen',
      `${mint}: freezeAuthority = none`,
    );

  const e = r.extensions;
  if (e.permanentDelegate)
    add(
      'danger',
      'PERMANENT_DELEGATE',
      'Permanent delegate can transfer or burn tokens from any holder',
      `${mint}: PermanentDelegate extension, delegate = ${e.permanentDelegate}`,
      WEIGHTS.permanentDelegate,
    );
  if (e.nonTransferable)
    add(
      'danger',
      'NON_TRANSFERABLE',
      'Token is non-transferable: holders cannot sell it',
      `${mint}: NonTransferable extension`,
      WEIGHTS.nonTransferable,
    );
  if (e.transferHook?.programId) {
    const label = knownProgramLabel(e.transferHook.programId);
    add(
      'warning',
      'TRANSFER_HOOK',
      `Every transfer runs a hook program${label ? ` (${label})` : ''} that can block it`,
      `${mint}: TransferHook extension, program = ${e.transferHook.programId}`,
      WEIGHTS.transferHook,
    );
  }
  if (e.transferFee && e.transferFee.basisPoints > 0) {
    const high = e.transferFee.basisPoints >= HIGH_TRANSFER_FEE_BPS;
    add(
      high ? 'danger' : 'warning',
      high ? 'TRANSFER_FEE_HIGH' : 'TRANSFER_FEE',
      `Transfer fee of ${pct(e.transferFee.basisPoints / 100)} on every transfer${e.transferFee.authority ? ' (the fee authority can change it)' : ''}`,
      `${mint}: TransferFeeConfig extension, transferFeeBasisPoints = ${e.transferFee.basisPoints}`,
      high ? WEIGHTS.transferFeeHigh : WEIGHTS.transferFeeLow,
    );
  }
  if (e.defaultAccountState === 'frozen')
    add(
      'danger',
      'DEFAULT_FROZEN',
      'New token accounts start frozen until the authority thaws them',
      `${mint}: DefaultAccountState extension, state = frozen`,
      WEIGHTS.defaultFrozen,
    );
  if (e.pausable)
    add(
      e.pausable.paused ? 'danger' : 'warning',
      e.pausable.paused ? 'PAUSED' : 'PAUSABLE',
      e.pausable.paused ? 'Transfers are paused right now' : 'The pause authority can halt all transfers',
      `${mint}: PausableConfig extension, paused = ${e.pausable.paused}, authority = ${e.pausable.authority ?? 'none'}`,
      e.pausable.paused ? WEIGHTS.paused : WEIGHTS.pausable,
    );
  if (e.mintCloseAuthority)
    add(
      'info',
      'MINT_CLOSE_AUTHORITY',
      'The mint can be closed once its supply is zero',
      `${mint}: MintCloseAuthority extension, authority = ${e.mintCloseAuthority}`,
    );
  if (r.program === 'token-2022' && e.present.length === 0)
    add(
      'positive',
      'NO_RISKY_EXTENSIONS',
      'Token-2022 mint without extensions',
      `${mint}: TLV data has no extension entries`,
    );

  // Metadata
  if (r.metadataSource === null)
    add(
      'info',
      'UNKNOWN_METADATA',
      'No on-chain metadata (name, symbol) was found',
      `${mint}: no TokenMetadata extension and no Metaplex metadata account`,
      WEIGHTS.unknownFact,
    );
  else if (r.metadataMutable === true)
    add(
      'warning',
      'METADATA_MUTABLE',
      'Metadata can still be changed by its update authority',
      `${r.metadataSource === 'metaplex' ? 'Metaplex metadata' : 'TokenMetadata extension'}: updateAuthority = ${r.updateAuthority ?? '?'}`,
      WEIGHTS.metadataMutable,
    );
  else if (r.metadataMutable === false)
    add(
      'positive',
      'METADATA_IMMUTABLE',
      'Metadata is immutable',
      `${r.metadataSource === 'metaplex' ? 'Metaplex metadata: isMutable = false' : 'TokenMetadata extension: updateAuthority = none'}`,
    );

  // Holders
  const h = r.holders;
  if (h.largestSharePct === null)
    add(
      'info',
      'UNKNOWN_HOLDERS',
      'Holder distribution is unknown (the RPC did not answer getTokenLargestAccounts)',
      `getTokenLargestAccounts(${r.address})`,
      WEIGHTS.unknownFact,
    );
  else {
    const top = h.top.find((x) => x.label === null);
    const who = top ? `token account ${top.tokenAccount} (owner ${top.owner ?? '?'})` : 'largest holder';
    if (h.largestSharePct >= CONCENTRATION.majority)
      add(
        'danger',
        'SINGLE_HOLDER_MAJORITY',
        `One holder owns ${pct(h.largestSharePct)} of the supply`,
        `${who}: ${pct(h.largestSharePct)} of supply`,
        WEIGHTS.singleHolderMajority,
      );
    else if (h.largestSharePct >= CONCENTRATION.large)
      add(
        'warning',
        'SINGLE_HOLDER_LARGE',
        `One holder owns ${pct(h.largestSharePct)} of the supply`,
        `${who}: ${pct(h.largestSharePct)} of supply`,
        WEIGHTS.singleHolderLarge,
      );
    if (
      h.top10SharePct !== null &&
      h.top10SharePct >= CONCENTRATION.top10 &&
      h.largestSharePct < CONCENTRATION.majority
    )
      add(
        'warning',
        'TOP_HOLDERS_CONCENTRATED',
        `The 10 largest holders own ${pct(h.top10SharePct)}`,
        `getTokenLargestAccounts(${r.address}): top 10 = ${pct(h.top10SharePct)} of supply`,
        WEIGHTS.topHoldersConcentrated,
      );
    if (h.largestSharePct < CONCENTRATION.large && (h.top10SharePct ?? 100) < CONCENTRATION.top10)
      add(
        'positive',
        'HOLDERS_SPREAD',
        'Holdings are spread: no wallet owns 20 % and the top 10 own under half',
        `getTokenLargestAccounts(${r.address}): largest ${pct(h.largestSharePct)}, top 10 ${pct(h.top10SharePct ?? 0)}`,
      );
  }
  if (h.count === null)
    add(
      'info',
      'UNKNOWN_HOLDER_COUNT',
      'Holder count is unknown (getProgramAccounts is not available on this RPC)',
      `getProgramAccounts(${r.programId}, mint filter)`,
      WEIGHTS.unknownFact,
    );

  // Creator
  if (r.creator.address === null)
    add(
      'info',
      'UNKNOWN_CREATOR',
      'The creator could not be identified',
      `${mint}: no metadata update authority, creation transaction not in the history page`,
      WEIGHTS.unknownFact,
    );
  else if (r.creator.sharePct !== null && r.creator.sharePct >= CONCENTRATION.creator)
    add(
      'warning',
      'CREATOR_HOLDS_LARGE',
      `The creator holds ${pct(r.creator.sharePct)} of the supply`,
      `getTokenAccountsByOwner(${r.creator.address}, mint): ${pct(r.creator.sharePct)}`,
      WEIGHTS.creatorHoldsLarge,
    );
  if (r.creator.launches && r.creator.launches.length > 3)
    add(
      'warning',
      'SERIAL_LAUNCHER',
      `The creator launched ${r.creator.launches.length} tokens on this platform`,
      `token index: creator = ${r.creator.address}`,
    );

  // Market
  if (r.market.priceUsd === null)
    add(
      'info',
      'UNKNOWN_MARKET',
      'No price, volume or market cap: the token has no trades in the index',
      r.market.source ? `${r.market.source}: no trades` : 'market source: no data',
      WEIGHTS.unknownFact,
    );
  if (r.market.liquidityUsd === null)
    add(
      'info',
      'UNKNOWN_LIQUIDITY',
      'Liquidity and its lock are unknown',
      r.market.source ? `${r.market.source}: liquidity not reported` : 'market source: no data',
      WEIGHTS.unknownFact,
    );
  return f;
}

const check = (passed: boolean | null, reason: string): CheckResult => ({ passed, reason });

/**
 * The four checks of a token, each defined from evidence:
 * - Verified: on-chain metadata (name and symbol) exists AND can no longer change (Token-2022 metadata
 *   without update authority, or Metaplex `isMutable = false`). Metadata from the platform's index alone does
 *   not count. Unknown when no metadata was found.
 * - No Honeypot: the token can be sold — not non-transferable, no freeze authority, no transfer hook, not
 *   pausable, new accounts not frozen by default, transfer fee below 50 %.
 * - No Rug Pull: supply and balances cannot be taken or diluted and no one can dump most of it — mint
 *   authority revoked, no permanent delegate, no non-pool holder with ≥ 50 %, creator under 20 %. Unknown
 *   when the holders or the creator's balance could not be read. (Liquidity locks are not read yet.)
 * - Contract Verified: the mint belongs to the standard SPL Token or Token-2022 program and no custom
 *   transfer-hook program runs on transfers.
 */
export function tokenChecks(r: TokenFacts): ScanChecks {
  const e = r.extensions;
  const verified =
    r.metadataSource === null || r.metadataSource === 'platform-index'
      ? check(null, 'No on-chain metadata found')
      : r.metadataMutable === false
        ? check(true, 'On-chain metadata is present and immutable')
        : check(false, 'On-chain metadata can still be changed by its update authority');
  const sellBlockers = [
    e.nonTransferable && 'non-transferable',
    r.freezeAuthority && 'freeze authority active',
    e.transferHook?.programId && 'transfer hook',
    e.pausable && 'pausable',
    e.defaultAccountState === 'frozen' && 'accounts frozen by default',
    e.transferFee && e.transferFee.basisPoints >= 5000 && 'transfer fee ≥ 50 %',
  ].filter(Boolean);
  const noHoneypot = sellBlockers.length
    ? check(false, `Selling can be blocked: ${sellBlockers.join(', ')}`)
    : check(true, 'Nothing on the mint can stop a holder from selling');
  const rugLevers = [
    r.mintAuthority && 'mint authority active',
    e.permanentDelegate && 'permanent delegate',
    r.holders.largestSharePct !== null &&
      r.holders.largestSharePct >= CONCENTRATION.majority &&
      'one holder ≥ 50 %',
    r.creator.sharePct !== null && r.creator.sharePct >= CONCENTRATION.creator && 'creator holds ≥ 20 %',
  ].filter(Boolean);
  const noRugPull = rugLevers.length
    ? check(false, `Rug levers found: ${rugLevers.join(', ')}`)
    : r.holders.largestSharePct === null || (r.creator.address !== null && r.creator.sharePct === null)
      ? check(null, 'Holder or creator balances could not be read')
      : check(true, 'Supply fixed, no delegate over holders, no dominant holder');
  const contractVerified = e.transferHook?.programId
    ? check(false, `A custom transfer-hook program runs on transfers (${e.transferHook.programId})`)
    : check(true, `Standard ${r.program === 'token' ? 'SPL Token' : 'Token-2022'} program`);
  return { verified, noHoneypot, noRugPull, contractVerified };
}

/**
 * Scores a token's facts: every finding ({@link tokenFindings}, then `extra` — findings only the reader can
 * make, such as extensions it could not decode), the score from {@link WEIGHTS}, the risk level and the four
 * checks. Pure: the scanner calls it once its chain reads are done, and the launch form's preview calls it on
 * the facts a launch will produce, so both are scored by the same code.
 */
export function scoreTokenFacts(facts: TokenFacts, extra: readonly Finding[] = []): TokenReport {
  const findings = [...tokenFindings(facts), ...extra];
  const score = scoreOf(findings);
  return {
    ...facts,
    score,
    riskLevel: riskLevelOf(score),
    checks: tokenChecks(facts),
    risks: findings.filter((f) => f.type !== 'positive'),
    opportunities: findings.filter((f) => f.type === 'positive'),
  };
}

type WalletFacts = Omit<WalletReport, 'score' | 'riskLevel' | 'checks' | 'risks' | 'opportunities'>;

/** Findings of a wallet report. */
export function walletFindings(r: WalletFacts, now: number): Finding[] {
  const f: Finding[] = [];
  const add = (type: Finding['type'], code: string, message: string, evidence: string, weight = 0) =>
    f.push({ type, code, message, evidence, weight });
  if (!r.exists) {
    add(
      'danger',
      'WALLET_NOT_FOUND',
      'No account exists at this address (never funded)',
      `getMultipleAccounts(${r.address}): null`,
      WEIGHTS.walletNotFound,
    );
    return f;
  }
  if (r.owner && r.owner !== '11111111111111111111111111111111')
    add(
      'info',
      'NOT_A_WALLET',
      `This account is owned by ${knownProgramLabel(r.owner) ?? r.owner}, not the System Program`,
      `account ${r.address}: owner = ${r.owner}`,
    );
  const a = r.activity;
  if (a.count === 0)
    add(
      'warning',
      'WALLET_NO_ACTIVITY',
      'No transactions in its history',
      `getSignaturesForAddress(${r.address}): 0 signatures`,
      WEIGHTS.walletNoActivity,
    );
  else if (a.count === null)
    add(
      'info',
      'UNKNOWN_ACTIVITY',
      'Activity is unknown (signature history unavailable)',
      `getSignaturesForAddress(${r.address})`,
      WEIGHTS.unknownFact,
    );
  if (a.firstSeen !== null && a.complete && now - a.firstSeen < NEW_WALLET_MS)
    add(
      'warning',
      'WALLET_NEW',
      'Wallet is less than 7 days old',
      `getSignaturesForAddress(${r.address}): first transaction ${new Date(a.firstSeen).toISOString()}`,
      WEIGHTS.walletNew,
    );
  if (a.firstSeen !== null && (!a.complete || now - a.firstSeen >= NEW_WALLET_MS))
    add(
      'positive',
      'WALLET_ESTABLISHED',
      `Active since ${new Date(a.firstSeen).toISOString().slice(0, 10)}${a.complete ? '' : ' or earlier'}`,
      `getSignaturesForAddress(${r.address}): oldest signature in page`,
    );
  if (r.launches === null)
    add(
      'info',
      'UNKNOWN_LAUNCHES',
      'Tokens launched by this wallet are unknown (no token index)',
      'token index: unavailable',
      WEIGHTS.unknownFact,
    );
  else if (r.launches.length > 3)
    add(
      'warning',
      'SERIAL_LAUNCHER',
      `Launched ${r.launches.length} tokens on this platform`,
      `token index: creator = ${r.address}`,
    );
  if (r.holdings.length > 0)
    add(
      'info',
      'HOLDINGS',
      `Holds ${r.holdings.length} token account${r.holdings.length === 1 ? '' : 's'}`,
      `getTokenAccountsByOwner(${r.address}) for SPL Token and Token-2022`,
    );
  return f;
}

/**
 * The four checks for a wallet: Verified = an ordinary System-owned wallet with history; No Honeypot and
 * No Rug Pull don't apply to a wallet (unknown); Contract Verified = not a program (n/a → unknown).
 */
export function walletChecks(r: WalletFacts): ScanChecks {
  return {
    verified: !r.exists
      ? check(false, 'No account at this address')
      : check(
          r.owner === '11111111111111111111111111111111' && (r.activity.count ?? 0) > 0,
          'System-owned wallet with transaction history',
        ),
    noHoneypot: check(null, 'Applies to tokens, not wallets'),
    noRugPull:
      r.launches === null
        ? check(null, 'Launch history unknown')
        : check(r.launches.length <= 3, `${r.launches.length} token launches on this platform`),
    contractVerified: check(null, 'Applies to programs, not wallets'),
  };
}

type ContractFacts = Omit<ContractReport, 'score' | 'riskLevel' | 'checks' | 'risks' | 'opportunities'>;

/** Findings of a program report. */
export function contractFindings(r: ContractFacts): Finding[] {
  const f: Finding[] = [];
  const add = (type: Finding['type'], code: string, message: string, evidence: string, weight = 0) =>
    f.push({ type, code, message, evidence, weight });
  if (!r.exists) {
    add(
      'danger',
      'PROGRAM_NOT_FOUND',
      'No account exists at this address',
      `getMultipleAccounts(${r.address}): null`,
      WEIGHTS.programNotExecutable,
    );
    return f;
  }
  if (!r.executable) {
    add(
      'danger',
      'NOT_EXECUTABLE',
      'This account is not an executable program',
      `account ${r.address}: executable = false, owner = ${r.loader}`,
      WEIGHTS.programNotExecutable,
    );
    return f;
  }
  if (r.knownAs)
    add('positive', 'KNOWN_PROGRAM', `Known program: ${r.knownAs}`, `known-programs list: ${r.address}`);
  else
    add(
      'warning',
      'UNKNOWN_PROGRAM',
      'Not in the known-programs list: review its source before trusting it',
      `known-programs list: ${r.address} absent`,
      WEIGHTS.programUnknown,
    );
  if (r.upgradeable && r.upgradeAuthority)
    add(
      'warning',
      'UPGRADEABLE',
      "The upgrade authority can replace this program's code at any time",
      `program data ${r.programDataAddress}: upgradeAuthority = ${r.upgradeAuthority}`,
      WEIGHTS.programUpgradeable,
    );
  else if (r.upgradeable)
    add(
      'positive',
      'IMMUTABLE',
      'Upgrade authority revoked: the code can no longer change',
      `program data ${r.programDataAddress}: upgradeAuthority = none`,
    );
  else
    add(
      'positive',
      'NOT_UPGRADEABLE',
      `Deployed with ${r.loaderLabel ?? r.loader}: the code cannot be upgraded`,
      `account ${r.address}: owner = ${r.loader}`,
    );
  return f;
}

/**
 * The four checks for a program: Verified = in the known-programs list; No Honeypot n/a (unknown); No Rug
 * Pull = its code cannot change (no upgrade authority); Contract Verified = known program (source
 * verification services are not queried, so an unknown program is not claimed verified).
 */
export function contractChecks(r: ContractFacts): ScanChecks {
  const isProgram = r.exists && r.executable;
  return {
    verified: check(
      isProgram && r.knownAs !== null,
      r.knownAs ? `Known as ${r.knownAs}` : 'Not in the known-programs list',
    ),
    noHoneypot: check(null, 'Applies to tokens, not programs'),
    noRugPull: !isProgram
      ? check(false, 'Not a program')
      : check(
          !(r.upgradeable && r.upgradeAuthority),
          r.upgradeAuthority ? `Upgradeable by ${r.upgradeAuthority}` : 'Code cannot be upgraded',
        ),
    contractVerified: check(
      isProgram && r.knownAs !== null,
      r.knownAs ? 'Known program id' : 'Source verification not available for this program',
    ),
  };
}
