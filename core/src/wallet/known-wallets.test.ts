import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, isAppError } from '../errors';
import {
  AUTO_DETECT,
  buildWalletList,
  defaultWalletNetwork,
  findKnownWallet,
  KNOWN_WALLETS,
  networksFromChains,
  PUBLIC_WALLET_NETWORKS,
  walletNameKey,
} from './known-wallets';
import { toTransactionError } from './transaction-errors';

describe('wallet list', () => {
  it('offers 15 providers with https install links and inline icons', () => {
    expect(KNOWN_WALLETS).toHaveLength(15);
    expect(new Set(KNOWN_WALLETS.map((k) => walletNameKey(k.name))).size).toBe(15);
    for (const k of KNOWN_WALLETS) {
      expect(new URL(k.installUrl).protocol).toBe('https:');
      expect(k.icon.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(k.icon.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [\s\S]*<\/svg>$/);
    }
  });

  it('puts Auto Detect first, installed wallets next, then install links for the rest', () => {
    const list = buildWalletList([{ name: 'Solflare' }, { name: 'Localnet Dev Wallet' }]);
    expect(list[0]).toEqual({ kind: 'auto-detect', name: AUTO_DETECT, available: true });
    expect(list.slice(1, 3).map((r) => [r.kind, r.name])).toEqual([
      ['installed', 'Solflare'],
      ['installed', 'Localnet Dev Wallet'],
    ]);
    const rest = list.slice(3);
    expect(rest).toHaveLength(14);
    expect(rest.every((r) => r.kind === 'not-installed' && r.installUrl.startsWith('https://'))).toBe(true);
    expect(rest.map((r) => r.name)).not.toContain('Solflare');
  });

  it('matches wallets registered under a variant of the name ("Trust Wallet", "OKX")', () => {
    const list = buildWalletList([{ name: 'Trust Wallet' }, { name: 'OKX' }]);
    const names = list.map((r) => r.name);
    expect(names).not.toContain('Trust');
    expect(names).not.toContain('OKX Wallet');
    expect(findKnownWallet('brave wallet')?.name).toBe('Brave Wallet');
    expect(findKnownWallet('Localnet Dev Wallet')).toBeUndefined();
  });

  it('takes an installed wallet’s networks from the chains it declares, else from what we know of it', () => {
    const list = buildWalletList([
      { name: 'Phantom', chains: ['solana:devnet', 'solana:mainnet'] },
      { name: 'Solflare', chains: ['standard:other'] },
      { name: 'Localnet Dev Wallet', chains: ['solana:localnet'] },
      { name: 'Glow' },
    ]);
    const networks = Object.fromEntries(
      list.flatMap((r) => (r.kind === 'installed' ? [[r.name, r.networks]] : [])),
    );
    expect(networks).toEqual({
      Phantom: ['mainnet-beta', 'devnet'],
      Solflare: ['mainnet-beta', 'devnet', 'testnet'],
      'Localnet Dev Wallet': ['localnet'],
      Glow: [],
    });
  });

  it('marks Auto Detect unavailable when nothing is installed', () => {
    expect(buildWalletList([])[0]).toMatchObject({ available: false });
  });

  it('preselects the stored network, else the app’s cluster, else the wallet’s first', () => {
    expect(defaultWalletNetwork(PUBLIC_WALLET_NETWORKS, 'devnet', 'testnet')).toBe('testnet');
    expect(defaultWalletNetwork(PUBLIC_WALLET_NETWORKS, 'devnet', 'localnet')).toBe('devnet');
    expect(defaultWalletNetwork(PUBLIC_WALLET_NETWORKS, 'localnet', null)).toBe('mainnet-beta');
    expect(defaultWalletNetwork([], 'localnet', null)).toBeUndefined();
  });

  it('maps Wallet Standard chain ids to cluster names', () => {
    expect(networksFromChains(['solana:testnet', 'solana:mainnet', 'ethereum:1', 'solana:localnet'])).toEqual(
      ['mainnet-beta', 'testnet', 'localnet'],
    );
  });
});

describe('toTransactionError', () => {
  it('maps each real cause to its spec text', () => {
    expect(toTransactionError({ code: 4001, message: 'x' }).message).toBe(ERROR_MESSAGES.TX__CANCELLED);
    const disconnected = toTransactionError({ code: 4900, message: 'x' });
    expect(disconnected.message).toBe(ERROR_MESSAGES.TX__WALLET_DISCONNECTED);
    expect(disconnected.context.resetWallet).toBe(true);
    expect(toTransactionError(new Error('Transfer: insufficient lamports 10, need 20')).message).toBe(
      ERROR_MESSAGES.TX__INSUFFICIENT_SOL,
    );
    expect(toTransactionError(new Error('Transaction simulation failed: Blockhash not found')).message).toBe(
      ERROR_MESSAGES.TX__NETWORK_CONFIG_ERROR,
    );
    expect(toTransactionError(new TypeError('Failed to fetch')).message).toBe(
      ERROR_MESSAGES.TX__SERVICE_ERROR,
    );
    expect(isAppError(toTransactionError(new Error('custom program error: 0x1')), 'TX__FAILED')).toBe(true);
  });
});
