import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, estimateLaunchCost, parseInitialBuy, solText, validateDraft } from './form';

const draft = (over: Partial<typeof EMPTY_DRAFT>) => ({
  ...EMPTY_DRAFT,
  name: 'Lantern',
  symbol: 'LNT',
  ...over,
});

describe('launch form validation', () => {
  it('accepts a complete draft and turns the initial buy into lamports', () => {
    const r = validateDraft(draft({ initialBuySol: '0.25', website: 'https://lantern.example' }));
    expect(r.ok && r.value.initialBuyLamports).toBe(250_000_000n);
    expect(r.ok && r.value.form.links.website).toBe('https://lantern.example');
  });

  it('names each field in its message (core schema rules)', () => {
    const r = validateDraft(
      draft({ name: '', symbol: 'WAYTOOLONGSYM', x: 'https://example.com/me', telegram: 'nope' }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name).toBe('Name is required');
    expect(r.errors.symbol).toBe('Symbol must be at most 10 characters');
    expect(r.errors.x).toBe('X must be a X link (x.com or twitter.com)');
    expect(r.errors.telegram).toContain('Telegram must be a Telegram link');
  });

  it('refuses an initial buy that is not a SOL amount and a non-base58 vanity suffix', () => {
    const r = validateDraft(draft({ initialBuySol: '1.2345678901', vanitySuffix: 'l0l' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.initialBuySol).toBe('Initial buy must be a SOL amount with at most 9 decimals');
    expect(r.errors.vanitySuffix).toContain('Vanity suffix can only use base58 characters');
  });

  it('prices the platform fee and the initial buy exactly', () => {
    expect(estimateLaunchCost(draft({ platform: 'Meteora', initialBuySol: '0.000000001' }))).toEqual({
      feeLamports: 1_200_000_000n,
      buyLamports: 1n,
    });
    expect(parseInitialBuy('')).toBe(0n);
    expect(solText(1_700_000_001n)).toBe('1.700000001 SOL');
    expect(solText(500_000_000n)).toBe('0.5 SOL');
  });
});
