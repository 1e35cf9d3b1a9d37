import type { Address, ReadonlyUint8Array } from '@solana/kit';
import { identifySystemInstruction, SYSTEM_PROGRAM_ADDRESS, SystemInstruction } from '@solana-program/system';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
  identifyTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token';
import {
  identifyToken2022Instruction,
  TOKEN_2022_PROGRAM_ADDRESS,
  Token2022Instruction,
} from '@solana-program/token-2022';
import { BPF_LOADER_2, BPF_LOADER_UPGRADEABLE } from './loader';

/** SPL Memo v2 and v1. */
export const MEMO_PROGRAM_ADDRESS = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address;
export const MEMO_V1_PROGRAM_ADDRESS = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo' as Address;
/** The Compute Budget builtin. */
export const COMPUTE_BUDGET_PROGRAM_ADDRESS = 'ComputeBudget111111111111111111111111111111' as Address;

/** A program the explorer can name, with where its source lives and what it does. */
export interface KnownProgram {
  address: Address;
  name: string;
  category: 'Core' | 'Token' | 'DeFi' | 'NFT' | 'Loader';
  description: string;
  /** What it is used for, in words (the sidebar's "usage"; no invented figures). */
  usage: string;
  /** Public source repository. */
  source: string;
  /**
   * True for programs with millions of accounts: counting them with getProgramAccounts would be refused
   * (or take minutes) on a real cluster, so the explorer says "Unknown" instead of asking.
   */
  heavy: boolean;
  /** True for the standard programs this app acts through. */
  standard: boolean;
}

/** Programs every Solana explorer names; the standard ones are those this app uses. */
export const KNOWN_PROGRAMS: readonly KnownProgram[] = [
  {
    address: SYSTEM_PROGRAM_ADDRESS,
    name: 'System Program',
    category: 'Core',
    description: 'Creates accounts, transfers SOL and assigns account owners.',
    usage: 'Every SOL transfer and account creation',
    source: 'https://github.com/anza-xyz/agave/tree/master/programs/system',
    heavy: true,
    standard: true,
  },
  {
    address: TOKEN_PROGRAM_ADDRESS,
    name: 'SPL Token',
    category: 'Token',
    description: 'Mints, token accounts, transfers, burns, freezes and authorities for fungible tokens.',
    usage: 'Most fungible tokens and NFTs on Solana',
    source: 'https://github.com/solana-program/token',
    heavy: true,
    standard: true,
  },
  {
    address: TOKEN_2022_PROGRAM_ADDRESS,
    name: 'Token-2022',
    category: 'Token',
    description:
      'The SPL Token program with extensions: transfer fees, metadata, hooks, confidential transfers.',
    usage: 'Tokens that need extensions (fees, in-mint metadata, hooks)',
    source: 'https://github.com/solana-program/token-2022',
    heavy: true,
    standard: true,
  },
  {
    address: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
    name: 'Associated Token Account',
    category: 'Token',
    description: "Derives and creates each wallet's canonical token account for a mint.",
    usage: 'Creating the token account a wallet receives tokens in',
    source: 'https://github.com/solana-program/associated-token-account',
    heavy: false,
    standard: true,
  },
  {
    address: MEMO_PROGRAM_ADDRESS,
    name: 'SPL Memo',
    category: 'Core',
    description: 'Attaches a signed UTF-8 note to a transaction.',
    usage: 'Payment references and notes',
    source: 'https://github.com/solana-program/memo',
    heavy: false,
    standard: true,
  },
  {
    address: MEMO_V1_PROGRAM_ADDRESS,
    name: 'SPL Memo (v1)',
    category: 'Core',
    description: 'The first version of the memo program.',
    usage: 'Older memo transactions',
    source: 'https://github.com/solana-program/memo',
    heavy: false,
    standard: true,
  },
  {
    address: COMPUTE_BUDGET_PROGRAM_ADDRESS,
    name: 'Compute Budget',
    category: 'Core',
    description: 'Sets a transaction’s compute unit limit and priority fee.',
    usage: 'Priority fees on busy clusters',
    source: 'https://github.com/anza-xyz/agave/tree/master/programs/compute-budget',
    heavy: false,
    standard: false,
  },
  {
    address: 'AddressLookupTab1e1111111111111111111111111' as Address,
    name: 'Address Lookup Table',
    category: 'Core',
    description: 'Stores address lists that versioned transactions reference by index.',
    usage: 'Large versioned transactions',
    source: 'https://github.com/anza-xyz/agave/tree/master/programs/address-lookup-table',
    heavy: false,
    standard: false,
  },
  {
    address: 'Stake11111111111111111111111111111111111111' as Address,
    name: 'Stake Program',
    category: 'Core',
    description: 'Delegates SOL to validators and manages stake accounts.',
    usage: 'Native staking',
    source: 'https://github.com/solana-program/stake',
    heavy: true,
    standard: false,
  },
  {
    address: 'Vote111111111111111111111111111111111111111' as Address,
    name: 'Vote Program',
    category: 'Core',
    description: 'Validators’ vote accounts and consensus votes.',
    usage: 'Validator voting',
    source: 'https://github.com/anza-xyz/agave/tree/master/programs/vote',
    heavy: true,
    standard: false,
  },
  {
    address: BPF_LOADER_UPGRADEABLE,
    name: 'BPF Upgradeable Loader',
    category: 'Loader',
    description: 'Deploys, upgrades and closes upgradeable programs.',
    usage: 'Deploying programs',
    source: 'https://github.com/anza-xyz/agave/tree/master/programs/bpf_loader',
    heavy: true,
    standard: false,
  },
  {
    address: BPF_LOADER_2,
    name: 'BPF Loader 2',
    category: 'Loader',
    description: 'Loads non-upgradeable programs such as SPL Token and Memo.',
    usage: 'Immutable programs',
    source: 'https://github.com/anza-xyz/agave/tree/master/programs/bpf_loader',
    heavy: false,
    standard: false,
  },
  {
    address: 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s' as Address,
    name: 'Metaplex Token Metadata',
    category: 'NFT',
    description: 'Names, symbols, images and collections for SPL Token mints.',
    usage: 'Metadata of classic SPL tokens and NFTs',
    source: 'https://github.com/metaplex-foundation/mpl-token-metadata',
    heavy: true,
    standard: false,
  },
  {
    address: 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4' as Address,
    name: 'Jupiter Aggregator v6',
    category: 'DeFi',
    description: 'Routes swaps across Solana DEXes for the best price.',
    usage: 'Swap routing',
    source: 'https://github.com/jup-ag',
    heavy: false,
    standard: false,
  },
  {
    address: '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8' as Address,
    name: 'Raydium AMM v4',
    category: 'DeFi',
    description: 'Constant-product liquidity pools.',
    usage: 'AMM pools and graduated launches',
    source: 'https://github.com/raydium-io/raydium-amm',
    heavy: true,
    standard: false,
  },
  {
    address: 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc' as Address,
    name: 'Orca Whirlpools',
    category: 'DeFi',
    description: 'Concentrated-liquidity pools.',
    usage: 'Concentrated liquidity',
    source: 'https://github.com/orca-so/whirlpools',
    heavy: true,
    standard: false,
  },
];

const BY_ADDRESS = new Map<string, KnownProgram>(KNOWN_PROGRAMS.map((p) => [p.address, p]));

/** The known program at `address`, if any. */
export function knownProgram(address: string): KnownProgram | undefined {
  return BY_ADDRESS.get(address);
}

const enumNames = (e: Record<string, string | number>) =>
  Object.keys(e).filter((k) => Number.isNaN(Number(k)));

const split = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

const MEMO_INSTRUCTIONS = ['Memo'];

/** The instruction names of a standard program (from its published client), or null when not known. */
export function programInstructionNames(address: string): string[] | null {
  switch (address) {
    case SYSTEM_PROGRAM_ADDRESS:
      return enumNames(SystemInstruction);
    case TOKEN_PROGRAM_ADDRESS:
      return enumNames(TokenInstruction);
    case TOKEN_2022_PROGRAM_ADDRESS:
      return enumNames(Token2022Instruction);
    case ASSOCIATED_TOKEN_PROGRAM_ADDRESS:
      return enumNames(AssociatedTokenInstruction);
    case MEMO_PROGRAM_ADDRESS:
    case MEMO_V1_PROGRAM_ADDRESS:
      return MEMO_INSTRUCTIONS;
    default:
      return null;
  }
}

/**
 * Names the instruction of a standard program from its data ("Burn Checked", "Transfer"), or null for
 * other programs and unrecognised data.
 */
export function identifyInstructionName(programAddress: string, data: ReadonlyUint8Array): string | null {
  try {
    switch (programAddress) {
      case SYSTEM_PROGRAM_ADDRESS:
        return split(SystemInstruction[identifySystemInstruction(data)]);
      case TOKEN_PROGRAM_ADDRESS:
        return split(TokenInstruction[identifyTokenInstruction(data)]);
      case TOKEN_2022_PROGRAM_ADDRESS:
        return split(Token2022Instruction[identifyToken2022Instruction(data)]);
      case ASSOCIATED_TOKEN_PROGRAM_ADDRESS:
        // An empty data field is the original CreateAssociatedToken.
        return data.length === 0
          ? 'Create Associated Token'
          : split(AssociatedTokenInstruction[identifyAssociatedTokenInstruction(data)]);
      case MEMO_PROGRAM_ADDRESS:
      case MEMO_V1_PROGRAM_ADDRESS:
        return 'Memo';
      default:
        return null;
    }
  } catch {
    return null;
  }
}
