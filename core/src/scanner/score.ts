import { SCANNER_RISK_ICON_THRESHOLDS } from '../constants';
import type { RiskLevel } from '../schemas/scanner';
import { knownProgramLabel } from './known-programs';
import { addMissingAccount, findingList } from './market-findings';
import type {
  CheckResult,
  ContractReport,
  Finding,
  LevelCap,
  ScanChecks,
  TokenReport,
  WalletReport,
} from './types';
import { NEW_WALLET_MS, WEIGHTS } from './weights';

/** Score → risk level: above 70 low, above 40 medium, else high (the spec's risk-icon thresholds, §9). */
export function riskLevelOf(score: number): RiskLevel {
  if (score > SCANNER_RISK_ICON_THRESHOLDS.good) return 'low';
  if (score > SCANNER_RISK_ICON_THRESHOLDS.warning) return 'medium';
  return 'high';
}

/**
 * 100 plus every weight, clamped to 0–100. The minor unknowns (codes `UNKNOWN_…`, −3 each) count together at
 * most {@link WEIGHTS.unknownFactsCap}; the large unknowns (liquidity, age, actors) have weights of their own.
 */
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

export const check = (passed: boolean | null, reason: string): CheckResult => ({ passed, reason });

/** A report's findings split into its risks (dangers, warnings, unknowns) and its opportunities (positives). */
export function splitFindings(findings: readonly Finding[]): Pick<TokenReport, 'risks' | 'opportunities'> {
  return {
    risks: findings.filter((f) => f.type !== 'positive'),
    opportunities: findings.filter((f) => f.type === 'positive'),
  };
}

/**
 * A wallet's or a program's report: its facts, the score and level of its findings, its checks and its findings
 * split. No level caps: those hold tokens only.
 */
export function scoredReport<F extends object>(facts: F, findings: readonly Finding[], checks: ScanChecks) {
  const score = scoreOf(findings);
  const levelCaps: LevelCap[] = [];
  return { ...facts, score, riskLevel: riskLevelOf(score), checks, ...splitFindings(findings), levelCaps };
}

type Scored = 'score' | 'riskLevel' | 'checks' | 'risks' | 'opportunities' | 'levelCaps';
type WalletFacts = Omit<WalletReport, Scored>;

/** Findings of a wallet report. */
export function walletFindings(r: WalletFacts, now: number): Finding[] {
  const { findings: f, add } = findingList();
  if (!r.exists) {
    const message = 'No account exists at this address (never funded)';
    addMissingAccount(add, 'WALLET_NOT_FOUND', message, r.address, WEIGHTS.walletNotFound);
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

type ContractFacts = Omit<ContractReport, Scored>;

/** Findings of a program report. */
export function contractFindings(r: ContractFacts): Finding[] {
  const { findings: f, add } = findingList();
  if (!r.exists) {
    const message = 'No account exists at this address';
    addMissingAccount(add, 'PROGRAM_NOT_FOUND', message, r.address, WEIGHTS.programNotExecutable);
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
