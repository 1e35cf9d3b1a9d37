import { describe, expect, it } from 'vitest';
import { solscanUrl } from './links';

describe('solscanUrl', () => {
  it('links mainnet without a cluster parameter and other clusters with one', () => {
    expect(solscanUrl('account', 'Abc', 'mainnet-beta')).toBe('https://solscan.io/account/Abc');
    expect(solscanUrl('tx', 'Sig', 'devnet')).toBe('https://solscan.io/tx/Sig?cluster=devnet');
    expect(solscanUrl('token', 'Mint', 'testnet')).toBe('https://solscan.io/token/Mint?cluster=testnet');
  });

  it('has no link for the localnet, which Solscan cannot see', () => {
    expect(solscanUrl('account', 'Abc', 'localnet')).toBeNull();
    expect(solscanUrl('account', 'Abc', undefined)).toBeNull();
  });
});
