import { type Address, getAddressDecoder, type ReadonlyUint8Array } from '@solana/kit';

/** The upgradeable BPF loader (loader v3): programs deployed with `solana program deploy`. */
export const BPF_LOADER_UPGRADEABLE = 'BPFLoaderUpgradeab1e11111111111111111111111' as Address;
/** The non-upgradeable BPF loader v2 (the SPL Token and Memo programs live here). */
export const BPF_LOADER_2 = 'BPFLoader2111111111111111111111111111111111' as Address;
/** The deprecated BPF loader v1. */
export const BPF_LOADER_DEPRECATED = 'BPFLoader1111111111111111111111111111111111' as Address;
/** Loader v4. */
export const LOADER_V4 = 'LoaderV411111111111111111111111111111111111' as Address;
/** The owner of builtin (native) programs such as System. */
export const NATIVE_LOADER = 'NativeLoader1111111111111111111111111111111' as Address;

/** Readable names of the loaders. */
export const LOADER_NAMES: Readonly<Record<string, string>> = {
  [BPF_LOADER_UPGRADEABLE]: 'BPF Upgradeable Loader',
  [BPF_LOADER_2]: 'BPF Loader 2',
  [BPF_LOADER_DEPRECATED]: 'BPF Loader (deprecated)',
  [LOADER_V4]: 'Loader v4',
  [NATIVE_LOADER]: 'Native (builtin)',
};

/** True when `owner` is a program loader (so an executable account it owns is a program). */
export function isLoader(owner: string): boolean {
  return owner in LOADER_NAMES;
}

/** The state of an account owned by the upgradeable loader. */
export type UpgradeableLoaderState =
  | { kind: 'uninitialized' }
  | { kind: 'buffer'; authority: Address | null }
  | { kind: 'program'; programData: Address }
  | {
      kind: 'programData';
      /** Slot of the last deploy or upgrade. */
      slot: bigint;
      /** Null when the program was made immutable. */
      upgradeAuthority: Address | null;
      /** Bytes of the program's ELF (the account minus its header). */
      elfSize: number;
    };

/** Header size of a ProgramData account: tag (4) + slot (8) + option tag (1) + authority (32). */
export const PROGRAM_DATA_HEADER_SIZE = 45;

/**
 * Decodes `UpgradeableLoaderState` (bincode: u32 tag, then the variant's fields). Returns null for data that
 * is not a valid state.
 */
export function decodeUpgradeableLoaderState(data: ReadonlyUint8Array): UpgradeableLoaderState | null {
  if (data.length < 4) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const addressAt = (offset: number) => getAddressDecoder().decode(data.subarray(offset, offset + 32));
  const tag = view.getUint32(0, true);
  switch (tag) {
    case 0:
      return { kind: 'uninitialized' };
    case 1: {
      if (data.length < 5) return null;
      const has = data[4] === 1;
      if (has && data.length < 37) return null;
      return { kind: 'buffer', authority: has ? addressAt(5) : null };
    }
    case 2:
      return data.length < 36 ? null : { kind: 'program', programData: addressAt(4) };
    case 3: {
      if (data.length < 13) return null;
      const slot = view.getBigUint64(4, true);
      const has = data[12] === 1;
      if (has && data.length < PROGRAM_DATA_HEADER_SIZE) return null;
      return {
        kind: 'programData',
        slot,
        upgradeAuthority: has ? addressAt(13) : null,
        elfSize: Math.max(0, data.length - PROGRAM_DATA_HEADER_SIZE),
      };
    }
    default:
      return null;
  }
}
