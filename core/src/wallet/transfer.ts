import { getBase58Decoder, getBase64Encoder } from '@solana/kit';
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { AppError } from '../errors';
import { type TransferRequest, TransferResponseSchema } from '../schemas';
import { toTransactionError } from './transaction-errors';

/** The API path that builds an unsigned SOL transfer (spec §7). */
export const TRANSFER_PATH = '/api/solana/transfer';

/**
 * How each signer below is made: from the connected Wallet Standard wallet, its account (either null when not
 * connected) and the chain to sign for.
 */
export type WalletSignerFactory<Signer> = (
  wallet: Wallet | null,
  account: WalletAccount | null,
  chain: `solana:${string}`,
) => Signer;

/** Signs a wire transaction and sends it to the chain; resolves with the signature's bytes. */
export type SignAndSend = (wireTransaction: Uint8Array) => Promise<Uint8Array>;

/**
 * A {@link SignAndSend} over a connected Wallet Standard wallet's `solana:signAndSendTransaction`. Throws the
 * spec's "Wallet disconnected" error when the wallet or the account is missing (spec §5: sending requires a
 * connected wallet, a public key and a connected wallet object).
 */
export const walletSignAndSend: WalletSignerFactory<SignAndSend> =
  (wallet, account, chain) => async (transaction) => {
    const feature = (wallet?.features as Partial<SolanaSignAndSendTransactionFeature> | undefined)?.[
      SolanaSignAndSendTransaction
    ];
    if (!wallet || !account || !feature) {
      throw new AppError('TX__WALLET_DISCONNECTED', { context: { resetWallet: true } });
    }
    const [output] = await feature.signAndSendTransaction({ account, chain, transaction });
    if (!output) throw new AppError('TX__FAILED');
    return output.signature;
  };

/** Why a wallet without `solana:signTransaction` cannot trade. */
export const WALLET_CANNOT_SIGN_ONLY =
  'This wallet cannot sign a transaction without sending it; connect a wallet that supports signTransaction';

/**
 * The wallet's `solana:signTransaction` and the account to sign with. Throws the spec's "Wallet disconnected"
 * error when the wallet or the account is missing, {@link WALLET_CANNOT_SIGN_ONLY} when the wallet cannot sign
 * without sending.
 */
function signOnlyFeature(wallet: Wallet | null, account: WalletAccount | null) {
  if (!wallet || !account) {
    throw new AppError('TX__WALLET_DISCONNECTED', { context: { resetWallet: true } });
  }
  const feature = (wallet.features as Partial<SolanaSignTransactionFeature>)[SolanaSignTransaction];
  if (!feature) throw new AppError('TX__FAILED', { message: WALLET_CANNOT_SIGN_ONLY });
  return { feature, signer: account };
}

/** Signs a wire transaction without sending it; resolves with the signed wire transaction. */
export type SignTransaction = (wireTransaction: Uint8Array) => Promise<Uint8Array>;

/**
 * A {@link SignTransaction} over a connected Wallet Standard wallet's `solana:signTransaction`: the wallet adds its
 * signature and hands the transaction back for the app to submit (the venue co-signs only then). Throws the spec's
 * "Wallet disconnected" error when the wallet or the account is missing, {@link WALLET_CANNOT_SIGN_ONLY} when the
 * wallet cannot sign without sending.
 */
export const walletSignTransaction: WalletSignerFactory<SignTransaction> =
  (wallet, account, chain) => async (transaction) => {
    const { feature, signer } = signOnlyFeature(wallet, account);
    const [output] = await feature.signTransaction({ account: signer, chain, transaction });
    if (!output) throw new AppError('TX__FAILED');
    return output.signedTransaction;
  };

/** Signs several wire transactions without sending them, in one wallet prompt; resolves with them signed, in order. */
export type SignTransactions = (wireTransactions: Uint8Array[]) => Promise<Uint8Array[]>;

/**
 * A {@link SignTransactions} over a connected Wallet Standard wallet: one `solana:signTransaction` call with one
 * input per transaction, which wallets present as one approval ("sign all"; the wallet adapter's
 * `signAllTransactions` is this same call). Used for a quote's versions: the venue co-signs one of them. Refuses,
 * as {@link walletSignTransaction} does, without a wallet or a sign-only feature, and when the wallet does not
 * hand back one signed transaction per input.
 */
export const walletSignTransactions: WalletSignerFactory<SignTransactions> =
  (wallet, account, chain) => async (transactions) => {
    const { feature, signer } = signOnlyFeature(wallet, account);
    const outputs = await feature.signTransaction(
      ...transactions.map((transaction) => ({ account: signer, chain, transaction })),
    );
    if (outputs.length !== transactions.length) throw new AppError('TX__FAILED');
    return outputs.map((o) => o.signedTransaction);
  };

/** What {@link sendSolTransfer} needs. */
export interface TransferDeps {
  /** The API's base URL ('' = same origin). */
  apiBaseUrl: string;
  signAndSend: SignAndSend;
  fetch?: typeof fetch;
}

const EXPIRED = /BlockhashNotFound|blockhash not found|block height exceeded|expired/i;

function describe(e: unknown): string {
  if (e instanceof Error) return `${e.message} ${describe(e.cause)}`;
  return typeof e === 'string' ? e : '';
}

async function buildTransfer(deps: TransferDeps, request: TransferRequest): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await (deps.fetch ?? fetch)(`${deps.apiBaseUrl.replace(/\/$/, '')}${TRANSFER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (e) {
    throw new AppError('TX__SERVICE_ERROR', { cause: e });
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (e) {
    throw new AppError('TX__SERVICE_ERROR', { cause: e });
  }
  const parsed = TransferResponseSchema.safeParse(body);
  if (!parsed.success) {
    // A 400 in the API's `{error:{code,message}}` shape: the request itself was refused.
    const apiError = (body as { error?: { message?: unknown } } | null)?.error?.message;
    if (res.status < 500 && typeof apiError === 'string')
      throw new AppError('TX__FAILED', { message: apiError });
    throw new AppError('TX__SERVICE_ERROR', { cause: body });
  }
  const reply = parsed.data;
  if (!reply.success) {
    if (reply.error.code === 'TX__INSUFFICIENT_SOL')
      throw new AppError('TX__INSUFFICIENT_SOL', { cause: reply.error });
    throw new AppError('TX__FAILED', { message: reply.error.message, cause: reply.error });
  }
  return new Uint8Array(getBase64Encoder().encode(reply.transaction));
}

/**
 * The transfer flow of spec §7: the API builds an unsigned transaction (sender pays the fee, fresh
 * blockhash), the wallet signs and sends it, and the signature comes back. A blockhash that expired while the
 * wallet was open is retried once with a fresh transaction; every other failure becomes one of the spec's
 * transaction errors (§8) via {@link toTransactionError}.
 */
export async function sendSolTransfer(
  deps: TransferDeps,
  request: TransferRequest,
): Promise<{ signature: string }> {
  for (let attempt = 0; ; attempt++) {
    const transaction = await buildTransfer(deps, request);
    try {
      const signature = await deps.signAndSend(transaction);
      return { signature: getBase58Decoder().decode(signature) };
    } catch (e) {
      if (attempt === 0 && EXPIRED.test(describe(e))) continue;
      throw toTransactionError(e);
    }
  }
}
