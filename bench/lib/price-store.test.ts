import { PRICE_MAX_AGE_FALLBACK_MS, PRICE_MAX_AGE_MS } from '@solpad/core/constants';
import { describe, expect, it } from 'vitest';
import {
  connectionStatusAtom,
  createPriceStore,
  priceAtom,
  pricesReducer,
  subscriptionsAtom,
} from './price-store';

const p = (priceSol: number) => ({ priceSol });

describe('price store', () => {
  it('applies a batch of updates in one state change, keyed by token address', () => {
    let t = 1000;
    const prices = createPriceStore(undefined, () => t);
    let changes = 0;
    prices.store.sub(priceAtom('A'), () => changes++);
    prices.applyUpdates([
      { address: 'A', priceData: p(1) },
      { address: 'B', priceData: p(2) },
      { address: 'A', priceData: p(3) },
    ]);
    expect(prices.getPrice('A')).toEqual({ priceData: p(3), lastUpdated: 1000 });
    expect(prices.getPrice('B')?.priceData).toEqual(p(2));
    expect(changes).toBe(1);
    t = 2000;
    prices.applyUpdates([{ address: 'A', priceData: p(4), at: 500 }]);
    expect(prices.getPrice('A')?.priceData).toEqual(p(3));
  });

  it('the clear-old action drops prices older than 30 s by default', () => {
    let t = 0;
    const prices = createPriceStore(undefined, () => t);
    prices.applyUpdates([{ address: 'old', priceData: p(1) }]);
    t = 10_000;
    prices.applyUpdates([{ address: 'new', priceData: p(1) }]);
    t = PRICE_MAX_AGE_MS + 1;
    prices.clearOldPrices();
    expect(prices.getPrice('old')).toBeUndefined();
    expect(prices.getPrice('new')).toBeDefined();
  });

  it('the reducer falls back to 5 minutes when no max age is given', () => {
    const state = pricesReducer(new Map(), {
      type: 'update',
      now: 0,
      updates: [{ address: 'A', priceData: p(1) }],
    });
    expect(pricesReducer(state, { type: 'clearOld', now: PRICE_MAX_AGE_FALLBACK_MS }).has('A')).toBe(true);
    expect(pricesReducer(state, { type: 'clearOld', now: PRICE_MAX_AGE_FALLBACK_MS + 1 }).has('A')).toBe(
      false,
    );
    expect(pricesReducer(state, { type: 'clearOld', now: 1 })).toBe(state);
  });

  it('keeps the subscription set and the connection status (default disconnected)', () => {
    const prices = createPriceStore();
    expect(prices.store.get(connectionStatusAtom)).toBe('disconnected');
    prices.subscribe(['A', 'B']);
    const before = prices.store.get(subscriptionsAtom);
    prices.subscribe(['A']);
    expect(prices.store.get(subscriptionsAtom)).toBe(before);
    prices.unsubscribe(['A']);
    expect([...prices.store.get(subscriptionsAtom)]).toEqual(['B']);
    prices.setConnectionStatus('connected');
    expect(prices.store.get(connectionStatusAtom)).toBe('connected');
    prices.remove(['B']);
  });
});
