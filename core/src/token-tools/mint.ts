import { type Address, isSome, type Option, type ReadonlyUint8Array } from '@solana/kit';
import { getMintDecoder as getTokenMintDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  type Extension,
  getTokenDecoder as getToken2022AccountDecoder,
  getMintDecoder as getToken2022MintDecoder,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { formatDecimal } from '../format/price';

/** Which token program owns a mint or token account. */
export type TokenProgramKind = 'token' | 'token-2022';

/** Size of a mint's base layout (both programs). */
export const MINT_BASE_SIZE = 82;
/** Size of a token account's base layout; Token-2022 extensions start after it and one account-type byte. */
export const TOKEN_ACCOUNT_BASE_SIZE = 165;

/** The token program of an owner address, or null when it is neither Token nor Token-2022. */
export function tokenProgramKind(owner: string): TokenProgramKind | null {
  if (owner === TOKEN_PROGRAM_ADDRESS) return 'token';
  if (owner === TOKEN_2022_PROGRAM_ADDRESS) return 'token-2022';
  return null;
}

/**
 * Whether `data`, held by an account of the token program `owner`, has the layout of a `kind` (a mint or a token
 * account): its base size exactly, or under Token-2022 (whose extensions make it longer) the account-type byte
 * after the token account's base layout (1 a mint, 2 a token account).
 */
export function hasTokenLayout(kind: 'mint' | 'account', owner: string, data: ReadonlyUint8Array): boolean {
  return (
    data.length === (kind === 'mint' ? MINT_BASE_SIZE : TOKEN_ACCOUNT_BASE_SIZE) ||
    (owner === TOKEN_2022_PROGRAM_ADDRESS &&
      data.length > TOKEN_ACCOUNT_BASE_SIZE &&
      data[TOKEN_ACCOUNT_BASE_SIZE] === (kind === 'mint' ? 1 : 2))
  );
}

/** The program address of a token program kind. */
export function tokenProgramAddress(kind: TokenProgramKind): Address {
  return kind === 'token' ? TOKEN_PROGRAM_ADDRESS : TOKEN_2022_PROGRAM_ADDRESS;
}

/** Token-2022 extension type numbers (the TLV `type` field) and a readable name for each. */
export const EXTENSION_NAMES: Readonly<Record<number, string>> = {
  1: 'Transfer Fee',
  2: 'Transfer Fee Amount',
  3: 'Mint Close Authority',
  4: 'Confidential Transfers',
  5: 'Confidential Transfer Account',
  6: 'Default Account State',
  7: 'Immutable Owner',
  8: 'Memo Required',
  9: 'Non-Transferable',
  10: 'Interest Bearing',
  11: 'CPI Guard',
  12: 'Permanent Delegate',
  13: 'Non-Transferable Account',
  14: 'Transfer Hook',
  15: 'Transfer Hook Account',
  16: 'Confidential Transfer Fee',
  17: 'Confidential Transfer Fee Amount',
  18: 'Metadata Pointer',
  19: 'Token Metadata',
  20: 'Group Pointer',
  21: 'Token Group',
  22: 'Group Member Pointer',
  23: 'Token Group Member',
  24: 'Confidential Mint/Burn',
  25: 'Scaled UI Amount',
  26: 'Pausable',
  27: 'Pausable Account',
  28: 'Permissioned Burn',
};

/** One fact about an extension, ready to show ("Fee", "2.5 %"). */
export interface ExtensionDetail {
  label: string;
  value: string;
}

/** An extension a mint really has, decoded from its TLV data. */
export interface MintExtensionSummary {
  /** TLV type number. */
  type: number;
  /** Readable name ("Transfer Fee"). */
  name: string;
  details: ExtensionDetail[];
}

/** The Token-2022 metadata stored in the mint itself (metadata extension). */
export interface MintMetadata {
  name: string;
  symbol: string;
  uri: string;
  /** Null once the update authority was removed: the metadata can never change again. */
  updateAuthority: Address | null;
  additional: [string, string][];
}

/** What a mint account says about its token. */
export interface MintFacts {
  address: Address;
  program: TokenProgramKind;
  programAddress: Address;
  supply: bigint;
  decimals: number;
  mintAuthority: Address | null;
  freezeAuthority: Address | null;
  extensions: MintExtensionSummary[];
  metadata: MintMetadata | null;
  /** Where the metadata pointer points (Token-2022), if it has one. */
  metadataPointer: Address | null;
  dataSize: number;
  lamports: bigint;
}

const optional = <T>(o: Option<T>): T | null => (isSome(o) ? o.value : null);

/** Lists the TLV extension types of a Token-2022 mint or token account without decoding their bodies. */
export function listExtensionTypes(data: ReadonlyUint8Array): number[] {
  const types: number[] = [];
  if (data.length <= TOKEN_ACCOUNT_BASE_SIZE + 1) return types;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let offset = TOKEN_ACCOUNT_BASE_SIZE + 1;
  while (offset + 4 <= data.length) {
    const type = view.getUint16(offset, true);
    const length = view.getUint16(offset + 2, true);
    if (type === 0) break;
    types.push(type);
    offset += 4 + length;
  }
  return types;
}

const shortBps = (bps: number) => `${formatDecimal(bps / 100, 2)} %`;
const orNone = (a: Address | null | undefined) => a ?? 'None';
const ZERO = '11111111111111111111111111111111';
/** An authority field: some extensions store a zero address for "none", others an Option. */
const nonZero = (a: Address | Option<Address>): Address | null => {
  const value = typeof a === 'string' ? a : optional(a);
  return value === ZERO ? null : value;
};

function detailsOf(ext: Extension): ExtensionDetail[] {
  switch (ext.__kind) {
    case 'TransferFeeConfig':
      return [
        { label: 'Fee', value: shortBps(ext.newerTransferFee.transferFeeBasisPoints) },
        { label: 'Maximum fee (base units)', value: ext.newerTransferFee.maximumFee.toString() },
        { label: 'Fee authority', value: orNone(nonZero(ext.transferFeeConfigAuthority)) },
        { label: 'Withheld (base units)', value: ext.withheldAmount.toString() },
      ];
    case 'MintCloseAuthority':
      return [{ label: 'Close authority', value: orNone(nonZero(ext.closeAuthority)) }];
    case 'DefaultAccountState':
      return [{ label: 'New accounts start', value: Number(ext.state) === 2 ? 'Frozen' : 'Initialized' }];
    case 'InterestBearingConfig':
      return [
        { label: 'Current rate', value: shortBps(ext.currentRate) },
        { label: 'Rate authority', value: orNone(nonZero(ext.rateAuthority)) },
      ];
    case 'PermanentDelegate':
      return [{ label: 'Delegate', value: orNone(nonZero(ext.delegate)) }];
    case 'TransferHook':
      return [
        { label: 'Hook program', value: orNone(nonZero(ext.programId)) },
        { label: 'Authority', value: orNone(nonZero(ext.authority)) },
      ];
    case 'MetadataPointer':
      return [
        { label: 'Metadata address', value: orNone(nonZero(ext.metadataAddress)) },
        { label: 'Pointer authority', value: orNone(nonZero(ext.authority)) },
      ];
    case 'TokenMetadata':
      return [
        { label: 'Name', value: ext.name },
        { label: 'Symbol', value: ext.symbol },
        { label: 'URI', value: ext.uri || '—' },
        { label: 'Update authority', value: orNone(optional(ext.updateAuthority)) },
      ];
    case 'PausableConfig':
      return [
        { label: 'Paused', value: ext.paused ? 'Yes' : 'No' },
        { label: 'Pause authority', value: orNone(nonZero(ext.authority)) },
      ];
    case 'ScaledUiAmountConfig':
      return [{ label: 'Multiplier', value: String(ext.multiplier) }];
    default:
      return [];
  }
}

function typeOfKind(kind: Extension['__kind']): number {
  const name = KIND_NAMES[kind];
  const entry = Object.entries(EXTENSION_NAMES).find(([, n]) => n === name);
  return entry ? Number(entry[0]) : -1;
}

const KIND_NAMES: Partial<Record<Extension['__kind'], string>> = {
  TransferFeeConfig: 'Transfer Fee',
  MintCloseAuthority: 'Mint Close Authority',
  ConfidentialTransferMint: 'Confidential Transfers',
  DefaultAccountState: 'Default Account State',
  NonTransferable: 'Non-Transferable',
  InterestBearingConfig: 'Interest Bearing',
  PermanentDelegate: 'Permanent Delegate',
  TransferHook: 'Transfer Hook',
  ConfidentialTransferFee: 'Confidential Transfer Fee',
  MetadataPointer: 'Metadata Pointer',
  TokenMetadata: 'Token Metadata',
  GroupPointer: 'Group Pointer',
  TokenGroup: 'Token Group',
  GroupMemberPointer: 'Group Member Pointer',
  TokenGroupMember: 'Token Group Member',
  ConfidentialMintBurn: 'Confidential Mint/Burn',
  ScaledUiAmountConfig: 'Scaled UI Amount',
  PausableConfig: 'Pausable',
  PermissionedBurn: 'Permissioned Burn',
};

/** The raw account a decoder needs (any RPC's `getAccountInfo` value, data as bytes). */
export interface RawAccount {
  address: Address;
  owner: Address;
  data: ReadonlyUint8Array;
  lamports: bigint;
}

/** The token program holding `account` when its data has the layout of a `kind`; null for anything else. */
function tokenLayoutProgram(kind: 'mint' | 'account', account: RawAccount): TokenProgramKind | null {
  const program = tokenProgramKind(account.owner);
  return program && hasTokenLayout(kind, account.owner, account.data) ? program : null;
}

/**
 * Decodes a mint account of the Token or Token-2022 program: supply, decimals, authorities and every
 * extension it really carries (with the in-mint metadata). Returns null when the account is not a mint.
 */
export function decodeMint(account: RawAccount): MintFacts | null {
  const program = tokenLayoutProgram('mint', account);
  if (!program) return null;
  const { data } = account;
  const base = getTokenMintDecoder().decode(data.subarray(0, MINT_BASE_SIZE));
  if (!base.isInitialized) return null;
  const facts: MintFacts = {
    address: account.address,
    program,
    programAddress: account.owner,
    supply: base.supply,
    decimals: base.decimals,
    mintAuthority: optional(base.mintAuthority),
    freezeAuthority: optional(base.freezeAuthority),
    extensions: [],
    metadata: null,
    metadataPointer: null,
    dataSize: data.length,
    lamports: account.lamports,
  };
  if (program === 'token') return facts;
  let decoded: Extension[] | null = null;
  try {
    decoded = optional(getToken2022MintDecoder().decode(data).extensions);
  } catch {
    // An extension newer than this decoder: fall back to naming the TLV types.
  }
  if (decoded) {
    for (const ext of decoded) {
      if (ext.__kind === 'Uninitialized') continue;
      facts.extensions.push({
        type: typeOfKind(ext.__kind),
        name: KIND_NAMES[ext.__kind] ?? ext.__kind,
        details: detailsOf(ext),
      });
      if (ext.__kind === 'TokenMetadata') {
        facts.metadata = {
          name: ext.name,
          symbol: ext.symbol,
          uri: ext.uri,
          updateAuthority: optional(ext.updateAuthority),
          additional: [...ext.additionalMetadata.entries()],
        };
      }
      if (ext.__kind === 'MetadataPointer') facts.metadataPointer = nonZero(ext.metadataAddress);
    }
  } else {
    facts.extensions = listExtensionTypes(data).map((type) => ({
      type,
      name: EXTENSION_NAMES[type] ?? `Extension #${type}`,
      details: [],
    }));
  }
  return facts;
}

/** A token account's state as the burn and freeze tools need it. */
export interface TokenAccountFacts {
  address: Address;
  program: TokenProgramKind;
  mint: Address;
  owner: Address;
  amount: bigint;
  state: 'initialized' | 'frozen';
  closeAuthority: Address | null;
  lamports: bigint;
}

/** Decodes a Token or Token-2022 token account; null when the account is something else. */
export function decodeTokenAccount(account: RawAccount): TokenAccountFacts | null {
  const program = tokenLayoutProgram('account', account);
  if (!program) return null;
  const { data } = account;
  // The base layout is the same in both programs; Token-2022's decoder also copes with its extensions.
  const token = getToken2022AccountDecoder().decode(data.subarray(0, TOKEN_ACCOUNT_BASE_SIZE));
  if (token.state === 0) return null;
  return {
    address: account.address,
    program,
    mint: token.mint,
    owner: token.owner,
    amount: token.amount,
    state: token.state === 2 ? 'frozen' : 'initialized',
    closeAuthority: optional(token.closeAuthority),
    lamports: account.lamports,
  };
}
