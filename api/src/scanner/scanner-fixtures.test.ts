// The scanner against real mints on the localnet: each fixture is built with real transactions through the
// localnet's JSON-RPC, then scanned by core's engine over a batching, counting transport.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSolanaRpcFromTransport, generateKeyPairSigner, some } from '@solana/kit';
import { extension } from '@solana-program/token-2022';
import { isAppError } from '@solpad/core';
import {
  createBatchingTransport,
  type MarketSource,
  type ScanProgress,
  scan,
  type TokenReport,
  unknownMarketSource,
  WEIGHTS,
} from '@solpad/core/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFixture,
  type Fixture,
  type FixtureSpec,
  fundedPayer,
  spread,
} from '../../test/scanner-fixtures';
import { createLocalnet } from '../chain/localnet';
import type { ChainBackend } from '../chain/types';
import { createChainRpc } from '../lib/chain-rpc';
import { createLogger } from '../lib/logger';

let dir: string;
let chain: ChainBackend;
const ctx = { clientId: 'scanner-test' };

/**
 * The scanner's RPC: batching + counting, each HTTP body answered by the localnet's JSON-RPC handler. `batches`
 * lists the methods of each request, in order.
 */
function scannerRpc(opts: { refuse?: string } = {}) {
  const batches: string[][] = [];
  const transport = createBatchingTransport((body) => {
    const parsed = JSON.parse(body) as { method: string } | { method: string }[];
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    batches.push(calls.map((c) => c.method));
    // A node that refuses a method (as public RPCs refuse getProgramAccounts): it answers "method not found".
    for (const c of calls) if (c.method === opts.refuse) c.method = `${c.method}Refused`;
    return chain.handleRpc(JSON.stringify(parsed), ctx);
  });
  return { rpc: createSolanaRpcFromTransport(transport), transport, batches };
}

async function scanToken(
  mint: string,
  market: MarketSource = unknownMarketSource,
  opts: { refuse?: string } = {},
) {
  const { rpc, transport, batches } = scannerRpc(opts);
  const progress: ScanProgress[] = [];
  let staticRounds: number | null = null;
  let staticReport: TokenReport | null = null;
  const onStaticReport = (r: TokenReport) => {
    staticRounds = transport.rounds;
    staticReport = r;
  };
  const report = (await scan(
    { type: 'token', query: mint, chain: 'solana' },
    { rpc, market, onStaticReport },
    (p) => progress.push(p),
  )) as TokenReport;
  return {
    report,
    progress,
    rounds: transport.rounds,
    staticRounds,
    staticReport: staticReport as TokenReport | null,
    requests: transport.requests,
    calls: transport.calls,
    batches,
  };
}

const EACH = 4_000_000n; // 25 holders × 4 tokens (6 decimals): 4 % each, top 10 = 40 %
const HOLDERS = spread(25, EACH);
const fee = (bps: number) => ({ epoch: 0n, maximumFee: 10n ** 15n, transferFeeBasisPoints: bps });

const SPECS: Record<string, (payer: string) => FixtureSpec> = {
  clean: (payer) => ({
    program: 'token-2022',
    holders: HOLDERS,
    lockMetadata: true,
    extensions: (mint) => [
      extension('MetadataPointer', { authority: null, metadataAddress: mint }),
      extension('TokenMetadata', {
        updateAuthority: some(payer as never),
        mint,
        name: 'Clean Coin',
        symbol: 'CLEAN',
        uri: 'https://example.com/clean.json',
        additionalMetadata: new Map(),
      }),
    ],
  }),
  cleanClassic: () => ({ program: 'token', holders: HOLDERS }),
  mintable: () => ({ program: 'token', holders: HOLDERS, keepMintAuthority: true }),
  freezable: () => ({ program: 'token', holders: HOLDERS, freezable: true }),
  permanentDelegate: (payer) => ({
    program: 'token-2022',
    holders: HOLDERS,
    extensions: [extension('PermanentDelegate', { delegate: payer as never })],
  }),
  transferFee10: (payer) => ({
    program: 'token-2022',
    holders: HOLDERS,
    extensions: [
      extension('TransferFeeConfig', {
        transferFeeConfigAuthority: payer as never,
        withdrawWithheldAuthority: payer as never,
        withheldAmount: 0n,
        olderTransferFee: fee(1000),
        newerTransferFee: fee(1000),
      }),
    ],
  }),
  nonTransferable: () => ({
    program: 'token-2022',
    holders: HOLDERS,
    extensions: [extension('NonTransferable', {})],
  }),
  transferHook: (payer) => ({
    program: 'token-2022',
    holders: HOLDERS,
    // Any program id serves as the hook: the scanner reads the extension, it doesn't run the hook.
    extensions: [
      extension('TransferHook', {
        authority: payer as never,
        programId: 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo' as never,
      }),
    ],
  }),
  whale: () => ({ program: 'token', holders: [90_000_000n, ...spread(24, 10_000_000n / 24n)] }),
};

const fixtures: Record<string, Fixture> = {};
const reports: Record<string, Awaited<ReturnType<typeof scanToken>>> = {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'solpad-scanner-'));
  chain = await createLocalnet({ dataDir: dir, logger: createLogger('silent') });
  // A plain kit RPC straight into the localnet's JSON-RPC handler (for building fixtures).
  const rpc = createChainRpc(chain);
  for (const [name, spec] of Object.entries(SPECS)) {
    const payer = await fundedPayer(rpc);
    fixtures[name] = await createFixture(rpc, spec(payer.address), payer);
    reports[name] = await scanToken(fixtures[name].mint);
  }
}, 120_000);
afterAll(async () => {
  await chain.close();
  rmSync(dir, { recursive: true, force: true });
});

const codes = (name: string) =>
  [...reports[name]!.report.risks, ...reports[name]!.report.opportunities].map((f) => f.code);

describe('scanner fixtures on the localnet', () => {
  it('reads the clean token as clean: authorities revoked, metadata locked, holders spread, no lever or actor risk', () => {
    const { report } = reports.clean!;
    expect(report.program).toBe('token-2022');
    expect(report.supply).toBe(25n * EACH);
    expect(report.decimals).toBe(6);
    expect(report.mintAuthority).toBeNull();
    expect(report.freezeAuthority).toBeNull();
    expect(report).toMatchObject({
      name: 'Clean Coin',
      symbol: 'CLEAN',
      metadataSource: 'token-2022-metadata',
      metadataMutable: false,
    });
    expect(report.holders.count).toBe(25);
    expect(report.holders.largestSharePct).toBeCloseTo(4, 5);
    expect(report.holders.top10SharePct).toBeCloseTo(40, 5);
    expect(report.creator).toMatchObject({
      address: fixtures.clean!.payer.address,
      source: 'first-signer',
      holdings: 0n,
    });
    expect(report.createdAt).not.toBeNull();
    expect(codes('clean')).toEqual(
      expect.arrayContaining([
        'MINT_AUTHORITY_REVOKED',
        'FREEZE_AUTHORITY_REVOKED',
        'METADATA_IMMUTABLE',
        'HOLDERS_SPREAD',
      ]),
    );
    // What no mint can prove on its own: a market to sell into (none is known for it) and age (minted just now).
    // Minting the supply to 25 wallets is no purchase: no snipers, no bundle.
    expect(
      report.risks.filter((r) => r.type === 'danger' || r.type === 'warning').map((r) => r.code),
    ).toEqual(['LIQUIDITY_UNKNOWN', 'AGE_UNDER_HOUR']);
    expect(report.actors.snipers?.wallets).toEqual([]);
    expect(report.actors.bundle?.wallets).toEqual([]);
    // Verified, No Honeypot and Standard token program pass; No Rug Pull cannot without the liquidity.
    expect(Object.values(report.checks).map((c) => c.passed)).toEqual([true, true, null, true]);
    expect(report.checks.noRugPull.reason).toContain('liquidity');
    expect(report.riskLevel).toBe('medium');
    expect(report.levelCaps.map((c) => c.code)).toEqual(['YOUNG', 'THIN_LIQUIDITY']);
  });

  it('flags a mintable token: mint authority active, No Rug Pull fails', () => {
    const { report } = reports.mintable!;
    expect(report.mintAuthority).toBe(fixtures.mintable!.payer.address);
    expect(codes('mintable')).toContain('MINT_AUTHORITY_ACTIVE');
    expect(report.risks.find((r) => r.code === 'MINT_AUTHORITY_ACTIVE')?.evidence).toContain(
      `mintAuthority = ${fixtures.mintable!.payer.address}`,
    );
    expect(report.checks.noRugPull.passed).toBe(false);
  });

  it('flags a freezable token: freeze authority active, No Honeypot fails', () => {
    const { report } = reports.freezable!;
    expect(report.freezeAuthority).toBe(fixtures.freezable!.payer.address);
    expect(codes('freezable')).toContain('FREEZE_AUTHORITY_ACTIVE');
    expect(report.checks.noHoneypot.passed).toBe(false);
  });

  it('flags a permanent delegate with the delegate named in the evidence', () => {
    const { report } = reports.permanentDelegate!;
    expect(report.extensions.permanentDelegate).toBe(fixtures.permanentDelegate!.payer.address);
    const risk = report.risks.find((r) => r.code === 'PERMANENT_DELEGATE');
    expect(risk?.type).toBe('danger');
    expect(risk?.evidence).toContain(fixtures.permanentDelegate!.payer.address);
    expect(report.checks.noRugPull.passed).toBe(false);
  });

  it('flags a 10 % transfer fee as high', () => {
    const { report } = reports.transferFee10!;
    expect(report.extensions.transferFee).toMatchObject({
      basisPoints: 1000,
      authority: fixtures.transferFee10!.payer.address,
    });
    expect(report.risks.find((r) => r.code === 'TRANSFER_FEE_HIGH')?.message).toContain('10.0%');
  });

  it('flags a non-transferable token as a honeypot', () => {
    const { report } = reports.nonTransferable!;
    expect(report.extensions.nonTransferable).toBe(true);
    expect(codes('nonTransferable')).toContain('NON_TRANSFERABLE');
    expect(report.checks.noHoneypot.passed).toBe(false);
    expect(report.riskLevel).toBe('high');
  });

  it('flags a transfer hook and does not call the contract verified', () => {
    const { report } = reports.transferHook!;
    expect(report.extensions.transferHook?.programId).toBe('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
    expect(codes('transferHook')).toContain('TRANSFER_HOOK');
    expect(report.checks.contractVerified.passed).toBe(false);
    expect(report.checks.noHoneypot.passed).toBe(false);
  });

  it('flags a single holder with 90 % of the supply, naming its token account', () => {
    const { report } = reports.whale!;
    expect(report.holders.largestSharePct).toBeCloseTo(90, 1);
    const risk = report.risks.find((r) => r.code === 'SINGLE_HOLDER_MAJORITY');
    expect(risk?.type).toBe('danger');
    expect(risk?.evidence).toContain(report.holders.top[0]!.tokenAccount);
    expect(report.holders.top[0]!.owner).toBe(fixtures.whale!.holders[0]);
    expect(report.checks.noRugPull.passed).toBe(false);
  });

  it('scores the clean tokens above every risky one, and rates no risky one low risk', () => {
    const clean = Math.min(reports.clean!.report.score, reports.cleanClassic!.report.score);
    // The clean ones are held above low only by what every fresh mint without a market shares.
    expect(reports.cleanClassic!.report.levelCaps.map((c) => c.code)).toEqual(['YOUNG', 'THIN_LIQUIDITY']);
    for (const name of [
      'mintable',
      'freezable',
      'permanentDelegate',
      'transferFee10',
      'nonTransferable',
      'transferHook',
      'whale',
    ]) {
      expect(reports[name]!.report.score, name).toBeLessThan(clean);
      expect(reports[name]!.report.riskLevel, name).not.toBe('low');
    }
  });

  it('reports unknown market facts as unknown risks, never as safe', () => {
    const { report } = reports.cleanClassic!;
    expect(report.market.priceUsd).toBeNull();
    expect(report.technical.rsi).toBeNull();
    expect(report.risks.map((r) => r.code)).toEqual(
      expect.arrayContaining(['LIQUIDITY_UNKNOWN', 'UNKNOWN_METADATA']),
    );
    // Unknown liquidity costs as much as thin liquidity, and No Rug Pull stays unproven.
    expect(report.risks.find((r) => r.code === 'LIQUIDITY_UNKNOWN')).toMatchObject({
      type: 'danger',
      weight: WEIGHTS.liquidityUnknown,
    });
    expect(report.checks.noRugPull.passed).toBeNull();
    expect(report.checks.verified.passed).toBeNull();
  });

  it('has the static report after 2 round trips, the actors after 3 more, and reports the five phases in order', () => {
    for (const [name, { rounds, staticRounds, staticReport, report, progress }] of Object.entries(reports)) {
      // The static report has no activity yet, and says nothing about it: it is being read, not unreadable.
      expect(staticReport?.actors.source, name).toBeNull();
      expect(
        staticReport?.risks.map((f) => f.code),
        name,
      ).not.toContain('ACTORS_UNKNOWN');
      expect(report.actors.source, name).toBe('chain history');
      // Every fixture's holders received their tokens: the actor analysis looks up who funded them.
      expect(report.actors.funders.looked, name).toBeGreaterThan(0);
      // Not launched here: the mint's earliest transactions, the buyers' pages, then their first transactions.
      expect(staticRounds, name).toBe(2);
      expect(rounds, name).toBe(5);
      expect(progress.map((p) => p.percent)).toEqual([20, 40, 60, 80, 100]);
      expect(progress.map((p) => p.message)).toEqual([
        'Analyzing contract',
        'Checking liquidity',
        'Scanning for red flags',
        'Verifying metadata',
        'Generating report',
      ]);
    }
  });

  it('uses market facts and price history from the market source when it has them', async () => {
    const prices = Array.from({ length: 60 }, (_, i) => 0.001 * (1 + i / 100));
    const market: MarketSource = {
      ...unknownMarketSource,
      tokenMarket: async () => ({
        priceUsd: prices.at(-1)!,
        priceUsd24hAgo: prices[0]!,
        volume24hUsd: 1234,
        liquidityUsd: null,
        liquidityVenue: null,
        liquidityLockedPct: null,
        priceHistory: prices,
        knownAccounts: {},
        indexed: null,
        source: 'test market',
      }),
    };
    const { report } = await scanToken(fixtures.cleanClassic!.mint, market);
    expect(report.market.marketCapUsd).toBeCloseTo(prices.at(-1)! * 100, 8);
    expect(report.market.priceChange24hPct).toBeCloseTo(59, 6);
    expect(report.technical.rsi).toBe(100);
    expect(report.technical.sma20).toBeCloseTo(prices.slice(-20).reduce((a, b) => a + b) / 20, 12);
    expect(report.technical.macd?.macd).toBeGreaterThan(0);
  });

  it('labels a holder the market source names as a pool and leaves it out of the concentration', async () => {
    const whale = reports.whale!.report.holders.top[0]!;
    const market: MarketSource = {
      ...unknownMarketSource,
      tokenMarket: async () => ({
        priceUsd: null,
        priceUsd24hAgo: null,
        volume24hUsd: null,
        liquidityUsd: null,
        liquidityVenue: null,
        liquidityLockedPct: null,
        priceHistory: null,
        knownAccounts: { [whale.tokenAccount]: 'Liquidity pool' },
        indexed: null,
        source: 'test market',
      }),
    };
    const { report } = await scanToken(fixtures.whale!.mint, market);
    expect(report.holders.top[0]!.label).toBe('Liquidity pool');
    expect(report.risks.map((r) => r.code)).not.toContain('SINGLE_HOLDER_MAJORITY');
  });

  it('reports the same holders, labels and balances from a node that refuses getProgramAccounts, one round trip later', async () => {
    for (const name of ['clean', 'whale']) {
      const { report: reference } = reports[name]!;
      const { report, staticRounds, rounds } = await scanToken(fixtures[name]!.mint, unknownMarketSource, {
        refuse: 'getProgramAccounts',
      });
      // Only the count needs the refused read: it is unknown, never guessed.
      expect(report.holders.count, name).toBeNull();
      expect(report.holders.top, name).toEqual(reference.holders.top);
      expect(report.creator, name).toEqual(reference.creator);
      // The balances come from the buyers' own token accounts instead.
      expect(report.actors, name).toEqual(reference.actors);
      expect(staticRounds, name).toBe(3);
      expect(rounds, name).toBe(6);
    }
  });

  it('refuses an address that is not a mint and one where nothing exists, after the first round trip', async () => {
    const { rpc, transport } = scannerRpc();
    const deps = { rpc, market: unknownMarketSource };
    const owner = fixtures.clean!.payer.address;
    const err1 = await scan({ type: 'token', query: owner, chain: 'solana' }, deps).catch((e: unknown) => e);
    expect(isAppError(err1, 'SCAN__NOT_A_MINT')).toBe(true);
    expect(transport.requests).toBe(1);
    const nobody = (await generateKeyPairSigner()).address;
    const err2 = await scan({ type: 'token', query: nobody, chain: 'solana' }, deps).catch((e: unknown) => e);
    expect(isAppError(err2, 'SCAN__NOT_FOUND')).toBe(true);
    expect(transport.requests).toBe(2);
  });

  it('counts the holders of a classic and a Token-2022 mint in its first batch, beside the mint read', () => {
    for (const name of ['clean', 'cleanClassic']) {
      const { report, batches } = reports[name]!;
      expect(report.holders.count, name).toBe(25);
      const [first, ...later] = batches;
      expect(first, name).toEqual(expect.arrayContaining(['getMultipleAccounts', 'getTokenLargestAccounts']));
      // Once per token program: the mint's program is not known before its account is read.
      expect(
        first?.filter((m) => m === 'getProgramAccounts'),
        name,
      ).toHaveLength(2);
      expect(later.flat(), name).not.toContain('getProgramAccounts');
    }
  });

  it('does nothing for a blank query and refuses other chains', async () => {
    const { rpc, transport } = scannerRpc();
    const deps = { rpc, market: unknownMarketSource };
    const progress: ScanProgress[] = [];
    expect(
      await scan({ type: 'token', query: '   ', chain: 'solana' }, deps, (p) => progress.push(p)),
    ).toBeNull();
    expect(progress).toEqual([]);
    expect(transport.requests).toBe(0);
    const err = await scan({ type: 'token', query: fixtures.clean!.mint, chain: 'ethereum' }, deps).catch(
      (e: unknown) => e,
    );
    expect(isAppError(err, 'SCAN__UNSUPPORTED_CHAIN')).toBe(true);
  });
});

describe('wallet and program reports on the localnet', () => {
  it('reads a wallet: balance, holdings of both programs, activity', async () => {
    const { rpc } = scannerRpc();
    const payer = fixtures.clean!.payer;
    const holder = fixtures.transferFee10!.holders[0]!;
    const wallet = await scan(
      { type: 'wallet', query: holder, chain: 'solana' },
      { rpc, market: unknownMarketSource },
    );
    expect(wallet?.kind).toBe('wallet');
    if (wallet?.kind !== 'wallet') return;
    // The holder was never funded with SOL: its token account exists but its wallet account doesn't.
    expect(wallet.exists).toBe(false);
    expect(wallet.holdings).toEqual([
      expect.objectContaining({
        mint: fixtures.transferFee10!.mint,
        amount: EACH,
        decimals: 6,
        program: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
      }),
    ]);
    const payerReport = await scan(
      { type: 'wallet', query: payer.address, chain: 'solana' },
      { rpc, market: unknownMarketSource },
    );
    if (payerReport?.kind !== 'wallet') throw new Error('not a wallet report');
    expect(payerReport.exists).toBe(true);
    expect(payerReport.owner).toBe('11111111111111111111111111111111');
    expect(payerReport.lamports).toBeGreaterThan(0n);
    expect(payerReport.activity.count).toBeGreaterThanOrEqual(8); // airdrop, mint creation, 7 holder batches, revoke
    expect(payerReport.activity.complete).toBe(true);
    expect(payerReport.activity.firstSeen).not.toBeNull();
    expect(payerReport.risks.map((r) => r.code)).toContain('WALLET_NEW');
  });

  it('reads a program: the Token program is executable, known, and not upgradeable', async () => {
    const { rpc } = scannerRpc();
    const report = await scan(
      { type: 'contract', query: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', chain: 'solana' },
      { rpc, market: unknownMarketSource },
    );
    if (report?.kind !== 'contract') throw new Error('not a contract report');
    expect(report.executable).toBe(true);
    expect(report.knownAs).toBe('SPL Token');
    expect(report.loader).not.toBeNull();
    expect(report.dataSize).toBeGreaterThan(0);
    expect(report.checks.contractVerified.passed).toBe(true);
  });

  it('calls a plain wallet account "not executable" in a contract scan', async () => {
    const { rpc } = scannerRpc();
    const report = await scan(
      { type: 'contract', query: fixtures.clean!.payer.address, chain: 'solana' },
      { rpc, market: unknownMarketSource },
    );
    if (report?.kind !== 'contract') throw new Error('not a contract report');
    expect(report.executable).toBe(false);
    expect(report.risks.map((r) => r.code)).toContain('NOT_EXECUTABLE');
    expect(report.riskLevel).toBe('high');
  });
});
