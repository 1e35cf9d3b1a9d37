// Accounts as the RPC answers them: encoded as asked, with jsonParsed token amounts scaled by their mint's
// decimals, and encoding errors turned into the RPC's invalid-params error.
import type { Address } from '@solana/kit';
import { RpcError } from '../json-rpc';
import type { AccountReader } from './account-reader';
import { type AccountLike, encodeAccount, InvalidParamsError } from './encode';
import type { ReadConfig } from './rpc-methods';

/** The decimals of an SPL mint at `mint`, or null if there is none. */
export function decimalsOf(accounts: AccountReader, mint: Address): number | null {
  const account = accounts.get(mint);
  // Byte 44 of an SPL mint (Token and Token-2022 alike) is its decimals.
  return account.exists && account.data.length >= 82 ? (account.data[44] ?? null) : null;
}

/** Encodes `account` for an RPC answer (base64 unless asked otherwise). */
export function encodeForRpc(accounts: AccountReader, account: AccountLike, config: ReadConfig = {}) {
  try {
    return encodeAccount(account, {
      encoding: config.encoding ?? 'base64',
      dataSlice: config.dataSlice,
      decimalsOf: (mint) => decimalsOf(accounts, mint),
    });
  } catch (e) {
    if (e instanceof InvalidParamsError) throw new RpcError(-32602, e.message);
    throw e;
  }
}

/** Reads the account at `addr` and encodes it for an RPC answer. */
export function readForRpc(accounts: AccountReader, addr: string, config: ReadConfig = {}) {
  return encodeForRpc(accounts, accounts.get(addr as Address), config);
}
