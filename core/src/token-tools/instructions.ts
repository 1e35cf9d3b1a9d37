import { type Address, createNoopSigner, type Instruction, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  AuthorityType,
  getBurnCheckedInstruction,
  getCloseAccountInstruction,
  getFreezeAccountInstruction,
  getSetAuthorityInstruction,
  getThawAccountInstruction,
  getUpdateTokenMetadataFieldInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
  tokenMetadataField,
} from '@solana-program/token-2022';
import type { MetadataField } from '../schemas/token-tools';
import { type MintMetadata, type TokenProgramKind, tokenProgramAddress } from './mint';

/*
 * Builders for the token tools. The base instructions (burnChecked, closeAccount, setAuthority,
 * freezeAccount, thawAccount) have the same layout in SPL Token and Token-2022, so one builder serves both
 * with the owning program's address. Authorities are "no-op" signers: the instruction marks them as signers
 * and the connected wallet signs the compiled transaction.
 */

const config = (program: TokenProgramKind) => ({ programAddress: tokenProgramAddress(program) });

/** Burns `amount` base units from `account` (owned by `owner`), checked against the mint's decimals. */
export function buildBurnInstructions(input: {
  program: TokenProgramKind;
  account: Address;
  mint: Address;
  owner: Address;
  amount: bigint;
  decimals: number;
}): Instruction[] {
  return [
    getBurnCheckedInstruction(
      {
        account: input.account,
        mint: input.mint,
        authority: createNoopSigner(input.owner),
        amount: input.amount,
        decimals: input.decimals,
      },
      config(input.program),
    ),
  ];
}

/** Closes an empty token account; its rent goes to `destination` (the owner's wallet by default). */
export function buildCloseAccountInstructions(input: {
  program: TokenProgramKind;
  account: Address;
  owner: Address;
  destination?: Address;
}): Instruction[] {
  return [
    getCloseAccountInstruction(
      {
        account: input.account,
        destination: input.destination ?? input.owner,
        owner: createNoopSigner(input.owner),
      },
      config(input.program),
    ),
  ];
}

/** Which mint authority to revoke. */
export type RevocableAuthority = 'mint' | 'freeze';

/** Hands a mint's mint or freeze authority to `newAuthority`, or removes it for good (null). */
export function buildSetAuthorityInstructions(input: {
  program: TokenProgramKind;
  mint: Address;
  authority: Address;
  which: RevocableAuthority;
  newAuthority: Address | null;
}): Instruction[] {
  return [
    getSetAuthorityInstruction(
      {
        owned: input.mint,
        owner: createNoopSigner(input.authority),
        authorityType: input.which === 'mint' ? AuthorityType.MintTokens : AuthorityType.FreezeAccount,
        newAuthority: input.newAuthority,
      },
      config(input.program),
    ),
  ];
}

/** Removes a mint's mint or freeze authority for good (setAuthority to none). */
export function buildRevokeAuthorityInstructions(input: {
  program: TokenProgramKind;
  mint: Address;
  authority: Address;
  which: RevocableAuthority;
}): Instruction[] {
  return buildSetAuthorityInstructions({ ...input, newAuthority: null });
}

/** Freezes or thaws a token account with the mint's freeze authority. */
export function buildFreezeInstructions(input: {
  program: TokenProgramKind;
  action: 'freeze' | 'thaw';
  account: Address;
  mint: Address;
  freezeAuthority: Address;
}): Instruction[] {
  const args = { account: input.account, mint: input.mint, owner: createNoopSigner(input.freezeAuthority) };
  return [
    input.action === 'freeze'
      ? getFreezeAccountInstruction(args, config(input.program))
      : getThawAccountInstruction(args, config(input.program)),
  ];
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/**
 * Bytes the Token-2022 metadata TLV entry takes: update authority (32) + mint (32) + name, symbol and uri
 * (u32 length + UTF-8 each) + additional metadata (u32 count + each key and value with their lengths).
 */
export function tokenMetadataSize(metadata: Pick<MintMetadata, 'name' | 'symbol' | 'uri' | 'additional'>) {
  let size = 32 + 32 + 4 + utf8Length(metadata.name) + 4 + utf8Length(metadata.symbol);
  size += 4 + utf8Length(metadata.uri) + 4;
  for (const [key, value] of metadata.additional) size += 4 + utf8Length(key) + 4 + utf8Length(value);
  return size;
}

/** The mint account's size once `field` of its in-mint metadata holds `value` (the program reallocates). */
export function mintSizeAfterMetadataUpdate(
  currentSize: number,
  metadata: MintMetadata,
  field: MetadataField,
  value: string,
): number {
  const next = { ...metadata, [field]: value };
  return currentSize + tokenMetadataSize(next) - tokenMetadataSize(metadata);
}

const FIELD = {
  name: tokenMetadataField('Name'),
  symbol: tokenMetadataField('Symbol'),
  uri: tokenMetadataField('Uri'),
} as const;

/**
 * Updates a field of a Token-2022 mint's in-mint metadata. The program grows the account but moves no
 * lamports, so when the bigger account needs more rent than it holds (`rentExemptLamports` for the new
 * size, as `getMinimumBalanceForRentExemption` answers), the payer tops it up first.
 */
export function buildUpdateMetadataFieldInstructions(input: {
  mint: Address;
  updateAuthority: Address;
  payer: Address;
  field: MetadataField;
  value: string;
  currentLamports: bigint;
  rentExemptLamports: bigint;
}): Instruction[] {
  const instructions: Instruction[] = [];
  if (input.rentExemptLamports > input.currentLamports) {
    instructions.push(
      getTransferSolInstruction({
        source: createNoopSigner(input.payer),
        destination: input.mint,
        amount: lamports(input.rentExemptLamports - input.currentLamports),
      }),
    );
  }
  instructions.push(
    getUpdateTokenMetadataFieldInstruction(
      {
        metadata: input.mint,
        updateAuthority: createNoopSigner(input.updateAuthority),
        field: FIELD[input.field],
        value: input.value,
      },
      { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
    ),
  );
  return instructions;
}

/** Hands the Token-2022 metadata's update authority to `newAuthority`, or removes it (null: immutable). */
export function buildUpdateMetadataAuthorityInstructions(input: {
  mint: Address;
  updateAuthority: Address;
  newAuthority: Address | null;
}): Instruction[] {
  return [
    getUpdateTokenMetadataUpdateAuthorityInstruction(
      {
        metadata: input.mint,
        updateAuthority: createNoopSigner(input.updateAuthority),
        newUpdateAuthority: input.newAuthority,
      },
      { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
    ),
  ];
}
