// Scanner fixtures: real mints built on a chain through its JSON-RPC with the token programs' own instruction
// builders — used by the scanner's tests and its benchmark.
import {
  type Address,
  type AddressesByLookupTableAddress,
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  AuthorityType,
  type ExtensionArgs,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getPostInitializeInstructionsForMintExtensions,
  getPreInitializeInstructionsForMintExtensions,
  getSetAuthorityInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';

/** How a fixture mint is built. */
export interface FixtureSpec {
  program: 'token' | 'token-2022';
  decimals?: number;
  /** The mint's extensions (a function when they need the mint's own address). */
  extensions?: ExtensionArgs[] | ((mint: Address) => ExtensionArgs[]);
  /** Keep the mint authority after minting (default: revoke it). */
  keepMintAuthority?: boolean;
  /** Set a freeze authority (the payer). */
  freezable?: boolean;
  /** Remove the TokenMetadata update authority after creation (immutable metadata). */
  lockMetadata?: boolean;
  /** Base-unit amounts, one per holder (each a fresh wallet). */
  holders: bigint[];
}

/** A built fixture: the mint, its authority (the payer) and the holders' wallets. */
export interface Fixture {
  mint: Address;
  payer: KeyPairSigner;
  holders: Address[];
  supply: bigint;
}

/**
 * One v0 transaction of `instructions` paid by `payer`, signed by it and by every signer the instructions carry;
 * accounts found in `tables` are looked up there.
 */
export async function signedTransaction(
  payer: KeyPairSigner,
  lifetime: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
  instructions: Instruction[],
  tables: AddressesByLookupTableAddress = {},
): Promise<Base64EncodedWireTransaction> {
  return getBase64EncodedWireTransaction(await signedMessage(payer, lifetime, instructions, tables));
}

/** The transaction of `signedTransaction` before it is encoded for the wire (to take its signature, or to confirm). */
export function signedMessage(
  payer: KeyPairSigner,
  lifetime: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
  instructions: Instruction[],
  tables: AddressesByLookupTableAddress = {},
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
    (m) => compressTransactionMessageUsingAddressLookupTables(m, tables),
  );
  return signTransactionMessageWithSigners(message);
}

/** Sends one transaction of `instructions` signed by `payer` (and any signer the instructions carry). */
export async function sendInstructions(
  rpc: Rpc<SolanaRpcApi>,
  payer: KeyPairSigner,
  instructions: Instruction[],
): Promise<string> {
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const wire = await signedTransaction(payer, latest, instructions);
  return rpc.sendTransaction(wire, { encoding: 'base64' }).send();
}

/** A fresh payer with `sol` SOL from the chain's faucet. */
export async function fundedPayer(rpc: Rpc<SolanaRpcApi>, sol = 5n): Promise<KeyPairSigner> {
  const payer = await generateKeyPairSigner();
  await rpc.requestAirdrop(payer.address, lamports(sol * 1_000_000_000n)).send();
  return payer;
}

const POST_INIT = new Set(['TokenMetadata', 'TokenGroup', 'TokenGroupMember']);
/** Holders per transaction (an ATA creation and a mint-to each keep a transaction under 1232 bytes). */
const HOLDERS_PER_TX = 4;

/** Builds a mint as `spec` says, mints to its holders, then revokes what the spec does not keep. */
export async function createFixture(
  rpc: Rpc<SolanaRpcApi>,
  spec: FixtureSpec,
  payer?: KeyPairSigner,
): Promise<Fixture> {
  const authority = payer ?? (await fundedPayer(rpc));
  const mint = await generateKeyPairSigner();
  const tokenProgram = spec.program === 'token' ? TOKEN_PROGRAM_ADDRESS : TOKEN_2022_PROGRAM_ADDRESS;
  const extensions =
    typeof spec.extensions === 'function' ? spec.extensions(mint.address) : (spec.extensions ?? []);
  // Without extensions a mint is the plain 82-byte layout on both programs (getMintSize([]) adds a TLV header).
  const sizeOf = (list: ExtensionArgs[]) => (list.length ? getMintSize(list) : getMintSize());
  const space = sizeOf(extensions.filter((e) => !POST_INIT.has(e.__kind)));
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(sizeOf(extensions))).send();
  await sendInstructions(rpc, authority, [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: rent,
      space,
      programAddress: tokenProgram,
    }),
    ...getPreInitializeInstructionsForMintExtensions(mint.address, extensions),
    getInitializeMint2Instruction(
      {
        mint: mint.address,
        decimals: spec.decimals ?? 6,
        mintAuthority: authority.address,
        freezeAuthority: spec.freezable ? authority.address : null,
      },
      { programAddress: tokenProgram },
    ),
    ...getPostInitializeInstructionsForMintExtensions(mint.address, authority, extensions),
  ]);

  const holders: Address[] = [];
  for (let i = 0; i < spec.holders.length; i += HOLDERS_PER_TX) {
    const batch = spec.holders.slice(i, i + HOLDERS_PER_TX);
    const instructions: Instruction[] = [];
    for (const amount of batch) {
      const owner = (await generateKeyPairSigner()).address;
      holders.push(owner);
      const [ata] = await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram });
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: authority,
          ata,
          owner,
          mint: mint.address,
          tokenProgram,
        }),
        getMintToInstruction(
          { mint: mint.address, token: ata, mintAuthority: authority, amount },
          { programAddress: tokenProgram },
        ),
      );
    }
    await sendInstructions(rpc, authority, instructions);
  }

  const finish: Instruction[] = [];
  if (!spec.keepMintAuthority)
    finish.push(
      getSetAuthorityInstruction(
        {
          owned: mint.address,
          owner: authority,
          authorityType: AuthorityType.MintTokens,
          newAuthority: null,
        },
        { programAddress: tokenProgram },
      ),
    );
  if (spec.lockMetadata)
    finish.push(
      getUpdateTokenMetadataUpdateAuthorityInstruction({
        metadata: mint.address,
        updateAuthority: authority,
        newUpdateAuthority: null,
      }),
    );
  if (finish.length) await sendInstructions(rpc, authority, finish);
  return { mint: mint.address, payer: authority, holders, supply: spec.holders.reduce((s, a) => s + a, 0n) };
}

/** `n` equal holdings of `each` base units. */
export const spread = (n: number, each: bigint) => Array.from({ length: n }, () => each);
