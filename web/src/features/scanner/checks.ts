import type { CheckResult, ScanChecks, ScanReport } from '@solpad/core/scanner';

/** The spec's four check slots (§2), in their order. */
export const CHECK_KEYS = [
  'verified',
  'noHoneypot',
  'noRugPull',
  'contractVerified',
] as const satisfies readonly (keyof ScanChecks)[];

/** What a check says when it passed, when it failed, and what it is about (shown with "Unknown"). */
interface CheckWords {
  pass: string;
  fail: string;
  topic: string;
}

/**
 * Each slot named for what its evidence is, per report kind: a token's "Contract Verified" slot only says that
 * the mint belongs to the standard token program, so that is what it reads ("Standard token program").
 */
const WORDS: Record<ScanReport['kind'], Record<(typeof CHECK_KEYS)[number], CheckWords>> = {
  token: {
    verified: { pass: 'Metadata locked', fail: 'Metadata can change', topic: 'On-chain metadata' },
    noHoneypot: { pass: 'No sell blocker', fail: 'Selling can be blocked', topic: 'Selling' },
    noRugPull: { pass: 'No rug signals', fail: 'Rug risks found', topic: 'Rug signals' },
    contractVerified: {
      pass: 'Standard token program',
      fail: 'Custom transfer program',
      topic: 'Token program',
    },
  },
  wallet: {
    verified: { pass: 'Ordinary wallet', fail: 'Not an ordinary wallet', topic: 'Wallet' },
    noHoneypot: { pass: 'Sellable', fail: 'Selling can be blocked', topic: 'Honeypot' },
    noRugPull: { pass: 'Few launches', fail: 'Serial launcher', topic: 'Launch history' },
    contractVerified: { pass: 'Known program', fail: 'Unknown program', topic: 'Program' },
  },
  contract: {
    verified: { pass: 'Known program', fail: 'Not a known program', topic: 'Known programs list' },
    noHoneypot: { pass: 'Sellable', fail: 'Selling can be blocked', topic: 'Honeypot' },
    noRugPull: { pass: 'Code cannot change', fail: 'Upgradeable code', topic: 'Upgrade authority' },
    contractVerified: { pass: 'Known program id', fail: 'Source not verified', topic: 'Source verification' },
  },
};

/** A check's state: passed, failed, or unknown (missing evidence is never a pass). */
export type CheckState = 'pass' | 'fail' | 'unknown';

export const checkState = (c: CheckResult): CheckState =>
  c.passed === null ? 'unknown' : c.passed ? 'pass' : 'fail';

/** The title a check's tile shows: what passed or failed, or what is unknown. */
export function checkTitle(
  kind: ScanReport['kind'],
  key: (typeof CHECK_KEYS)[number],
  c: CheckResult,
): string {
  const w = WORDS[kind][key];
  return c.passed === null ? w.topic : c.passed ? w.pass : w.fail;
}

/** The word of a state: "Pass", "Fail", "Unknown". */
export const STATE_TEXT: Record<CheckState, string> = { pass: 'Pass', fail: 'Fail', unknown: 'Unknown' };
