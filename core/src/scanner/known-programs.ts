/** Program ids the scanner recognises, with the label it shows. */
export const KNOWN_PROGRAMS: Readonly<Record<string, string>> = {
  '11111111111111111111111111111111': 'System Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'SPL Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo (v2)',
  Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: 'Memo (v1)',
  ComputeBudget111111111111111111111111111111: 'Compute Budget',
  AddressLookupTab1e1111111111111111111111111: 'Address Lookup Table',
  Stake11111111111111111111111111111111111111: 'Stake Program',
  Vote111111111111111111111111111111111111111: 'Vote Program',
  Config1111111111111111111111111111111111111: 'Config Program',
  Ed25519SigVerify111111111111111111111111111: 'Ed25519 Signature Verify',
  KeccakSecp256k11111111111111111111111111111: 'Secp256k1 Signature Verify',
  BPFLoader1111111111111111111111111111111111: 'BPF Loader (v1, deprecated)',
  BPFLoader2111111111111111111111111111111111: 'BPF Loader (v2)',
  BPFLoaderUpgradeab1e11111111111111111111111: 'BPF Upgradeable Loader',
  LoaderV411111111111111111111111111111111111: 'Loader v4',
  NativeLoader1111111111111111111111111111111: 'Native Loader',
  metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s: 'Metaplex Token Metadata',
  SysvarRent111111111111111111111111111111111: 'Rent Sysvar',
  SysvarC1ock11111111111111111111111111111111: 'Clock Sysvar',
  whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc: 'Orca Whirlpools',
  '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8': 'Raydium AMM v4',
  CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK: 'Raydium CLMM',
  CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C: 'Raydium CPMM',
  LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: 'Meteora DLMM',
  Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB: 'Meteora Pools',
  '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P': 'Pump.fun',
  JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4: 'Jupiter Aggregator v6',
};

/** Loader program ids (owners of executable programs). */
export const LOADERS = {
  bpfLoaderDeprecated: 'BPFLoader1111111111111111111111111111111111',
  bpfLoader2: 'BPFLoader2111111111111111111111111111111111',
  bpfLoaderUpgradeable: 'BPFLoaderUpgradeab1e11111111111111111111111',
  loaderV4: 'LoaderV411111111111111111111111111111111111',
  native: 'NativeLoader1111111111111111111111111111111',
} as const;

/** The Metaplex Token Metadata program (classic SPL tokens keep name/symbol/uri in its PDA). */
export const METAPLEX_METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';

/** The label of a known program, or null. */
export function knownProgramLabel(address: string): string | null {
  return KNOWN_PROGRAMS[address] ?? null;
}
