import { address, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { formatSol } from '@solpad/core/format';
import {
  AdminTreasurySchema,
  RPC_MAX_MULTIPLE_ACCOUNTS,
  TreasuryWithdrawRequestSchema,
  TreasuryWithdrawResponseSchema,
} from '@solpad/core/schemas';
import { isNotNull } from 'drizzle-orm';
import { ONE_SIGNATURE_FEE } from '../chain/constants';
import { schema } from '../db';
import { createPlatformKeys, resolvePlatformSecret } from '../keys';
import { createChainRpc } from '../lib/chain-rpc';
import { catalogued } from '../lib/errors';
import { readJson } from '../lib/validate';
import { memoInstruction, prepareTransaction, sendAndConfirm } from '../trade/tx';
import { actorOf, audited } from './audit';
import { type AdminDeps, adminApp } from './env';

type ChainRpc = ReturnType<typeof createChainRpc>;
type TreasurySigner = Awaited<ReturnType<typeof treasurySigner>>;

/** The treasury's key, derived from PLATFORM_SECRET (503 when the server has none). */
function treasurySigner(deps: AdminDeps) {
  const secret = resolvePlatformSecret({
    configured: deps.config.platformSecret,
    dataDir: deps.config.dataDir,
    chainMode: deps.chain.mode,
  });
  if (secret === null)
    throw catalogued('CONFIG__PLATFORM_SECRET', 'Set PLATFORM_SECRET to derive the treasury on this server');
  return createPlatformKeys(secret).treasury();
}

/** What the treasury must keep: the rent-exempt minimum of a 0-byte account plus the withdrawal's fee. */
const reserveOf = async (rpc: ChainRpc) =>
  (await rpc.getMinimumBalanceForRentExemption(0n).send()) + ONE_SIGNATURE_FEE;
const balanceOf = async (rpc: ChainRpc, a: string) => (await rpc.getBalance(address(a)).send()).value;

/** Runs the functions given to it one at a time, in order, whether the one before succeeded or not. */
function serialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
}

/** The lamports of each account, read by chunks of the most one getMultipleAccounts may ask for. */
async function balancesOf(
  chain: AdminDeps['chain'],
  wanted: Array<{ role: string; address: string }>,
): Promise<Array<{ role: string; address: string; lamports: string }>> {
  const accounts: Array<{ role: string; address: string; lamports: string }> = [];
  for (let i = 0; i < wanted.length; i += RPC_MAX_MULTIPLE_ACCOUNTS) {
    const chunk = wanted.slice(i, i + RPC_MAX_MULTIPLE_ACCOUNTS);
    const reply = JSON.parse(
      await chain.handleRpc(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getMultipleAccounts',
          params: [chunk.map((a) => a.address), { encoding: 'base64', dataSlice: { offset: 0, length: 0 } }],
        }),
        { clientId: 'admin-console' },
      ),
    ) as { result?: { value: Array<{ lamports: number } | null> }; error?: unknown };
    if (!reply.result) throw catalogued('CHAIN__UNAVAILABLE', 'The chain did not answer the balance read');
    chunk.forEach((a, j) => {
      accounts.push({ ...a, lamports: String(BigInt(reply.result?.value[j]?.lamports ?? 0)) });
    });
  }
  return accounts;
}

/** `GET /treasury`'s answer: the treasury, every curve vault and every pool, and what can be withdrawn. */
async function treasuryOverview(deps: AdminDeps, rpc: ChainRpc) {
  const { db } = deps.database;
  const treasury = await treasurySigner(deps);
  const [vaults, pools] = await Promise.all([
    db
      .select({ mint: schema.tokens.address, address: schema.tokens.vaultAddress })
      .from(schema.tokens)
      .where(isNotNull(schema.tokens.vaultAddress)),
    db.select({ mint: schema.pools.mint, address: schema.pools.address }).from(schema.pools),
  ]);
  const accounts = await balancesOf(deps.chain, [
    { role: 'treasury', address: treasury.address as string },
    ...vaults.map((v) => ({ role: `vault ${v.mint}`, address: v.address as string })),
    ...pools.map((p) => ({ role: `pool ${p.mint}`, address: p.address })),
  ]);
  const total = accounts.reduce((sum, a) => sum + BigInt(a.lamports), 0n);
  const kept = await reserveOf(rpc);
  const treasuryLamports = BigInt(accounts[0]?.lamports ?? '0');
  return AdminTreasurySchema.parse({
    accounts,
    totalLamports: String(total),
    withdraw: {
      treasury: treasury.address,
      withdrawableLamports: String(treasuryLamports > kept ? treasuryLamports - kept : 0n),
      reserveLamports: String(kept),
    },
  });
}

/**
 * Sends `amount` lamports from the treasury to `to` once the balance check passes, and waits for it to be
 * confirmed; the treasury's balance before and after.
 */
async function sendFromTreasury(rpc: ChainRpc, treasury: TreasurySigner, to: string, amount: bigint) {
  const [balance, kept, destination, rent] = await Promise.all([
    balanceOf(rpc, treasury.address),
    reserveOf(rpc),
    rpc.getAccountInfo(address(to), { encoding: 'base64' }).send(),
    rpc.getMinimumBalanceForRentExemption(0n).send(),
  ]);
  const withdrawable = balance > kept ? balance - kept : 0n;
  if (amount > withdrawable)
    throw catalogued(
      'TREASURY__INSUFFICIENT_BALANCE',
      `Amount is above what the treasury can withdraw: at most ${formatSol(withdrawable, 9)} SOL (its balance of ${formatSol(balance, 9)} SOL minus the rent-exempt minimum and the network fee, ${formatSol(kept, 9)} SOL)`,
    );
  // The runtime refuses to create an account below its rent-exempt minimum: say so before signing.
  if (destination.value === null && amount < rent)
    throw catalogued(
      'TREASURY__BELOW_RENT',
      `The destination account does not exist yet: send at least ${formatSol(rent, 9)} SOL (its rent-exempt minimum)`,
    );
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const prepared = await prepareTransaction(treasury, latest, [
    getTransferSolInstruction({ source: treasury, destination: address(to), amount: lamports(amount) }),
    memoInstruction('solpad treasury withdrawal'),
  ]);
  let signature: string;
  try {
    signature = await sendAndConfirm(rpc, prepared.wire);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw catalogued('TREASURY__WITHDRAW_FAILED', `The withdrawal did not land: ${why}`);
  }
  return { signature, before: balance, after: await balanceOf(rpc, treasury.address) };
}

/**
 * `GET /treasury`: the balances of the platform's accounts read on chain — the treasury (fees), every curve
 * vault and every pool — and what can be withdrawn. `POST /treasury/withdraw`: a SOL transfer out of the
 * treasury, signed by its key (derived from PLATFORM_SECRET), confirmed on chain and then audited with its
 * signature. The treasury keeps its rent-exempt minimum (and the fee): a withdrawal above that is refused.
 */
export function treasuryRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  const rpc = createChainRpc(deps.chain);
  // Withdrawals run one at a time: two concurrent ones could each pass the balance check.
  const serially = serialQueue();

  return adminApp()
    .get('/treasury', async (c) => c.json(await treasuryOverview(deps, rpc)))
    .post('/treasury/withdraw', async (c) => {
      const body = await readJson(c, TreasuryWithdrawRequestSchema);
      const who = actorOf(c);
      const amount = BigInt(body.lamports);
      const treasury = await treasurySigner(deps);
      if (body.destination === treasury.address) throw catalogued('TREASURY__SAME_ACCOUNT');
      const sent = await serially(() => sendFromTreasury(rpc, treasury, body.destination, amount));
      // The transfer is final once confirmed; the audit row records it with its signature.
      const reply = await audited(db, who, 'treasury.withdraw', body.destination, async () => ({
        before: { treasury: treasury.address, treasuryLamports: String(sent.before) },
        after: {
          treasury: treasury.address,
          treasuryLamports: String(sent.after),
          destination: body.destination,
          lamports: String(amount),
          signature: sent.signature,
        },
        result: {
          signature: sent.signature,
          lamports: String(amount),
          destination: body.destination,
          treasuryLamports: String(sent.after),
        },
      }));
      return c.json(TreasuryWithdrawResponseSchema.parse(reply));
    });
}
