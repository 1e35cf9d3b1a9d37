import type { Wallet } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, isAppError } from '../errors';
import {
  autoDetectWallet,
  connectWallet,
  isSolanaWallet,
  toConnectError,
  waitForWallet,
  watchWalletAccounts,
} from './standard';

const KEY = 'So11111111111111111111111111111111111111112';

function fakeWallet(connect: (...args: unknown[]) => Promise<{ accounts: unknown[] }>): Wallet {
  return {
    version: '1.0.0',
    name: 'Fake',
    icon: 'data:image/svg+xml;base64,AA==',
    chains: ['solana:localnet'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async () => [],
      },
    },
  } as unknown as Wallet;
}

describe('connectWallet', () => {
  it('returns the validated address of the first Solana account', async () => {
    const wallet = fakeWallet(async () => ({
      accounts: [{ address: KEY, chains: ['solana:localnet'], features: [] }],
    }));
    expect(isSolanaWallet(wallet)).toBe(true);
    await expect(connectWallet(wallet)).resolves.toMatchObject({ address: KEY });
  });

  it('maps code 4001 and rejection messages to "Connection cancelled by user"', async () => {
    const rejected = fakeWallet(async () => Promise.reject(Object.assign(new Error('nope'), { code: 4001 })));
    await expect(connectWallet(rejected)).rejects.toThrow(ERROR_MESSAGES.WALLET__CONNECT_CANCELLED);
    expect(toConnectError(new Error('User rejected the request.')).message).toBe(
      ERROR_MESSAGES.WALLET__CONNECT_CANCELLED,
    );
  });

  it('maps -32002 to "Connection request already pending"', () => {
    expect(toConnectError({ code: -32002, message: 'x' }).message).toBe(
      ERROR_MESSAGES.WALLET__CONNECT_PENDING,
    );
  });

  it('keeps a wallet’s own failure message, or the spec fallback', () => {
    expect(toConnectError(new Error('Ledger locked')).message).toBe('Ledger locked');
    expect(isAppError(toConnectError({}), 'WALLET__CONNECT_FAILED')).toBe(true);
    expect(toConnectError({}).message).toBe(ERROR_MESSAGES.WALLET__CONNECT_FAILED);
  });

  it('fails without accounts and with a malformed key', async () => {
    await expect(connectWallet(fakeWallet(async () => ({ accounts: [] })))).rejects.toThrow(
      ERROR_MESSAGES.WALLET__NO_PUBLIC_KEY,
    );
    const bad = fakeWallet(async () => ({
      accounts: [{ address: 'short', chains: ['solana:localnet'], features: [] }],
    }));
    await expect(connectWallet(bad)).rejects.toThrow(ERROR_MESSAGES.WALLET__INVALID_PUBLIC_KEY);
  });
});

describe('connectWallet key checks', () => {
  it('reports a key that is not a string as an invalid format, and passes silent on', async () => {
    const seen: unknown[] = [];
    const wallet = fakeWallet(async (...args: unknown[]) => {
      seen.push(args[0]);
      return { accounts: [{ address: 42, chains: ['solana:localnet'], features: [] }] };
    });
    await expect(connectWallet(wallet, { silent: true })).rejects.toThrow(
      ERROR_MESSAGES.WALLET__INVALID_PUBLIC_KEY_FORMAT,
    );
    expect(seen).toEqual([{ silent: true }]);
  });
});

describe('autoDetectWallet', () => {
  it('picks the first Solana wallet, or fails with "No Wallets Found"', () => {
    const a = fakeWallet(async () => ({ accounts: [] }));
    const b = { ...fakeWallet(async () => ({ accounts: [] })), name: 'B' } as Wallet;
    expect(autoDetectWallet([a, b])).toBe(a);
    expect(() => autoDetectWallet([])).toThrow(ERROR_MESSAGES.WALLET__NO_WALLETS_FOUND);
  });
});

describe('waitForWallet', () => {
  it('resolves when the named wallet registers later, and times out otherwise', async () => {
    const { getWallets } = await import('@wallet-standard/app');
    const waiting = waitForWallet('Late', 1000);
    const late = { ...fakeWallet(async () => ({ accounts: [] })), name: 'Late' } as Wallet;
    const unregister = getWallets().register(late);
    await expect(waiting).resolves.toBe(late);
    // Already registered: resolves at once.
    await expect(waitForWallet('Late', 1000)).resolves.toBe(late);
    unregister();
    await expect(waitForWallet('Never', 20)).rejects.toThrow('Never is not available');
  });
});

describe('wallet discovery', () => {
  it('lists Solana wallets, including ones that register after load, and stops watching', async () => {
    const { getWallets } = await import('@wallet-standard/app');
    const { listSolanaWallets, watchSolanaWallets } = await import('./standard');
    const seen: string[][] = [];
    const stop = watchSolanaWallets((ws) => seen.push(ws.map((w) => w.name)));
    const unregister = getWallets().register(fakeWallet(async () => ({ accounts: [] })));
    expect(listSolanaWallets().map((w) => w.name)).toEqual(['Fake']);
    unregister();
    stop();
    expect(seen).toEqual([[], ['Fake'], []]);
  });
});

describe('watchWalletAccounts', () => {
  const OTHER = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
  function walletWithEvents() {
    const listeners = new Set<(p: { accounts?: unknown[] }) => void>();
    const wallet = {
      ...fakeWallet(async () => ({ accounts: [] })),
      features: {
        'standard:events': {
          version: '1.0.0',
          on: (_event: string, l: (p: { accounts?: unknown[] }) => void) => {
            listeners.add(l);
            return () => listeners.delete(l);
          },
        },
      },
    } as unknown as Wallet;
    const emit = (accounts?: unknown[]) => {
      for (const l of listeners) l({ accounts });
    };
    return { wallet, emit, listeners };
  }
  const account = (address: string) => ({ address, chains: ['solana:localnet'], features: [] });

  it('follows an account switch, ignores unrelated changes, drops a wallet with no account, and stops', () => {
    const { wallet, emit, listeners } = walletWithEvents();
    const seen: Array<string | null> = [];
    const stop = watchWalletAccounts(
      { wallet, account: account(KEY) as never, address: KEY as never },
      (next) => seen.push(next ? next.address : null),
    );
    emit(undefined); // a change of features only
    emit([account(KEY)]); // still the same account
    emit([account(OTHER)]);
    emit([]);
    emit([account('not-a-key')]);
    expect(seen).toEqual([OTHER, null, null]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
