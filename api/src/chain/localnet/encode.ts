import { type Address, getBase58Decoder, isSome, type ReadonlyUint8Array } from '@solana/kit';
import { AccountState, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { hasTokenLayout, MINT_BASE_SIZE, TOKEN_ACCOUNT_BASE_SIZE } from '@solpad/core/token-tools';
import { tokenAmountJson } from './token-amount';

/** The `encoding` values of account reads. */
export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed';

/** Largest account data Solana's RPC returns in base58 (it refuses more). */
const MAX_BASE58_BYTES = 128;
const base58 = getBase58Decoder();

/** An account as LiteSVM hands it out (`getAccount`, a simulation's post-state). */
export type AccountLike =
  | { exists: false }
  | {
      exists: true;
      data: ReadonlyUint8Array;
      executable: boolean;
      lamports: bigint;
      programAddress: Address;
    };
type ExistingAccount = Extract<AccountLike, { exists: true }>;

const toBuffer = (bytes: ReadonlyUint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Thrown for a request Solana's RPC would refuse with -32602 (invalid params). */
export class InvalidParamsError extends Error {}

/** The rent epoch Solana reports for rent-exempt accounts (u64::MAX). */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n;

/**
 * The `jsonParsed` form of SPL Token and Token-2022 mints and token accounts (base layout; Token-2022
 * extensions are not parsed yet). Returns null for anything else, which then falls back to base64 as
 * Solana's RPC does. `decimalsOf` looks up a token account's mint.
 */
function parseTokenAccount(
  account: ExistingAccount,
  decimalsOf: (mint: Address) => number | null,
): Record<string, unknown> | null {
  const program =
    account.programAddress === TOKEN_PROGRAM_ADDRESS
      ? 'spl-token'
      : account.programAddress === TOKEN_2022_PROGRAM_ADDRESS
        ? 'spl-token-2022'
        : null;
  if (!program) return null;
  const data = account.data;
  const isMint = hasTokenLayout('mint', account.programAddress, data);
  try {
    if (isMint) {
      const mint = getMintDecoder().decode(data.subarray(0, MINT_BASE_SIZE));
      if (!mint.isInitialized) return null;
      return {
        program,
        space: data.length,
        parsed: {
          type: 'mint',
          info: {
            decimals: mint.decimals,
            freezeAuthority: isSome(mint.freezeAuthority) ? mint.freezeAuthority.value : null,
            isInitialized: true,
            mintAuthority: isSome(mint.mintAuthority) ? mint.mintAuthority.value : null,
            supply: mint.supply.toString(),
          },
        },
      };
    }
    if (data.length >= TOKEN_ACCOUNT_BASE_SIZE) {
      const token = getTokenDecoder().decode(data.subarray(0, TOKEN_ACCOUNT_BASE_SIZE));
      if (token.state === AccountState.Uninitialized) return null;
      const decimals = decimalsOf(token.mint);
      if (decimals === null) return null;
      return {
        program,
        space: data.length,
        parsed: {
          type: 'account',
          info: {
            isNative: isSome(token.isNative),
            mint: token.mint,
            owner: token.owner,
            state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
            tokenAmount: tokenAmountJson(token.amount, decimals),
            ...(isSome(token.delegate)
              ? {
                  delegate: token.delegate.value,
                  delegatedAmount: tokenAmountJson(token.delegatedAmount, decimals),
                }
              : {}),
            ...(isSome(token.closeAuthority) ? { closeAuthority: token.closeAuthority.value } : {}),
          },
        },
      };
    }
  } catch {
    // Not a valid token layout: fall back to base64 like Solana's RPC.
  }
  return null;
}

/** One account in the JSON shape of Solana's RPC (`getAccountInfo` value), or null when it doesn't exist. */
export function encodeAccount(
  account: AccountLike,
  opts: {
    encoding: AccountEncoding;
    dataSlice?: { offset: number; length: number } | undefined;
    decimalsOf: (mint: Address) => number | null;
  },
): Record<string, unknown> | null {
  if (!account.exists) return null;
  const space = account.data.length;
  let data: unknown;
  const sliced = opts.dataSlice
    ? account.data.subarray(opts.dataSlice.offset, opts.dataSlice.offset + opts.dataSlice.length)
    : account.data;
  switch (opts.encoding) {
    case 'base58':
      if (sliced.length > MAX_BASE58_BYTES) {
        throw new InvalidParamsError(
          'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
        );
      }
      data = [base58.decode(sliced), 'base58'];
      break;
    case 'base64':
      data = [toBuffer(sliced).toString('base64'), 'base64'];
      break;
    case 'base64+zstd':
      throw new InvalidParamsError('base64+zstd encoding is not supported by this node: use base64');
    case 'jsonParsed':
      data = parseTokenAccount(account, opts.decimalsOf) ?? [toBuffer(sliced).toString('base64'), 'base64'];
      break;
    default: {
      const never: never = opts.encoding;
      throw new InvalidParamsError(`unknown encoding ${String(never)}`);
    }
  }
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space,
  };
}
