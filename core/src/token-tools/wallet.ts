import type { Address, Base64EncodedDataResponse } from '@solana/kit';
import { getBase64Encoder } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import {
  decodeMint,
  decodeTokenAccount,
  type MintFacts,
  type RawAccount,
  type TokenAccountFacts,
  type TokenProgramKind,
} from './mint';
import type { TokenToolsRpc } from './transaction';

/** A token account of the connected wallet, as the burn and modify tools list it. */
export interface WalletTokenAccount {
  address: Address;
  program: TokenProgramKind;
  mint: Address;
  /** Balance in base units. */
  amount: bigint;
  decimals: number;
  state: 'initialized' | 'frozen';
  /** Rent held by the account (returned to the owner when it is closed). */
  lamports: bigint;
}

type ParsedTokenAccount = {
  pubkey: Address;
  account: {
    lamports: bigint;
    data: {
      parsed: {
        type: string;
        info: { mint: Address; state: string; tokenAmount: { amount: string; decimals: number } };
      };
    };
  };
};

/**
 * The wallet's token accounts of both token programs (getTokenAccountsByOwner, jsonParsed), largest balance
 * first, empty accounts last.
 */
export async function fetchWalletTokenAccounts(
  rpc: TokenToolsRpc,
  owner: Address,
): Promise<WalletTokenAccount[]> {
  const programs = [
    ['token', TOKEN_PROGRAM_ADDRESS],
    ['token-2022', TOKEN_2022_PROGRAM_ADDRESS],
  ] as const;
  const pages = await Promise.all(
    programs.map(([, programId]) =>
      rpc
        .getTokenAccountsByOwner(owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' })
        .send(),
    ),
  );
  const accounts: WalletTokenAccount[] = [];
  pages.forEach((page, i) => {
    const program = programs[i]?.[0] ?? 'token';
    for (const entry of page.value as unknown as ParsedTokenAccount[]) {
      const info = entry.account.data?.parsed?.info;
      if (!info?.tokenAmount) continue;
      accounts.push({
        address: entry.pubkey,
        program,
        mint: info.mint,
        amount: BigInt(info.tokenAmount.amount),
        decimals: info.tokenAmount.decimals,
        state: info.state === 'frozen' ? 'frozen' : 'initialized',
        lamports: BigInt(entry.account.lamports),
      });
    }
  });
  return accounts.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
}

/** Reads and decodes several mints in one getMultipleAccounts call (at most 100 per call). */
export async function fetchMints(rpc: TokenToolsRpc, mints: readonly Address[]): Promise<MintFacts[]> {
  return readDecoded(rpc, [...new Set(mints)], decodeMint);
}

/** Why an action on a mint is allowed or not, for the connected wallet. */
export interface Permission {
  allowed: boolean;
  /** Shown next to a disabled control. */
  reason: string | null;
}

/** What the connected wallet may do with a mint. */
export interface MintPermissions {
  revokeMint: Permission;
  revokeFreeze: Permission;
  freezeThaw: Permission;
  updateMetadata: Permission;
}

const allow: Permission = { allowed: true, reason: null };
const deny = (reason: string): Permission => ({ allowed: false, reason });
/** Acting as an authority that is `current`: refused with `revoked` when there is none, `notYours` when not the wallet. */
const asAuthority = (current: Address | null, wallet: Address, revoked: string, notYours: string) =>
  current === null ? deny(revoked) : current === wallet ? allow : deny(notYours);

/**
 * The permissions of `wallet` over `mint`, each with the reason when refused ("Your wallet is not the mint
 * authority", "Mint authority already revoked", …).
 */
export function mintPermissions(mint: MintFacts, wallet: Address | null): MintPermissions {
  if (!wallet) {
    const reason = 'Connect a wallet to modify a token';
    return {
      revokeMint: deny(reason),
      revokeFreeze: deny(reason),
      freezeThaw: deny(reason),
      updateMetadata: deny(reason),
    };
  }
  const revokeMint = asAuthority(
    mint.mintAuthority,
    wallet,
    'Mint authority already revoked: the supply is fixed',
    'Your wallet is not the mint authority',
  );
  const freezeAuthority = asAuthority(
    mint.freezeAuthority,
    wallet,
    'Freeze authority already revoked: no account can be frozen',
    'Your wallet is not the freeze authority',
  );
  let updateMetadata: Permission;
  if (mint.program !== 'token-2022') updateMetadata = deny('Only Token-2022 mints carry in-mint metadata');
  else if (!mint.metadata) updateMetadata = deny('This mint has no Token-2022 metadata');
  else if (mint.metadataPointer !== null && mint.metadataPointer !== mint.address)
    updateMetadata = deny('The metadata lives in another account, not in the mint');
  else if (mint.metadata.updateAuthority === null)
    updateMetadata = deny('Metadata update authority revoked: the metadata is immutable');
  else if (mint.metadata.updateAuthority !== wallet)
    updateMetadata = deny('Your wallet is not the metadata update authority');
  else updateMetadata = allow;
  return { revokeMint, revokeFreeze: freezeAuthority, freezeThaw: freezeAuthority, updateMetadata };
}

/** True when the wallet holds any authority over the mint (mint, freeze or metadata update). */
export function hasAnyAuthority(mint: MintFacts, wallet: Address): boolean {
  return (
    mint.mintAuthority === wallet ||
    mint.freezeAuthority === wallet ||
    mint.metadata?.updateAuthority === wallet
  );
}

/** Token accounts of `mint` (any owner), for the freeze tab: up to the 20 largest (getTokenLargestAccounts). */
export async function fetchMintHolders(
  rpc: TokenToolsRpc,
  mint: Address,
): Promise<{ address: Address; amount: bigint; decimals: number }[]> {
  const { value } = await rpc.getTokenLargestAccounts(mint, { commitment: 'confirmed' }).send();
  return value.map((v) => ({ address: v.address, amount: BigInt(v.amount), decimals: v.decimals }));
}

/** Reads and decodes token accounts (state, owner, amount) in one getMultipleAccounts call per 100. */
export async function fetchTokenAccounts(
  rpc: TokenToolsRpc,
  addresses: readonly Address[],
): Promise<TokenAccountFacts[]> {
  return readDecoded(rpc, addresses, decodeTokenAccount);
}

/**
 * Reads `addresses` with getMultipleAccounts (100 per call) and keeps what `decode` makes of each account that
 * exists (null: not one of its kind), in the order of `addresses`.
 */
async function readDecoded<T>(
  rpc: TokenToolsRpc,
  addresses: readonly Address[],
  decode: (account: RawAccount) => T | null,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < addresses.length; i += 100) {
    const chunk = addresses.slice(i, i + 100);
    const { value } = await rpc
      .getMultipleAccounts(chunk, { encoding: 'base64', commitment: 'confirmed' })
      .send();
    value.forEach((info, j) => {
      const address = chunk[j];
      if (!info || !address) return;
      const data = new Uint8Array(getBase64Encoder().encode((info.data as Base64EncodedDataResponse)[0]));
      const facts = decode({ address, owner: info.owner, data, lamports: info.lamports });
      if (facts) out.push(facts);
    });
  }
  return out;
}
