import { SCANNER_RISK_ICON_THRESHOLDS } from '../constants';
import type { RiskLevel } from '../schemas/scanner';
import { knownProgramLabel } from './known-programs';
import type { AddFinding } from './market-findings';
import type { CheckResult, ContractReport, Finding, LevelCap, ScanChecks, WalletReport } from './types';
import { NEW_WALLET_MS, SCORE_CAP_NOT_LOW, WEIGHTS } from './weights';

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

/** An empty list of a report's findings and the {@link AddFinding} that appends to it. */
export function findingList(): { findings: Finding[]; add: AddFinding } {
  const findings: Finding[] = [];
  const add: AddFinding = (type, code, message, evidence, weight = 0) => {
    findings.push({ type, code, message, evidence, weight });
  };
  return { findings, add };
}

/** The one finding of a scan whose address holds no account: a danger weighing `weight`. */
const noAccount = (address: string, code: string, message: string, weight: number): Finding[] => [
  { type: 'danger', code, message, evidence: `getMultipleAccounts(${address}): null`, weight },
];

/**
 * The scored part of a report: the score of its findings (held at the top of "medium" when a level cap applies,
 * so the number and the level always agree), the risk level, the checks, and the findings split into risks and
 * opportunities.
 */
export function scoredPart(findings: Finding[], checks: ScanChecks, levelCaps: LevelCap[] = []) {
  const raw = scoreOf(findings);
  const score = levelCaps.length ? Math.min(raw, SCORE_CAP_NOT_LOW) : raw;
  return {
    score,
    riskLevel: riskLevelOf(score),
    checks,
    risks: findings.filter((f) => f.type !== 'positive'),
    opportunities: findings.filter((f) => f.type === 'positive'),
    levelCaps,
  };
}

type Scored = 'score' | 'riskLevel' | 'checks' | 'risks' | 'opportunities' | 'levelCaps';
type WalletFacts = Omit<WalletReport, Scored>;

/** Findings of a wallet report. */
export function walletFindings(r: WalletFacts, now: number): Finding[] {
  if (!r.exists)
    return noAccount(
      r.address,
      'WALLET_NOT_FOUND',
      'No account exists at this address (never funded)',
      WEIGHTS.walletNotFound,
    );
  const { findings, add } = findingList();
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
  return findings;
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
  if (!r.exists)
    return noAccount(
      r.address,
      'PROGRAM_NOT_FOUND',
      'No account exists at this address',
      WEIGHTS.programNotExecutable,
    );
  const { findings: f, add } = findingList();
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
