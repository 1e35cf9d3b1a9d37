import { getBase58Decoder, isAddress } from '@solana/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CampaignListSearchSchema,
  CHAINS,
  isChainId,
  isMoonvaultSection,
  isSolanaAddressText,
  MOONVAULT_SECTIONS,
  resolveTokensPath,
  TokenListSearchSchema,
} from '.';

const MINT = 'So11111111111111111111111111111111111111112';

describe('Chains tree', () => {
  it('has Solana as the only active chain, with Pump.fun and Raydium its only active dexes', () => {
    expect(CHAINS.filter((c) => c.active).map((c) => c.id)).toEqual(['solana']);
    const solana = CHAINS[0];
    expect(solana.dexes.filter((d) => d.active).map((d) => d.name)).toEqual(['Pump.fun', 'Raydium']);
    expect(solana.dexes.filter((d) => !d.active).map((d) => d.name)).toEqual([
      'Meteora',
      'Orca',
      'DexLab',
      'LaunchLab',
      'FluxBeam',
    ]);
    expect(CHAINS.slice(1).map((c) => c.name)).toEqual(['Ethereum', 'Base', 'Arbitrum', 'Bitcoin', 'Sui']);
  });

  it('recognises chain ids only', () => {
    expect(isChainId('solana')).toBe(true);
    expect(isChainId('sui')).toBe(true);
    expect(isChainId('polygon')).toBe(false);
  });
});

describe('resolveTokensPath', () => {
  it('defaults /tokens to Solana and Pump.fun', () => {
    const t = resolveTokensPath([]);
    expect(t).toMatchObject({ kind: 'list', chain: { id: 'solana' }, dex: { id: 'pump' } });
  });

  it('reads a chain id as a list and a Solana address as a detail', () => {
    expect(resolveTokensPath(['solana'])).toMatchObject({ kind: 'list', dex: { id: 'pump' } });
    expect(resolveTokensPath(['ethereum'])).toMatchObject({
      kind: 'list',
      chain: { id: 'ethereum' },
      dex: undefined,
    });
    expect(resolveTokensPath([MINT])).toMatchObject({
      kind: 'detail',
      address: MINT,
      chain: { id: 'solana' },
    });
  });

  it('reads chain and dex from the path', () => {
    expect(resolveTokensPath(['solana', 'raydium'])).toMatchObject({
      kind: 'list',
      chain: { id: 'solana' },
      dex: { id: 'raydium' },
    });
    expect(resolveTokensPath(['solana', 'pump', MINT])).toMatchObject({
      kind: 'detail',
      dex: { id: 'pump' },
      address: MINT,
    });
  });

  it('is a 404 for unknown chains, dexes, malformed addresses and extra segments', () => {
    expect(resolveTokensPath(['polygon']).kind).toBe('not-found');
    expect(resolveTokensPath(['not-an-address']).kind).toBe('not-found');
    expect(resolveTokensPath(['solana', 'uniswap']).kind).toBe('not-found');
    expect(resolveTokensPath(['ethereum', 'pump']).kind).toBe('not-found');
    expect(resolveTokensPath(['solana', 'pump', 'xyz']).kind).toBe('not-found');
    expect(resolveTokensPath(['solana', 'pump', MINT, 'more']).kind).toBe('not-found');
  });
});

describe('TokenListSearchSchema', () => {
  it('keeps a known category and drops an unknown one', () => {
    expect(TokenListSearchSchema.parse({ category: 'new' })).toEqual({ category: 'new' });
    expect(TokenListSearchSchema.parse({ category: 'hot' })).toEqual({ category: undefined });
    expect(TokenListSearchSchema.parse({})).toEqual({});
  });
});

describe('moonvault sections', () => {
  it('lists the 14 admin sections and rejects others', () => {
    expect(MOONVAULT_SECTIONS).toHaveLength(14);
    expect(isMoonvaultSection('cleanup')).toBe(true);
    expect(isMoonvaultSection('secrets')).toBe(false);
  });
});

describe('CampaignListSearchSchema', () => {
  it('reads the Start Campaign flag and ignores junk', () => {
    expect(CampaignListSearchSchema.parse({ new: true })).toEqual({ new: true });
    expect(CampaignListSearchSchema.parse({ new: 'yes' })).toEqual({ new: undefined });
  });
});

describe('isSolanaAddressText', () => {
  it('agrees with kit’s isAddress', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => getBase58Decoder().decode(b)),
          fc.uint8Array({ minLength: 0, maxLength: 40 }).map((b) => getBase58Decoder().decode(b)),
          fc.string({ minLength: 30, maxLength: 46 }),
        ),
        (text) => isSolanaAddressText(text) === isAddress(text),
      ),
      { numRuns: 2000 },
    );
    expect(isSolanaAddressText(MINT)).toBe(true);
    expect(isSolanaAddressText('11111111111111111111111111111111')).toBe(true);
    expect(isSolanaAddressText('0OIl1111111111111111111111111111')).toBe(false);
  });
});
