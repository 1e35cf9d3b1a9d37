// The instructions of a launch transaction, in order (see service.ts for what each does and why).
import {
  type Address,
  createNoopSigner,
  type Instruction,
  type KeyPairSigner,
  lamports,
  type TransactionSigner,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  AuthorityType,
  extension,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMint2Instruction,
  getInitializeTokenMetadataInstruction,
  getMintToCheckedInstruction,
  getSetAuthorityInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { TOKEN_DECIMALS, TOKEN_TOTAL_SUPPLY, type TradeQuote } from '@solpad/core/trade';
import { tradeInstructions } from '../trade/tx';

/** A launch's names and the URI of its metadata JSON. */
export interface LaunchMetadata {
  name: string;
  symbol: string;
  uri: string;
}

/** The mint's extensions: a metadata pointer to itself and its token metadata. */
export function mintExtensions(mint: Address, creator: Address, meta: LaunchMetadata) {
  return {
    pointer: extension('MetadataPointer', { authority: null, metadataAddress: mint }),
    tokenMetadata: extension('TokenMetadata', {
      updateAuthority: creator,
      mint,
      name: meta.name,
      symbol: meta.symbol,
      uri: meta.uri,
      additionalMetadata: new Map(),
    }),
  };
}

/** What the launch instructions are built from. */
export interface LaunchAccounts {
  mint: Address;
  /** The creator as the transaction's (noop) signer: the same instance as its fee payer. */
  creator: TransactionSigner;
  vault: Address;
  vaultAta: Address;
  treasury: Address;
  mintRent: bigint;
  vaultRent: bigint;
  /** The mint account's size before TokenMetadata reallocates it. */
  mintSpace: bigint;
  platformFeeLamports: bigint;
}

/**
 * Create and initialise the mint with its metadata, make the metadata immutable, fund the vault, mint the whole
 * supply into it, revoke the mint authority and pay the platform fee.
 */
export function launchInstructions(a: LaunchAccounts, meta: LaunchMetadata): Instruction[] {
  const { mint, creator } = a;
  return [
    getCreateAccountInstruction({
      payer: creator,
      newAccount: createNoopSigner(mint),
      lamports: lamports(a.mintRent),
      // TokenMetadata is written after InitializeMint and reallocates the account itself.
      space: a.mintSpace,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getInitializeMetadataPointerInstruction({ mint, authority: null, metadataAddress: mint }),
    getInitializeMint2Instruction({
      mint,
      decimals: TOKEN_DECIMALS,
      mintAuthority: creator.address,
      freezeAuthority: null,
    }),
    getInitializeTokenMetadataInstruction({
      metadata: mint,
      updateAuthority: creator.address,
      mint,
      mintAuthority: creator,
      name: meta.name,
      symbol: meta.symbol,
      uri: meta.uri,
    }),
    getUpdateTokenMetadataUpdateAuthorityInstruction({
      metadata: mint,
      updateAuthority: creator,
      newUpdateAuthority: null,
    }),
    getTransferSolInstruction({ source: creator, destination: a.vault, amount: lamports(a.vaultRent) }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer: creator,
      ata: a.vaultAta,
      owner: a.vault,
      mint,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getMintToCheckedInstruction({
      mint,
      token: a.vaultAta,
      mintAuthority: creator,
      amount: TOKEN_TOTAL_SUPPLY,
      decimals: TOKEN_DECIMALS,
    }),
    getSetAuthorityInstruction({
      owned: mint,
      owner: creator,
      authorityType: AuthorityType.MintTokens,
      newAuthority: null,
    }),
    getTransferSolInstruction({
      source: creator,
      destination: a.treasury,
      amount: lamports(a.platformFeeLamports),
    }),
  ];
}

/** The initial buy on the fresh curve: the trade's own instructions, with the launch's memo. */
export function initialBuyInstructions(
  quote: TradeQuote,
  a: { creator: Address; mint: Address; vault: KeyPairSigner; treasury: Address },
): Promise<Instruction[]> {
  return tradeInstructions({
    side: 'buy',
    user: a.creator,
    mint: a.mint,
    venue: a.vault,
    treasury: a.treasury,
    venueSol: quote.venueSol,
    treasuryFee: quote.feeLamports,
    userSol: quote.solAmount,
    tokens: quote.tokenAmount,
    memo: `solpad launch ${a.mint}`,
  });
}
