// Creating real state on the test server's localnet through its JSON-RPC endpoint (`/api/rpc`) with kit.
import {
  type Address,
  createSolanaRpc,
  generateKeyPairSigner,
  type Instruction,
  type KeyPairSigner,
  lamports,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { sendInstructions } from '../../../api/test/scanner-fixtures';
import type { APIRequestContext } from './test';

/** A token minted on the localnet. */
export interface Minted {
  mint: Address;
  authority: KeyPairSigner;
  /** The holders, in the order of `amounts`. */
  holders: Address[];
}

/** Airdrops `amount` lamports to `address` and waits until the balance shows it. */
export async function airdrop(rpcUrl: string, address: Address, amount: bigint): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl);
  await rpc.requestAirdrop(address, lamports(amount)).send();
  for (let i = 0; i < 50; i++) {
    if ((await rpc.getBalance(address).send()).value >= amount) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`airdrop to ${address} did not land`);
}

/**
 * Mints a classic SPL token (6 decimals, mint authority kept, no freeze authority) to the given holders
 * (fresh wallets when omitted): 500,000, 300,000 and 200,000 tokens.
 */
export async function mintToken(rpcUrl: string, owners?: Address[]): Promise<Minted> {
  const rpc = createSolanaRpc(rpcUrl);
  const authority = await generateKeyPairSigner();
  await airdrop(rpcUrl, authority.address, 2_000_000_000n);
  const send = (instructions: Instruction[]) => sendInstructions(rpc, authority, instructions);
  const mint = await generateKeyPairSigner();
  const rent = await rpc.getMinimumBalanceForRentExemption(82n).send();
  const holders =
    owners ?? (await Promise.all([1, 2, 3].map(async () => (await generateKeyPairSigner()).address)));
  const amounts = [500_000_000_000n, 300_000_000_000n, 200_000_000_000n];
  const atas = await Promise.all(
    holders.map(
      async (owner) =>
        (await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0],
    ),
  );
  await send([
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: rent,
      space: 82,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: 6,
      mintAuthority: authority.address,
      freezeAuthority: null,
    }),
  ]);
  await send(
    holders.flatMap((owner, i) => [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: authority,
        ata: atas[i]!,
        owner,
        mint: mint.address,
      }),
      getMintToInstruction({
        mint: mint.address,
        token: atas[i]!,
        mintAuthority: authority,
        amount: amounts[i]!,
      }),
    ]),
  );
  return { mint: mint.address, authority, holders };
}

/** One JSON-RPC call through the site's `/api/rpc` with `request` (a page's or a context's): its `result`. */
export function rpcVia(request: APIRequestContext) {
  return async <T>(method: string, params: unknown[]): Promise<T> =>
    (
      (await (
        await request.post('/api/rpc', { data: { jsonrpc: '2.0', id: 1, method, params } })
      ).json()) as { result: T }
    ).result;
}
