import { knownProgramLabel } from './known-programs';
import { type AddFinding, actorFindings, findingList, levelCapsOf, marketFindings } from './market-findings';
import { check, riskLevelOf, scoreOf, splitFindings } from './score';
import type { Finding, ScanChecks, TokenFacts, TokenReport } from './types';
import {
  CONCENTRATION,
  CREATOR_SOLD_MOST_PCT,
  HIGH_TRANSFER_FEE_BPS,
  INSIDER_SHARE_CAP_PCT,
  LIQUIDITY_FLOOR_USD,
  RUG_HISTORY_MIN_DEAD,
  SCORE_CAP_NOT_LOW,
  WEIGHTS,
} from './weights';

const pct = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)}%`;

/** How a report is scored: `actorsPending` for the static part, whose actor part is still being read. */
export interface ScoreOptions {
  actorsPending?: boolean;
}

/** How evidence names the mint account. */
const mintEvidence = (r: TokenFacts) => `mint ${r.address}`;

/** The mint's authorities, each with its finding while active (a risk) and once revoked (a positive). */
const AUTHORITIES = [
  {
    field: 'mintAuthority',
    active: 'MINT_AUTHORITY_ACTIVE',
    activeText: 'Mint authority is active: more tokens can be minted at any time',
    weight: WEIGHTS.mintAuthorityActive,
    revoked: 'MINT_AUTHORITY_REVOKED',
    revokedText: 'Mint authority revoked: the supply is fixed',
  },
  {
    field: 'freezeAuthority',
    active: 'FREEZE_AUTHORITY_ACTIVE',
    activeText: 'Freeze authority is active: holder accounts can be frozen',
    weight: WEIGHTS.freezeAuthorityActive,
    revoked: 'FREEZE_AUTHORITY_REVOKED',
    revokedText: 'Freeze authority revoked: no account can be frozen',
  },
] as const;

/** The mint and freeze authorities: active (a risk) or revoked (a positive). */
function authorityFindings(r: TokenFacts, add: AddFinding): void {
  const mint = mintEvidence(r);
  for (const a of AUTHORITIES) {
    const authority = r[a.field];
    if (authority) add('danger', a.active, a.activeText, `${mint}: ${a.field} = ${authority}`, a.weight);
    else add('positive', a.revoked, a.revokedText, `${mint}: ${a.field} = none`);
  }
}

/** The Token-2022 extensions that let someone take, block, tax or pause holders' tokens. */
function extensionFindings(r: TokenFacts, add: AddFinding): void {
  const mint = mintEvidence(r);
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
      'warning',
      'MINT_CLOSE_AUTHORITY',
      'The close authority can close the mint once its supply is zero (and reopen the address as a different mint)',
      `${mint}: MintCloseAuthority extension, authority = ${e.mintCloseAuthority}`,
      WEIGHTS.mintCloseAuthority,
    );
  if (r.program === 'token-2022' && e.present.length === 0)
    add(
      'positive',
      'NO_RISKY_EXTENSIONS',
      'Token-2022 mint without extensions',
      `${mint}: TLV data has no extension entries`,
    );
}

/** Whether the name and symbol are on chain, and whether they can still change. */
function metadataFindings(r: TokenFacts, add: AddFinding): void {
  const mint = mintEvidence(r);
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
}

/** How concentrated the supply is, among the largest holders and in the holder count. */
function holderFindings(r: TokenFacts, add: AddFinding): void {
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
}

/** Whether the creator is known, and how much of the supply it holds. */
function creatorFindings(r: TokenFacts, add: AddFinding): void {
  const mint = mintEvidence(r);
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
      `token accounts of ${r.creator.address} for the mint: ${pct(r.creator.sharePct)}`,
      WEIGHTS.creatorHoldsLarge,
    );
}

/**
 * Every finding of a token report (risks, unknowns and positives), each naming its evidence. `actorsPending`: the
 * report is the static part and the actor part is still being read — its activity is not missing, only not in yet.
 */
export function tokenFindings(r: TokenFacts, { actorsPending = false }: ScoreOptions = {}): Finding[] {
  const { findings: f, add } = findingList();
  authorityFindings(r, add);
  extensionFindings(r, add);
  metadataFindings(r, add);
  holderFindings(r, add);
  creatorFindings(r, add);
  marketFindings(r, add);
  actorFindings(r, add, actorsPending);
  return f;
}

/**
 * The four checks of a token, each defined from evidence:
 * - Verified: on-chain metadata (name and symbol) exists AND can no longer change (Token-2022 metadata
 *   without update authority, or Metaplex `isMutable = false`). Metadata from the platform's index alone does
 *   not count. Unknown when no metadata was found.
 * - No Honeypot: the token can be sold — not non-transferable, no freeze authority, no transfer hook, not
 *   pausable, new accounts not frozen by default, transfer fee below 50 %.
 * - No Rug Pull: supply and balances cannot be taken or diluted and no one can dump most of it — mint
 *   authority revoked, no permanent delegate, no non-pool holder with ≥ 50 %, creator under 20 %, liquidity
 *   above the floor, the creator has not sold most of its buy, creator + clusters + insiders under the cap, no
 *   rug history. Unknown when any of those could not be read. (Liquidity locks are not read yet.)
 * - Contract Verified: shown as "Standard token program" — the mint belongs to the standard SPL Token or
 *   Token-2022 program and no custom transfer-hook program runs on transfers. Nothing more is claimed.
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
  const a = r.actors;
  const rugLevers = [
    r.mintAuthority && 'mint authority active',
    e.permanentDelegate && 'permanent delegate',
    r.holders.largestSharePct !== null &&
      r.holders.largestSharePct >= CONCENTRATION.majority &&
      'one holder ≥ 50 %',
    r.creator.sharePct !== null && r.creator.sharePct >= CONCENTRATION.creator && 'creator holds ≥ 20 %',
    r.market.liquidityUsd !== null && r.market.liquidityUsd < LIQUIDITY_FLOOR_USD && 'thin liquidity',
    a.creator?.soldPct != null && a.creator.soldPct >= CREATOR_SOLD_MOST_PCT && 'creator sold most',
    a.combinedHeldPct !== null && a.combinedHeldPct > INSIDER_SHARE_CAP_PCT && 'insiders hold a large share',
    (r.creator.launches?.filter((l) => l.address !== r.address && l.fate === 'dead').length ?? 0) >=
      RUG_HISTORY_MIN_DEAD && 'creator has dead launches',
  ].filter(Boolean);
  const rugUnknowns = [
    r.holders.largestSharePct === null && 'holders',
    r.creator.address !== null && r.creator.sharePct === null && "creator's balance",
    r.market.liquidityUsd === null && 'liquidity',
    a.combinedHeldPct === null && 'insider share',
  ].filter(Boolean);
  const noRugPull = rugLevers.length
    ? check(false, `Found: ${rugLevers.join(', ')}`)
    : rugUnknowns.length
      ? check(null, `Could not be read: ${rugUnknowns.join(', ')}`)
      : check(true, 'Supply fixed, liquidity above the floor, no dominant holder, creator or insider group');
  const contractVerified = e.transferHook?.programId
    ? check(false, `A custom transfer-hook program runs on transfers (${e.transferHook.programId})`)
    : check(
        true,
        `Standard token program (${r.program === 'token' ? 'SPL Token' : 'Token-2022'}), no custom hook`,
      );
  return { verified, noHoneypot, noRugPull, contractVerified };
}

/**
 * Scores a token's facts: every finding ({@link tokenFindings}, then `extra` — findings only the reader can
 * make, such as extensions it could not decode), the score from {@link WEIGHTS}, the risk level and the four
 * checks. Pure: the scanner calls it once its chain reads are done, and the launch form's preview calls it on
 * the facts a launch will produce, so both are scored by the same code.
 */
export function scoreTokenFacts(
  facts: TokenFacts,
  extra: readonly Finding[] = [],
  options: ScoreOptions = {},
): TokenReport {
  const findings = [...tokenFindings(facts, options), ...extra];
  const levelCaps = levelCapsOf(facts);
  const raw = scoreOf(findings);
  // A capped token is held at the top of "medium", so the number and the level always agree.
  const score = levelCaps.length ? Math.min(raw, SCORE_CAP_NOT_LOW) : raw;
  return {
    ...facts,
    score,
    riskLevel: riskLevelOf(score),
    checks: tokenChecks(facts),
    ...splitFindings(findings),
    levelCaps,
  };
}
