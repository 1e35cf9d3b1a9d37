import type { Address } from '@solana/kit';
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features';
import { AppError } from '../errors';
import { parseWalletPublicKey } from './public-key';

/** Phantom's published provider error codes (DESIGN.md: wallet errors map from their real codes). */
export const WALLET_ERROR_CODES = { userRejected: 4001, disconnected: 4900, requestPending: -32002 } as const;

/** True when a Wallet Standard wallet can connect and sign Solana transactions. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const f = wallet.features;
  return (
    StandardConnect in f &&
    (SolanaSignTransaction in f || SolanaSignAndSendTransaction in f || SolanaSignMessage in f) &&
    wallet.chains.some((c) => c.startsWith('solana:'))
  );
}

/** The Solana wallets registered so far (Wallet Standard), in registration order. */
export function listSolanaWallets(): Wallet[] {
  return getWallets().get().filter(isSolanaWallet);
}

/** Calls `listener` with the current Solana wallets now and whenever one registers or unregisters. */
export function watchSolanaWallets(listener: (wallets: Wallet[]) => void): () => void {
  const wallets = getWallets();
  const emit = () => listener(wallets.get().filter(isSolanaWallet));
  const offRegister = wallets.on('register', emit);
  const offUnregister = wallets.on('unregister', emit);
  emit();
  return () => {
    offRegister();
    offUnregister();
  };
}

function errorCode(e: unknown): number | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : typeof e === 'string' ? e : '';
}

/**
 * Maps what a wallet threw while connecting to the spec's errors: code 4001 or a rejected message →
 * "Connection cancelled by user"; -32002 → "Connection request already pending"; anything else keeps the
 * wallet's own message (shown under "Connection Failed") or the spec's fallback text.
 */
export function toConnectError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const code = errorCode(e);
  const text = errorText(e);
  if (code === WALLET_ERROR_CODES.userRejected || /reject|cancel|denied|declined/i.test(text)) {
    return new AppError('WALLET__CONNECT_CANCELLED', { cause: e });
  }
  if (code === WALLET_ERROR_CODES.requestPending || /already pending|request pending/i.test(text)) {
    return new AppError('WALLET__CONNECT_PENDING', { cause: e });
  }
  return new AppError('WALLET__CONNECT_FAILED', text ? { cause: e, message: text } : { cause: e });
}

/** The result of a successful connection. */
export interface WalletConnection {
  wallet: Wallet;
  account: WalletAccount;
  address: Address;
}

/** Connects a Wallet Standard wallet and validates the public key it reports (spec §5, §8). */
export async function connectWallet(
  wallet: Wallet,
  options: { silent?: boolean } = {},
): Promise<WalletConnection> {
  const feature = (wallet.features as Partial<StandardConnectFeature>)[StandardConnect];
  if (!feature) throw new AppError('WALLET__CONNECT_FAILED');
  let accounts: readonly WalletAccount[];
  try {
    ({ accounts } = await feature.connect(options.silent ? { silent: true } : undefined));
  } catch (e) {
    throw toConnectError(e);
  }
  const account = accounts.find((a) => a.chains.some((c) => c.startsWith('solana:'))) ?? accounts[0];
  if (!account) throw new AppError('WALLET__NO_PUBLIC_KEY');
  return { wallet, account, address: parseWalletPublicKey(account.address) };
}

/**
 * The wallet Auto Detect connects: the first Solana wallet registered through Wallet Standard. Throws
 * "No Wallets Found - Please install a Solana wallet extension" when there is none (spec §8).
 */
export function autoDetectWallet(wallets: readonly Wallet[]): Wallet {
  const first = wallets.find(isSolanaWallet);
  if (!first) throw new AppError('WALLET__NO_WALLETS_FOUND');
  return first;
}

/**
 * Resolves with the Solana wallet named `name` as soon as it is registered (extensions and the localnet
 * wallet may register after the page starts); rejects after `timeoutMs` or when `signal` aborts.
 */
export function waitForWallet(name: string, timeoutMs: number, signal?: AbortSignal): Promise<Wallet> {
  return new Promise((resolve, reject) => {
    let stop: (() => void) | undefined;
    let done = false;
    const finish = (result: { wallet: Wallet } | { error: unknown }) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // `stop` is unset when the wallet was already there during the watcher's first, synchronous call.
      queueMicrotask(() => stop?.());
      if ('wallet' in result) resolve(result.wallet);
      else reject(result.error);
    };
    const onAbort = () => finish({ error: signal?.reason });
    const timer = setTimeout(
      () =>
        finish({ error: new AppError('WALLET__CONNECT_FAILED', { message: `${name} is not available` }) }),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort);
    stop = watchSolanaWallets((wallets) => {
      const wallet = wallets.find((w) => w.name === name);
      if (wallet) finish({ wallet });
    });
    if (done) stop();
  });
}

/** Disconnects a wallet when it supports `standard:disconnect`; otherwise forgetting it is enough. */
export async function disconnectWallet(wallet: Wallet): Promise<void> {
  const feature = (wallet.features as Partial<StandardDisconnectFeature>)[StandardDisconnect];
  await feature?.disconnect();
}

/**
 * Follows a connected wallet's `standard:events`: when the user switches account inside the wallet,
 * `onChange` gets the new connection; when the wallet no longer lists any Solana account (disconnected from
 * inside the wallet), it gets null. Returns the unsubscribe function (a no-op for wallets without events).
 */
export function watchWalletAccounts(
  connection: WalletConnection,
  onChange: (next: WalletConnection | null) => void,
): () => void {
  const events = (connection.wallet.features as Partial<StandardEventsFeature>)[StandardEvents];
  if (!events) return () => {};
  return events.on('change', ({ accounts }) => {
    if (!accounts) return;
    const solana = accounts.filter((a) => a.chains.some((c) => c.startsWith('solana:')));
    if (solana.some((a) => a.address === connection.address)) return;
    const next = solana[0];
    if (!next) return onChange(null);
    try {
      onChange({ wallet: connection.wallet, account: next, address: parseWalletPublicKey(next.address) });
    } catch {
      onChange(null); // a key we cannot use is no connection at all
    }
  });
}
