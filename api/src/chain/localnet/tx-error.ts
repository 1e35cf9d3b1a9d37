import type { FailedTransactionMetadata } from 'litesvm';
// The error classes are only exported by litesvm's native binding module (the package has no exports map).
import {
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal';

// litesvm exposes these as const enums (numbers at run time); Solana's RPC names them. Same order as
// solana-sdk's TransactionError and InstructionError.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

/** A transaction error in the JSON shape of Solana's RPC (`"AccountNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`…). */
export type RpcTransactionError = string | Record<string, unknown>;

function instructionErrorJson(e: ReturnType<TransactionErrorInstructionError['err']>): unknown {
  if (typeof e === 'number') return INSTRUCTION_ERRORS[e] ?? 'GenericError';
  if ('code' in e) return { Custom: e.code };
  return { BorshIoError: e.msg };
}

/** Converts litesvm's error of a failed transaction to Solana's JSON error. */
export function transactionErrorJson(failed: FailedTransactionMetadata): RpcTransactionError {
  const e = failed.err();
  if (typeof e === 'number') return TRANSACTION_ERRORS[e] ?? 'SanitizeFailure';
  if (e instanceof TransactionErrorInstructionError) {
    return { InstructionError: [e.index, instructionErrorJson(e.err())] };
  }
  if (e instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: e.index };
  if (e instanceof TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: e.accountIndex } };
  }
  if (e instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: e.accountIndex } };
  }
  return 'SanitizeFailure';
}

const TRANSACTION_ERROR_TEXT: Partial<Record<string, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  AccountInUse: 'Account in use',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
};

/** The human text Solana's RPC puts in a preflight failure message. */
export function transactionErrorText(err: RpcTransactionError): string {
  if (typeof err === 'string') return TRANSACTION_ERROR_TEXT[err] ?? err;
  const ix = err.InstructionError as [number, unknown] | undefined;
  if (ix) {
    const [index, inner] = ix;
    const what =
      typeof inner === 'string'
        ? inner
        : inner && typeof inner === 'object' && 'Custom' in inner
          ? `custom program error: 0x${(inner.Custom as number).toString(16)}`
          : JSON.stringify(inner);
    return `Error processing Instruction ${index}: ${what}`;
  }
  const rent = err.InsufficientFundsForRent as { account_index: number } | undefined;
  if (rent)
    return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`;
  return JSON.stringify(err);
}
