// Chain-side builders for the actor-analysis fixtures: SOL sent from one wallet to others (a common funder), and
// a Token-2022 mint made outside the launchpad whose creator mints the supply to itself and hands it out — the
// way a token launched elsewhere looks on chain. Everything is a real transaction through the app's JSON-RPC.
import {
  type Address,
  createSolanaRpcFromTransport,
  generateKeyPairSigner,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from '@solana/kit';
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  AuthorityType,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import type { App } from '../src/app';
import { sendInstructions } from './scanner-fixtures';

/** A kit RPC client whose calls go through the app's `POST /api/rpc`, as a wallet's would. */
export function appRpc(app: App): Rpc<SolanaRpcApi> {
  const transport: RpcTransport = async <T>({ payload }: { payload: unknown }) => {
    const res = await app.request('/api/rpc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stringifyJsonWithBigInts(payload),
    });
    return parseJsonWithBigInts(await res.text()) as T;
  };
  return createSolanaRpcFromTransport(transport);
}

/** One transaction in which `funder` sends `lamports` to each of `wallets` (their first SOL); its signature. */
export function sendSol(
  rpc: Rpc<SolanaRpcApi>,
  funder: KeyPairSigner,
  wallets: readonly Address[],
  lamports: bigint,
): Promise<string> {
  return sendInstructions(
    rpc,
    funder,
    wallets.map((destination) =>
      getTransferSolInstruction({ source: funder, destination, amount: lamports }),
    ),
  );
}

/** The creator's associated token account for a Token-2022 mint. */
const ataOf = async (owner: Address, mint: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS }))[0];

/**
 * A Token-2022 mint without extensions, created and paid for by `creator` (its first signer), its whole `supply`
 * minted to the creator's token account, then the mint authority revoked (no freeze authority). Two transactions.
 */
export async function createCreatorMint(
  rpc: Rpc<SolanaRpcApi>,
  creator: KeyPairSigner,
  supply: bigint,
  decimals: number,
): Promise<Address> {
  const mint = await generateKeyPairSigner();
  const space = getMintSize();
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(space)).send();
  await sendInstructions(rpc, creator, [
    getCreateAccountInstruction({
      payer: creator,
      newAccount: mint,
      lamports: rent,
      space,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals,
      mintAuthority: creator.address,
      freezeAuthority: null,
    }),
  ]);
  const ata = await ataOf(creator.address, mint.address);
  await sendInstructions(rpc, creator, [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: creator,
      ata,
      owner: creator.address,
      mint: mint.address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: creator, amount: supply }),
    getSetAuthorityInstruction({
      owned: mint.address,
      owner: creator,
      authorityType: AuthorityType.MintTokens,
      newAuthority: null,
    }),
  ]);
  return mint.address;
}

/** Recipients per transaction (an ATA creation and a checked transfer each keep it under 1232 bytes). */
const TRANSFERS_PER_TX = 4;

/**
 * Sends tokens from `from`'s account to each recipient's associated account (created on the way) with checked
 * transfers, which name the mint, so every transfer is in the mint's signature history. The signatures, in order.
 */
export async function sendTokens(
  rpc: Rpc<SolanaRpcApi>,
  from: KeyPairSigner,
  mint: Address,
  decimals: number,
  transfers: readonly { owner: Address; amount: bigint }[],
): Promise<string[]> {
  const source = await ataOf(from.address, mint);
  const signatures: string[] = [];
  for (let i = 0; i < transfers.length; i += TRANSFERS_PER_TX) {
    const instructions: Instruction[] = [];
    for (const { owner, amount } of transfers.slice(i, i + TRANSFERS_PER_TX)) {
      const destination = await ataOf(owner, mint);
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: from,
          ata: destination,
          owner,
          mint,
          tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
        }),
        getTransferCheckedInstruction({ source, mint, destination, authority: from, amount, decimals }),
      );
    }
    signatures.push(await sendInstructions(rpc, from, instructions));
  }
  return signatures;
}
