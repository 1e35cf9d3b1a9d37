// The marketing escrows on chain: their keys, the mints they hold, and the transactions that pay into and out of
// them (built with @solana/kit, like the venue's in trade/tx.ts).
import {
  type Address,
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit';
import {
  ExtensionType,
  findAssociatedTokenPda,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { extensionTypesOf } from '@solpad/core/scanner';
import { legacyMessage } from '../chain/legacy-message';
import { deriveSeed, resolvePlatformSecret } from '../keys';
import type { ChainRpc } from '../lib/chain-rpc';
import { catalogued } from '../lib/errors';
import type { Lifetime } from '../trade/tx';

/** The classic SPL Token program (presales and CTOs accept its mints as well as Token-2022's). */
export const TOKEN_PROGRAM_ADDRESS = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

/** What an escrow is for: the key label is `<kind>-escrow/<id>`. */
export type EscrowKind = 'campaign' | 'presale';

/**
 * Escrow signers derived from PLATFORM_SECRET with the same HKDF as the treasury and the curve vaults
 * (api/src/keys: salt "solpad/keys/v1", info = label), under the labels `campaign-escrow/<id>` and
 * `presale-escrow/<id>`. Nothing about an escrow's key is stored; it is recomputed from the secret and the id.
 */
export function escrowKeys(opts: {
  configured: string | undefined;
  dataDir: string;
  chainMode: 'localnet' | 'remote';
}) {
  let secret: string | undefined;
  const cache = new Map<string, Promise<KeyPairSigner>>();
  return (kind: EscrowKind, id: string): Promise<KeyPairSigner> => {
    if (secret === undefined) {
      const resolved = resolvePlatformSecret(opts);
      if (resolved === null)
        throw catalogued('CONFIG__PLATFORM_SECRET', 'Escrows are not configured on this server');
      secret = resolved;
    }
    const label = `${kind}-escrow/${id}`;
    let s = cache.get(label);
    if (!s) {
      if (cache.size > 10_000) cache.clear();
      s = createKeyPairSignerFromPrivateKeyBytes(deriveSeed(secret, label), false);
      cache.set(label, s);
    }
    return s;
  };
}

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
export async function ataFor(owner: Address, mint: Address, tokenProgram: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram });
  return ata;
}

/** A mint read from chain. */
export interface MintInfo {
  program: Address;
  supply: bigint;
  decimals: number;
  /** Someone can freeze token accounts of this mint (the escrow's too). */
  freezable: boolean;
  /** Token-2022 extension names. */
  extensions: string[];
}

/**
 * Token-2022 extensions an escrow cannot hold safely: a transfer fee (the escrow would receive less than it
 * owes), a transfer hook (another program decides whether releases go through), a permanent delegate (could take
 * the escrow's tokens), non-transferable or pausable tokens (releases could be blocked) and a default frozen state.
 */
export const ESCROW_UNSAFE_EXTENSIONS: ReadonlySet<string> = new Set([
  'TransferFeeConfig',
  'TransferHook',
  'PermanentDelegate',
  'NonTransferable',
  'PausableConfig',
  'DefaultAccountState',
]);

/** Reads a mint (SPL Token or Token-2022); null when the account is missing or is not a mint. */
export async function readMint(rpc: ChainRpc, mint: Address): Promise<MintInfo | null> {
  const { value } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send();
  if (!value) return null;
  const program = value.owner as Address;
  if (program !== TOKEN_PROGRAM_ADDRESS && program !== TOKEN_2022_PROGRAM_ADDRESS) return null;
  const data = Buffer.from(value.data[0], 'base64');
  // The base Mint layout (both programs): supply u64 at 36, decimals u8 at 44, is_initialized at 45; a
  // Token-2022 mint with extensions is longer, a token account is 165 bytes with its own account type byte.
  if (data.length < 82 || data[45] !== 1 || data.length === 165) return null;
  if (data.length > 165 && data[165] !== 1) return null;
  return {
    program,
    supply: data.readBigUInt64LE(36),
    decimals: data[44] as number,
    // COption<Pubkey> at 46: a u32 tag, 1 = Some.
    freezable: data.readUInt32LE(46) === 1,
    extensions: extensionTypesOf(new Uint8Array(data)).map((t) => ExtensionType[t] ?? `Unknown(${t})`),
  };
}

/** The sum of `owner`'s token accounts of `mint` (any token program). */
export async function tokenBalanceOf(rpc: ChainRpc, owner: Address, mint: Address): Promise<bigint> {
  const reply = await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' }).send();
  let sum = 0n;
  for (const a of reply.value) {
    const data = a.account.data as unknown as { parsed?: { info?: { tokenAmount?: { amount?: string } } } };
    sum += BigInt(data.parsed?.info?.tokenAmount?.amount ?? '0');
  }
  return sum;
}

/** A release transaction signed by every platform key it names, ready to send. */
export interface SignedRelease {
  wire: string;
  /** The fee payer's signature: the transaction's id, fixed by the signed message before it is sent. */
  signature: string;
  lastValidBlockHeight: bigint;
}

/** Compiles and fully signs a release (the treasury pays the network fee; the escrow signs its transfers). */
export async function signRelease(
  feePayer: TransactionSigner,
  lifetime: Lifetime,
  instructions: Instruction[],
): Promise<SignedRelease> {
  const message = legacyMessage(feePayer, lifetime, instructions);
  const signed = await signTransactionMessageWithSigners(message);
  return {
    wire: getBase64EncodedWireTransaction(signed),
    signature: getSignatureFromTransaction(signed),
    lastValidBlockHeight: lifetime.lastValidBlockHeight,
  };
}
