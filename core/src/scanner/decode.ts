import { getBase58Decoder, isSome, type Option, type ReadonlyUint8Array } from '@solana/kit';
import { getMintDecoder as getLegacyMintDecoder } from '@solana-program/token';
import {
  type Extension,
  ExtensionType,
  getMintDecoder as getToken2022MintDecoder,
} from '@solana-program/token-2022';
import type { MintExtensions } from './types';

const base58 = getBase58Decoder();
/** Built once: kit's decoder of a Token-2022 mint is a tree of codecs costlier to build than to run. */
const token2022MintDecoder = getToken2022MintDecoder();
const legacyMintDecoder = getLegacyMintDecoder();
/** The all-zero address Token-2022 uses for "no authority" in its non-optional fields. */
const ZERO_ADDRESS = '11111111111111111111111111111111';
const MINT_SIZE = 82;
/** Token-2022 pads a mint to the token-account length, then one account-type byte, then the TLV entries. */
const ACCOUNT_TYPE_OFFSET = 165;
const TLV_START = 166;

const view = (d: ReadonlyUint8Array) => new DataView(d.buffer, d.byteOffset, d.byteLength);
const addressAt = (d: ReadonlyUint8Array, offset: number) => base58.decode(d.subarray(offset, offset + 32));
const optionAddress = (o: Option<string>): string | null => (isSome(o) ? o.value : null);
const nonZero = (a: string): string | null => (a === ZERO_ADDRESS ? null : a);

/** A mint's base fields. */
export interface DecodedMint {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

/** Decodes the 82-byte base mint layout shared by SPL Token and Token-2022. */
export function decodeBaseMint(data: ReadonlyUint8Array): DecodedMint | null {
  if (data.length < MINT_SIZE) return null;
  const m = legacyMintDecoder.decode(data.subarray(0, MINT_SIZE));
  return {
    mintAuthority: optionAddress(m.mintAuthority),
    supply: m.supply,
    decimals: m.decimals,
    isInitialized: m.isInitialized,
    freezeAuthority: optionAddress(m.freezeAuthority),
  };
}

/** The Token-2022 extension types present in a mint's TLV data, read without decoding their contents. */
export function extensionTypesOf(data: ReadonlyUint8Array): number[] {
  if (data.length <= TLV_START || data[ACCOUNT_TYPE_OFFSET] !== 1) return [];
  const types: number[] = [];
  const v = view(data);
  let offset = TLV_START;
  while (offset + 4 <= data.length) {
    const type = v.getUint16(offset, true);
    const length = v.getUint16(offset + 2, true);
    if (type === 0 && length === 0) break; // zero padding after the last entry
    types.push(type);
    offset += 4 + length;
  }
  return types;
}

/** No extensions: what a classic SPL Token mint has. */
export const NO_EXTENSIONS: MintExtensions = {
  transferFee: null,
  transferHook: null,
  permanentDelegate: null,
  nonTransferable: false,
  defaultAccountState: null,
  pausable: null,
  metadataPointer: null,
  mintCloseAuthority: null,
  present: [],
};

/** Token-2022 embedded metadata (the TokenMetadata extension). */
export interface EmbeddedMetadata {
  updateAuthority: string | null;
  name: string;
  symbol: string;
  uri: string;
}

/**
 * Reads a Token-2022 mint's extensions from its TLV data with the program's own decoder. `epoch` picks the
 * transfer fee in force (the newer one applies from its epoch on; unknown epoch → the higher of the two, so
 * a fee about to rise is not understated).
 */
export function decodeMintExtensions(
  data: ReadonlyUint8Array,
  epoch: bigint | null,
): { extensions: MintExtensions; metadata: EmbeddedMetadata | null; undecoded: boolean } {
  const types = extensionTypesOf(data);
  const names = types.map((t) => ExtensionType[t] ?? `Unknown(${t})`);
  let list: Extension[] = [];
  let undecoded = false;
  try {
    const decoded = token2022MintDecoder.decode(data);
    list = isSome(decoded.extensions) ? decoded.extensions.value : [];
  } catch {
    // An extension newer than the decoder: keep the names read from the TLV headers and say so.
    undecoded = types.length > 0;
  }
  const ext: MintExtensions = { ...NO_EXTENSIONS, present: names };
  let metadata: EmbeddedMetadata | null = null;
  for (const e of list) {
    switch (e.__kind) {
      case 'TransferFeeConfig': {
        const newer = e.newerTransferFee;
        const older = e.olderTransferFee;
        const current =
          epoch === null
            ? newer.transferFeeBasisPoints >= older.transferFeeBasisPoints
              ? newer
              : older
            : epoch >= newer.epoch
              ? newer
              : older;
        ext.transferFee = {
          basisPoints: current.transferFeeBasisPoints,
          maximumFee: current.maximumFee,
          authority: nonZero(e.transferFeeConfigAuthority),
          withdrawAuthority: nonZero(e.withdrawWithheldAuthority),
        };
        break;
      }
      case 'TransferHook':
        ext.transferHook = { programId: nonZero(e.programId), authority: nonZero(e.authority) };
        break;
      case 'PermanentDelegate':
        ext.permanentDelegate = nonZero(e.delegate);
        break;
      case 'NonTransferable':
        ext.nonTransferable = true;
        break;
      case 'DefaultAccountState':
        ext.defaultAccountState = e.state === 2 ? 'frozen' : 'initialized';
        break;
      case 'PausableConfig':
        ext.pausable = { authority: optionAddress(e.authority), paused: e.paused };
        break;
      case 'MetadataPointer':
        ext.metadataPointer = {
          authority: optionAddress(e.authority),
          metadataAddress: optionAddress(e.metadataAddress),
        };
        break;
      case 'MintCloseAuthority':
        ext.mintCloseAuthority = nonZero(e.closeAuthority);
        break;
      case 'TokenMetadata':
        metadata = {
          updateAuthority: optionAddress(e.updateAuthority),
          name: e.name,
          symbol: e.symbol,
          uri: e.uri,
        };
        break;
      default:
        break;
    }
  }
  return { extensions: ext, metadata, undecoded };
}

/** A token account's fields the scanner uses. */
export interface DecodedTokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
  /** 1 initialized, 2 frozen. */
  state: number;
}

/** Decodes the 165-byte base token account layout (SPL Token and Token-2022). */
export function decodeTokenAccount(data: ReadonlyUint8Array): DecodedTokenAccount | null {
  if (data.length < 165) return null;
  return {
    mint: addressAt(data, 0),
    owner: addressAt(data, 32),
    amount: view(data).getBigUint64(64, true),
    state: data[108] ?? 0,
  };
}

/** Metaplex Token Metadata fields the scanner reads (name, symbol, uri, update authority, mutability). */
export interface MetaplexMetadata {
  updateAuthority: string;
  mint: string;
  name: string;
  symbol: string;
  uri: string;
  isMutable: boolean | null;
}

/**
 * Decodes a Metaplex metadata account (borsh: key u8, update authority, mint, name, symbol, uri as u32-length
 * strings padded with NULs, seller fee u16, Option<Vec<Creator>>, primary sale bool, is mutable bool).
 */
export function decodeMetaplexMetadata(data: ReadonlyUint8Array): MetaplexMetadata | null {
  try {
    if (data.length < 65 || data[0] !== 4) return null; // key 4 = MetadataV1
    const v = view(data);
    let o = 1;
    const updateAuthority = addressAt(data, o);
    o += 32;
    const mint = addressAt(data, o);
    o += 32;
    const text = () => {
      const len = v.getUint32(o, true);
      o += 4;
      if (o + len > data.length) throw new Error('truncated');
      const s = new TextDecoder().decode(data.subarray(o, o + len)).replace(/\0+$/, '');
      o += len;
      return s;
    };
    const name = text();
    const symbol = text();
    const uri = text();
    o += 2; // seller fee basis points
    let isMutable: boolean | null = null;
    if (o < data.length) {
      if (data[o] === 1) {
        const count = v.getUint32(o + 1, true);
        o += 1 + 4 + count * 34; // creator: address, verified u8, share u8
      } else o += 1;
      o += 1; // primary sale happened
      if (o < data.length) isMutable = data[o] === 1;
    }
    return { updateAuthority, mint, name, symbol, uri, isMutable };
  } catch {
    return null;
  }
}

/** An upgradeable loader account: a Program pointing at its ProgramData, or the ProgramData itself. */
export type UpgradeableLoaderState =
  | { kind: 'program'; programDataAddress: string }
  | { kind: 'programData'; slot: bigint; upgradeAuthority: string | null }
  | { kind: 'buffer' | 'uninitialized' | 'unknown' };

/** Size of the ProgramData header before the program's code. */
export const PROGRAM_DATA_HEADER = 45;

/** Decodes the BPF upgradeable loader's account state (u32 tag, then the variant's fields). */
export function decodeUpgradeableLoaderState(data: ReadonlyUint8Array): UpgradeableLoaderState {
  if (data.length < 4) return { kind: 'unknown' };
  const tag = view(data).getUint32(0, true);
  if (tag === 0) return { kind: 'uninitialized' };
  if (tag === 1) return { kind: 'buffer' };
  if (tag === 2 && data.length >= 36) return { kind: 'program', programDataAddress: addressAt(data, 4) };
  if (tag === 3 && data.length >= 13) {
    const slot = view(data).getBigUint64(4, true);
    const upgradeAuthority = data[12] === 1 && data.length >= 45 ? addressAt(data, 13) : null;
    return { kind: 'programData', slot, upgradeAuthority };
  }
  return { kind: 'unknown' };
}
