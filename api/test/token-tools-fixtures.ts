// Wallets and mints for the tests of core's token tools and of the burn index: a funded wallet, a transaction
// signed by wallet keys as a browser wallet signs it, a mint made with core's own builder, and core's burn of it.
import {
  type Address,
  type Base64EncodedWireTransaction,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  partiallySignTransaction,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
} from '@solana/kit';
import {
  buildBurnInstructions,
  buildCreateMintInstructions,
  buildWireTransaction,
  type TokenProgramKind,
  waitForConfirmation,
} from '@solpad/core/token-tools';

/** The decimals of every mint {@link createToolsMint} makes. */
export const TOOLS_MINT_DECIMALS = 6;

/** A fresh wallet with `sol` SOL from the chain's faucet, the airdrop confirmed. */
export async function fundedWallet(rpc: Rpc<SolanaRpcApi>, sol = 5n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  const sig = await rpc.requestAirdrop(signer.address, lamports(sol * 1_000_000_000n)).send();
  await waitForConfirmation(rpc, sig, { pollMs: 50 });
  return signer;
}

/**
 * Compiles `instructions` with core's `buildWireTransaction` (the first of `signers` pays) and signs it with every
 * one of `signers`' keys; the wire transaction, base64.
 */
export async function signedWire(
  rpc: Rpc<SolanaRpcApi>,
  signers: KeyPairSigner[],
  instructions: Instruction[],
): Promise<Base64EncodedWireTransaction> {
  const [payer] = signers;
  if (!payer) throw new Error('no payer');
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const unsigned = getTransactionDecoder().decode(buildWireTransaction(payer.address, instructions, latest));
  const signed = await partiallySignTransaction(
    signers.map((s) => s.keyPair),
    unsigned,
  );
  return getBase64EncodedWireTransaction(signed);
}

/** A mint made with core's builder and the account of `owner` that holds its supply. */
export interface ToolsMint {
  mint: Address;
  account: Address;
}

/**
 * Creates a mint held by `owner` (mint and freeze authority, {@link TOOLS_MINT_DECIMALS} decimals) with `supply` in
 * the owner's token account, through core's `buildCreateMintInstructions`; `withMetadata` adds Token-2022 metadata
 * (name Moon, symbol MOON). Waits for the transaction to be confirmed.
 */
export async function createToolsMint(
  rpc: Rpc<SolanaRpcApi>,
  owner: KeyPairSigner,
  program: TokenProgramKind,
  supply: bigint,
  withMetadata = false,
): Promise<ToolsMint> {
  const mint = await generateKeyPairSigner();
  const { instructions, tokenAccount } = await buildCreateMintInstructions(rpc, {
    program,
    mint,
    payer: owner.address,
    decimals: TOOLS_MINT_DECIMALS,
    mintAuthority: owner.address,
    freezeAuthority: owner.address,
    ...(withMetadata && {
      metadata: {
        name: 'Moon',
        symbol: 'MOON',
        uri: 'https://example.com/m.json',
        updateAuthority: owner.address,
      },
    }),
    initialSupply: { owner: owner.address, amount: supply },
  });
  const wire = await signedWire(rpc, [owner, mint], instructions);
  const sig = (await rpc.sendTransaction(wire, { encoding: 'base64' }).send()) as Signature;
  await waitForConfirmation(rpc, sig, { pollMs: 50 });
  return { mint: mint.address, account: tokenAccount as Address };
}

/** core's checked burn of `amount` from `owner`'s account of `minted`. */
export function burnOf(
  program: TokenProgramKind,
  { mint, account }: ToolsMint,
  owner: Address,
  amount: bigint,
): Instruction[] {
  return buildBurnInstructions({ program, account, mint, owner, amount, decimals: TOOLS_MINT_DECIMALS });
}
