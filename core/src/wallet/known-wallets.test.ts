import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, isAppError } from '../errors';
import { AUTO_DETECT, buildWalletList, KNOWN_WALLETS } from './known-wallets';
import { toTransactionError } from './transaction-errors';

describe('wallet list', () => {
  it('offers about 15 providers plus Auto Detect, installed ones first, install links for the rest', () => {
    expect(KNOWN_WALLETS.length).toBeGreaterThanOrEqual(15);
    const list = buildWalletList([{ name: 'Solflare' }, { name: 'Localnet Dev Wallet' }]);
    expect(list[0]).toEqual({ kind: 'auto-detect', name: AUTO_DETECT, available: true });
    expect(list.slice(1, 3).map((r) => [r.kind, r.name])).toEqual([
      ['installed', 'Solflare'],
      ['installed', 'Localnet Dev Wallet'],
    ]);
    const rest = list.slice(3);
    expect(rest.every((r) => r.kind === 'not-installed' && r.installUrl.startsWith('https://'))).toBe(true);
    expect(rest.map((r) => r.name)).not.toContain('Solflare');
    expect(list.find((r) => r.name === 'Solflare')).toMatchObject({
      networks: ['mainnet-beta', 'devnet', 'testnet'],
    });
  });

  it('marks Auto Detect unavailable when nothing is installed', () => {
    expect(buildWalletList([])[0]).toMatchObject({ available: false });
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
