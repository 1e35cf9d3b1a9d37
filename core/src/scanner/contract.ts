import { address } from '@solana/kit';
import { AppError } from '../errors';
import { decodeUpgradeableLoaderState, PROGRAM_DATA_HEADER } from './decode';
import { knownProgramLabel, LOADERS } from './known-programs';
import { contractChecks, contractFindings, scoredReport } from './score';
import { dataOf, type ScanDeps, settle } from './token';
import type { ContractReport, ScanProgress } from './types';

/**
 * The program report of `programAddress`: executable, loader, and for the upgradeable loader its ProgramData
 * (upgrade authority, last deploy slot, code size). Two RPC stages at most.
 */
export async function scanContract(
  programAddress: string,
  deps: ScanDeps,
  progress: (p: ScanProgress) => void,
): Promise<ContractReport> {
  const { rpc, signal } = deps;
  const program = address(programAddress);
  const accounts = await rpc
    .getMultipleAccounts([program], { encoding: 'base64', dataSlice: { offset: 0, length: 64 } })
    .send({ abortSignal: signal })
    .catch((cause: unknown) => {
      throw new AppError('SCAN__RPC_FAILED', { cause });
    });
  const account = accounts.value[0] ?? null;
  progress({ step: 1, percent: 20, message: 'Analyzing contract' });
  const loader = account ? (account.owner as string) : null;
  let upgradeable = false;
  let upgradeAuthority: string | null = null;
  let programDataAddress: string | null = null;
  let lastDeploySlot: bigint | null = null;
  let dataSize: number | null = account ? Number(account.space) : null;
  if (account && loader === LOADERS.bpfLoaderUpgradeable) {
    const state = decodeUpgradeableLoaderState(dataOf(account));
    if (state.kind === 'program') {
      upgradeable = true;
      programDataAddress = state.programDataAddress;
      const pd = await settle(
        rpc
          .getMultipleAccounts([address(state.programDataAddress)], {
            encoding: 'base64',
            dataSlice: { offset: 0, length: PROGRAM_DATA_HEADER },
          })
          .send({ abortSignal: signal }),
      );
      const pdAccount = pd?.value[0] ?? null;
      if (pdAccount) {
        const data = decodeUpgradeableLoaderState(dataOf(pdAccount));
        if (data.kind === 'programData') {
          upgradeAuthority = data.upgradeAuthority;
          lastDeploySlot = data.slot;
        }
        dataSize = Math.max(0, Number(pdAccount.space) - PROGRAM_DATA_HEADER);
      }
    }
  }
  progress({ step: 2, percent: 40, message: 'Checking liquidity' });
  progress({ step: 3, percent: 60, message: 'Scanning for red flags' });
  progress({ step: 4, percent: 80, message: 'Verifying metadata' });
  const facts = {
    kind: 'contract' as const,
    address: programAddress,
    chain: 'solana' as const,
    scannedAt: (deps.now ?? Date.now)(),
    slot: accounts.context.slot,
    exists: account !== null,
    executable: account?.executable ?? false,
    loader,
    loaderLabel: loader ? knownProgramLabel(loader) : null,
    upgradeable,
    upgradeAuthority,
    programDataAddress,
    dataSize,
    lastDeploySlot,
    knownAs: knownProgramLabel(programAddress),
    lamports: account ? account.lamports : 0n,
  };
  const report: ContractReport = scoredReport(facts, contractFindings(facts), contractChecks(facts));
  progress({ step: 5, percent: 100, message: 'Generating report' });
  return report;
}
