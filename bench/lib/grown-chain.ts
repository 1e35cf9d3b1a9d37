// A grown localnet for the scanner benches: thousands of token accounts of other mints made by real
// transactions, sent in JSON-RPC batches straight to the localnet object (no HTTP, no rate limit).
import { createHash, randomBytes } from 'node:crypto';
import {
  type Address,
  generateKeyPairSigner,
  getAddressDecoder,
  getAddressEncoder,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit';
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import { getCreateAccountWithSeedInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { getInitializeAccount3Instruction, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { ChainBackend } from '../../api/src/chain/types';
import { createFixture, signedTransaction } from '../../api/test/scanner-fixtures';

const ctx = { clientId: 'bench' };
/** Token accounts created per background transaction (5 × ~171 bytes fit in 1,232). */
const ACCOUNTS_PER_TX = 5;

/** One JSON-RPC call straight to the chain's handler; throws on an error reply. */
export async function call<T = unknown>(chain: ChainBackend, method: string, params: unknown[]): Promise<T> {
  const reply = parseJsonWithBigInts(
    await chain.handleRpc(stringifyJsonWithBigInts({ jsonrpc: '2.0', id: 1, method, params }), ctx),
  ) as { result?: T; error?: { message: string } };
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  return reply.result as T;
}

/**
 * Signs one transaction per instruction list (fee payer `payer`, the signers the instructions carry) and sends
 * them in JSON-RPC batches of 100 straight to the chain's handler. Throws if any is refused.
 */
export async function sendAll(
  chain: ChainBackend,
  payer: KeyPairSigner,
  txs: Instruction[][],
  skipPreflight: boolean,
) {
  for (let i = 0; i < txs.length; i += 100) {
    const { value: latest } = await call<{ value: { blockhash: string; lastValidBlockHeight: bigint } }>(
      chain,
      'getLatestBlockhash',
      [],
    );
    const wires = await Promise.all(
      txs.slice(i, i + 100).map((instructions) => signedTransaction(payer, latest as never, instructions)),
    );
    const body = wires.map((wire, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'sendTransaction',
      params: [wire, { encoding: 'base64', skipPreflight }],
    }));
    const replies = JSON.parse(await chain.handleRpc(JSON.stringify(body), ctx)) as {
      error?: { message: string };
    }[];
    const refused = replies.find((r) => r.error);
    if (refused) throw new Error(`setup transaction refused: ${refused.error?.message}`);
  }
}

export const randomAddress = () => getAddressDecoder().decode(randomBytes(32));
const addressBytes = getAddressEncoder();

/** `createAddressWithSeed`, synchronously (node's SHA-256): sha256(base ‖ seed ‖ program). */
const addressWithSeed = (base: Address, seed: string, program: Address) =>
  getAddressDecoder().decode(
    createHash('sha256')
      .update(addressBytes.encode(base) as Uint8Array)
      .update(seed)
      .update(addressBytes.encode(program) as Uint8Array)
      .digest(),
  );

/**
 * `accounts` token accounts of `mints` new mints (half per token program), for random owners. Each is made with
 * CreateAccountWithSeed + InitializeAccount3: its address is a hash of the payer and a seed, so no key pair and
 * no program-derived address (whose curve check costs ~1 ms in JS) is needed per account. Returns the number of
 * transactions sent.
 */
export async function growChain(
  chain: ChainBackend,
  rpc: Rpc<SolanaRpcApi>,
  { accounts, mints }: { accounts: number; mints: number },
): Promise<number> {
  const payer = await generateKeyPairSigner();
  const rent = await call<bigint>(chain, 'getMinimumBalanceForRentExemption', [165]);
  const airdrops = Math.ceil((accounts * Number(rent)) / 10_000_000_000) + 1;
  for (let i = 0; i < airdrops; i++) await call(chain, 'requestAirdrop', [payer.address, 10_000_000_000]);
  const txs: Instruction[][] = [];
  let n = 0;
  for (let m = 0; m < mints; m++) {
    const program = m % 2 ? 'token-2022' : 'token';
    const tokenProgram = m % 2 ? TOKEN_2022_PROGRAM_ADDRESS : TOKEN_PROGRAM_ADDRESS;
    const { mint } = await createFixture(rpc, { program, holders: [] }, payer);
    const count = Math.floor(accounts / mints) + (m < accounts % mints ? 1 : 0);
    let batch: Instruction[] = [];
    for (let k = 0; k < count; k++) {
      const seed = (n++).toString(36);
      const account = addressWithSeed(payer.address, seed, tokenProgram);
      batch.push(
        getCreateAccountWithSeedInstruction({
          payer,
          newAccount: account,
          base: payer.address,
          seed,
          amount: rent as never,
          space: 165,
          programAddress: tokenProgram,
        }),
        getInitializeAccount3Instruction(
          { account, mint, owner: randomAddress() },
          { programAddress: tokenProgram },
        ),
      );
      if (batch.length === 2 * ACCOUNTS_PER_TX) {
        txs.push(batch);
        batch = [];
      }
    }
    if (batch.length) txs.push(batch);
  }
  await sendAll(chain, payer, txs, true);
  return txs.length;
}

/** Accounts the token programs own (the setup's count must be exact, or something did not land). */
export async function tokenProgramAccounts(chain: ChainBackend): Promise<number> {
  let n = 0;
  for (const program of [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]) {
    const all = await call<unknown[]>(chain, 'getProgramAccounts', [
      program,
      { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
    ]);
    n += all.length;
  }
  return n;
}
