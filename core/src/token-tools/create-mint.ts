import { type Address, createNoopSigner, type Instruction, type TransactionSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMint2Instruction,
  getInitializeTokenMetadataInstruction,
  getMintSize,
  getMintToCheckedInstruction,
} from '@solana-program/token-2022';
import { type TokenProgramKind, tokenProgramAddress } from './mint';
import type { TokenToolsRpc } from './transaction';

/** What {@link buildCreateMintInstructions} creates. */
export interface CreateMintInput {
  program: TokenProgramKind;
  /** The new mint's keypair signer (it signs its own creation). */
  mint: TransactionSigner;
  payer: Address;
  decimals: number;
  mintAuthority: Address;
  freezeAuthority: Address | null;
  /** Token-2022 only: in-mint metadata (metadata pointer to the mint itself + TokenMetadata). */
  metadata?: { name: string; symbol: string; uri: string; updateAuthority: Address };
  /** Mints this many base units to `mintTo`'s associated token account (created idempotently). */
  initialSupply?: { owner: Address; amount: bigint };
}

/**
 * Instructions that create and initialise a mint with the standard programs only (System createAccount,
 * initializeMint2, optional Token-2022 metadata pointer + metadata), and optionally mint a first supply to an
 * owner's associated token account. The mint authority must sign (it is the payer in the usual case).
 */
export async function buildCreateMintInstructions(
  rpc: TokenToolsRpc,
  input: CreateMintInput,
): Promise<{ instructions: Instruction[]; tokenAccount: Address | null }> {
  const programAddress = tokenProgramAddress(input.program);
  const withMetadata = input.program === 'token-2022' && input.metadata !== undefined;
  const pointer = extension('MetadataPointer', {
    authority: input.mintAuthority,
    metadataAddress: input.mint.address,
  });
  const space = withMetadata ? getMintSize([pointer]) : getMintSize();
  // The metadata is written after initialisation and grows the account: fund the final size up front.
  const fullSize =
    withMetadata && input.metadata
      ? getMintSize([
          pointer,
          extension('TokenMetadata', {
            updateAuthority: input.metadata.updateAuthority,
            mint: input.mint.address,
            name: input.metadata.name,
            symbol: input.metadata.symbol,
            uri: input.metadata.uri,
            additionalMetadata: new Map(),
          }),
        ])
      : space;
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(fullSize)).send();
  const payer = createNoopSigner(input.payer);
  const mintAuthority = createNoopSigner(input.mintAuthority);
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer,
      newAccount: input.mint,
      lamports: rent,
      space: BigInt(space),
      programAddress,
    }),
  ];
  if (withMetadata) {
    instructions.push(
      getInitializeMetadataPointerInstruction({
        mint: input.mint.address,
        authority: input.mintAuthority,
        metadataAddress: input.mint.address,
      }),
    );
  }
  instructions.push(
    getInitializeMint2Instruction(
      {
        mint: input.mint.address,
        decimals: input.decimals,
        mintAuthority: input.mintAuthority,
        freezeAuthority: input.freezeAuthority,
      },
      { programAddress },
    ),
  );
  if (withMetadata && input.metadata) {
    instructions.push(
      getInitializeTokenMetadataInstruction({
        metadata: input.mint.address,
        updateAuthority: input.metadata.updateAuthority,
        mint: input.mint.address,
        mintAuthority,
        name: input.metadata.name,
        symbol: input.metadata.symbol,
        uri: input.metadata.uri,
      }),
    );
  }
  let tokenAccount: Address | null = null;
  if (input.initialSupply) {
    [tokenAccount] = await findAssociatedTokenPda({
      owner: input.initialSupply.owner,
      mint: input.mint.address,
      tokenProgram: programAddress,
    });
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: tokenAccount,
        owner: input.initialSupply.owner,
        mint: input.mint.address,
        tokenProgram: programAddress,
      }),
      getMintToCheckedInstruction(
        {
          mint: input.mint.address,
          token: tokenAccount,
          mintAuthority,
          amount: input.initialSupply.amount,
          decimals: input.decimals,
        },
        { programAddress },
      ),
    );
  }
  return { instructions, tokenAccount };
}
