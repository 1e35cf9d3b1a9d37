// What traders look at beside a token's trades: its largest holders (from the chain) and its traders' realized
// PnL (from the venue's trades in the database, core/trade's average-cost ledger), both in exact integers.
import { type Address, address, getAddressDecoder } from '@solana/kit';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type {
  HolderRole,
  TokenHolder,
  TokenHoldersResponse,
  TokenTrader,
  TokenTradersResponse,
} from '@solpad/core/schemas';
import { averageCostLedger, type PnlTrade } from '@solpad/core/trade';
import { asc, eq } from 'drizzle-orm';
import type { ChainMode } from '../chain/types';
import { type Db, schema } from '../db';
import type { ChainRpc } from '../lib/chain-rpc';

type TokenRow = typeof schema.tokens.$inferSelect;

/** A token account of the mint: its address, owner and balance. */
interface HeldAccount {
  tokenAccount: string;
  owner: string;
  amount: bigint;
}

/** Share of `supply`, parts per million, rounded down (integers only; the scanner's precision). */
export function sharePpm(amount: bigint, supply: bigint): number {
  if (supply <= 0n) return 0;
  const ppm = (amount * 1_000_000n) / supply;
  return Number(ppm > 1_000_000n ? 1_000_000n : ppm);
}

/** What `owner` is to the token: its venue's vault or pool, its creator, or another wallet. */
export function holderRole(
  owner: string,
  token: Pick<TokenRow, 'vaultAddress' | 'poolAddress' | 'creator'>,
): HolderRole {
  if (owner === token.vaultAddress) return 'vault';
  if (owner === token.poolAddress) return 'pool';
  if (owner === token.creator) return 'creator';
  return 'wallet';
}

/**
 * Every non-empty token account of the mint. On the localnet one program-account scan reads them all (owner and
 * amount only); a remote RPC answers its 20 largest accounts, whose owners a second read gives.
 */
async function heldAccounts(
  rpc: ChainRpc,
  mode: ChainMode,
  mint: Address,
): Promise<{ accounts: HeldAccount[]; complete: boolean }> {
  const decoder = getAddressDecoder();
  if (mode === 'localnet') {
    const rows = await rpc
      .getProgramAccounts(TOKEN_2022_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [{ memcmp: { offset: 0n, bytes: mint as string as never, encoding: 'base58' } }],
        // owner (32 bytes at 32) and amount (u64 at 64)
        dataSlice: { offset: 32, length: 40 },
      })
      .send();
    const accounts = rows.map((r) => {
      const data = Buffer.from(r.account.data[0], 'base64');
      return {
        tokenAccount: r.pubkey as string,
        owner: decoder.decode(data.subarray(0, 32)) as string,
        amount: data.readBigUInt64LE(32),
      };
    });
    return { accounts: accounts.filter((a) => a.amount > 0n), complete: true };
  }
  const largest = (await rpc.getTokenLargestAccounts(mint).send()).value.filter((a) => BigInt(a.amount) > 0n);
  if (largest.length === 0) return { accounts: [], complete: false };
  const infos = await rpc
    .getMultipleAccounts(
      largest.map((a) => a.address),
      { encoding: 'base64', dataSlice: { offset: 32, length: 32 } },
    )
    .send();
  const accounts = largest.flatMap((a, i) => {
    const info = infos.value[i];
    if (!info) return [];
    const owner = decoder.decode(Buffer.from(info.data[0], 'base64')) as string;
    return [{ tokenAccount: a.address as string, owner, amount: BigInt(a.amount) }];
  });
  return { accounts, complete: false };
}

/** The token's `limit` largest holders, largest first (ties by account), with their share and role. */
export async function tokenHolders(
  rpc: ChainRpc,
  mode: ChainMode,
  token: TokenRow,
  limit: number,
): Promise<TokenHoldersResponse> {
  const { accounts, complete } = await heldAccounts(rpc, mode, address(token.address));
  accounts.sort((a, b) =>
    a.amount === b.amount ? a.tokenAccount.localeCompare(b.tokenAccount) : a.amount > b.amount ? -1 : 1,
  );
  const holders: TokenHolder[] = accounts.slice(0, limit).map((a) => ({
    owner: a.owner,
    tokenAccount: a.tokenAccount,
    amount: a.amount.toString(),
    sharePpm: sharePpm(a.amount, token.totalSupply),
    role: holderRole(a.owner, token),
  }));
  return {
    mint: token.address,
    decimals: token.decimals,
    totalSupply: token.totalSupply.toString(),
    holderCount: complete ? accounts.length : null,
    holders,
  };
}

/** Orders traders by realized PnL, best first; ties by lamports bought, then by wallet. */
function byPnl(a: TokenTrader, b: TokenTrader): number {
  const pa = BigInt(a.realizedLamports);
  const pb = BigInt(b.realizedLamports);
  if (pa !== pb) return pa > pb ? -1 : 1;
  const ba = BigInt(a.boughtLamports);
  const bb = BigInt(b.boughtLamports);
  if (ba !== bb) return ba > bb ? -1 : 1;
  return a.wallet.localeCompare(b.wallet);
}

/**
 * The token's traders on the venue, each wallet's trades replayed in chain order through core's average-cost
 * ledger, by realized PnL (best first), the `limit` first.
 */
export async function tokenTraders(db: Db, token: TokenRow, limit: number): Promise<TokenTradersResponse> {
  const { trades } = schema;
  const rows = await db
    .select({
      trader: trades.trader,
      side: trades.side,
      solLamports: trades.solLamports,
      tokenAmount: trades.tokenAmount,
    })
    .from(trades)
    .where(eq(trades.mint, token.address))
    .orderBy(asc(trades.slot), asc(trades.createdAt), asc(trades.signature));
  const byWallet = new Map<string, PnlTrade[]>();
  for (const r of rows) {
    const list = byWallet.get(r.trader) ?? [];
    list.push(r);
    byWallet.set(r.trader, list);
  }
  const traders: TokenTrader[] = [...byWallet].map(([wallet, list]) => {
    const ledger = averageCostLedger(list);
    let net = 0n;
    for (const t of list) net += t.side === 'buy' ? t.tokenAmount : -t.tokenAmount;
    return {
      wallet,
      isCreator: wallet === token.creator,
      buys: ledger.buys,
      sells: ledger.sells,
      boughtLamports: ledger.boughtLamports.toString(),
      soldLamports: ledger.soldLamports.toString(),
      netTokens: net.toString(),
      realizedLamports: ledger.realizedLamports.toString(),
    };
  });
  traders.sort(byPnl);
  return {
    mint: token.address,
    decimals: token.decimals,
    traderCount: traders.length,
    traders: traders.slice(0, limit),
  };
}
