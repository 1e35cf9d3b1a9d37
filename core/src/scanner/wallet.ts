import { address } from '@solana/kit';
import { AppError } from '../errors';
import { decodeBaseMint, decodeTokenAccount } from './decode';
import { scoredReport, walletChecks, walletFindings } from './score';
import { dataOf, HISTORY_PAGE, type ScanDeps, settle, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token';
import type { ScanProgress, WalletReport } from './types';

type EncodedData = readonly [string, string];

/**
 * The wallet report of `owner`: balance and owner program, token holdings of both token programs, history
 * (first and last seen, count), tokens launched (from the market source's index). Two RPC stages: the
 * account, both holdings lists and the history; then the held mints (for their decimals).
 */
export async function scanWallet(
  ownerAddress: string,
  deps: ScanDeps,
  progress: (p: ScanProgress) => void,
): Promise<WalletReport> {
  const { rpc, market, signal } = deps;
  const owner = address(ownerAddress);
  const now = (deps.now ?? Date.now)();
  const [accounts, classic, t22, history] = await Promise.all([
    rpc
      .getMultipleAccounts([owner], { encoding: 'base64', dataSlice: { offset: 0, length: 0 } })
      .send({ abortSignal: signal }),
    settle(
      rpc
        .getTokenAccountsByOwner(owner, { programId: address(TOKEN_PROGRAM) }, { encoding: 'base64' })
        .send({ abortSignal: signal }),
    ),
    settle(
      rpc
        .getTokenAccountsByOwner(owner, { programId: address(TOKEN_2022_PROGRAM) }, { encoding: 'base64' })
        .send({ abortSignal: signal }),
    ),
    settle(rpc.getSignaturesForAddress(owner, { limit: HISTORY_PAGE }).send({ abortSignal: signal })),
  ]).catch((cause: unknown) => {
    throw new AppError('SCAN__RPC_FAILED', { cause });
  });
  const account = accounts.value[0] ?? null;
  progress({ step: 1, percent: 20, message: 'Analyzing contract' });

  const launchesPromise = settle(market.launchesBy(ownerAddress, signal));
  const holdings = [
    ...(classic?.value ?? []).map((a) => ({ a, program: TOKEN_PROGRAM })),
    ...(t22?.value ?? []).map((a) => ({ a, program: TOKEN_2022_PROGRAM })),
  ]
    .map(({ a, program }) => {
      const t = decodeTokenAccount(dataOf(a.account as { data: EncodedData }));
      return t
        ? {
            mint: t.mint,
            tokenAccount: a.pubkey as string,
            amount: t.amount,
            decimals: null as number | null,
            program,
          }
        : null;
    })
    .filter((h): h is NonNullable<typeof h> => h !== null)
    .sort((x, y) => (x.amount === y.amount ? 0 : x.amount > y.amount ? -1 : 1));
  const mints = [...new Set(holdings.map((h) => h.mint))].slice(0, 100);
  const mintAccounts = mints.length
    ? await settle(
        rpc
          .getMultipleAccounts(
            mints.map((m) => address(m)),
            { encoding: 'base64', dataSlice: { offset: 0, length: 82 } },
          )
          .send({ abortSignal: signal }),
      )
    : null;
  for (const h of holdings) {
    const i = mints.indexOf(h.mint);
    const m = i >= 0 ? (mintAccounts?.value[i] ?? null) : null;
    h.decimals = m ? (decodeBaseMint(dataOf(m))?.decimals ?? null) : null;
  }
  progress({ step: 2, percent: 40, message: 'Checking liquidity' });

  const complete = history !== null && history.length < HISTORY_PAGE;
  const times = (history ?? []).map((s) => (s.blockTime == null ? null : Number(s.blockTime) * 1000));
  const activity = {
    count: history ? history.length : null,
    complete,
    lastSeen: times[0] ?? null,
    firstSeen: times.length ? (times[times.length - 1] ?? null) : null,
  };
  progress({ step: 3, percent: 60, message: 'Scanning for red flags' });
  const launches = await launchesPromise;
  progress({ step: 4, percent: 80, message: 'Verifying metadata' });

  const facts = {
    kind: 'wallet' as const,
    address: ownerAddress,
    chain: 'solana' as const,
    scannedAt: now,
    slot: accounts.context.slot,
    exists: account !== null,
    lamports: account ? account.lamports : 0n,
    owner: account ? (account.owner as string) : null,
    holdings,
    activity,
    launches: launches ? launches.map((t) => ({ address: t.address, name: t.name, symbol: t.symbol })) : null,
  };
  const report: WalletReport = scoredReport(facts, walletFindings(facts, now), walletChecks(facts));
  progress({ step: 5, percent: 100, message: 'Generating report' });
  return report;
}
