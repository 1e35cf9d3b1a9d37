import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type ExtensionStorageArea, fromExtensionStorage } from '.';

describe('storage adapters', () => {
  it('memory storage sets, gets and removes', () => {
    const s = createMemoryStorage({ a: '1' });
    expect(s.getItem('a')).toBe('1');
    s.setItem('b', '2');
    s.removeItem('a');
    expect(s.dump()).toEqual({ b: '2' });
  });

  it('adapts an extension storage area, ignoring non-string values', async () => {
    const data: Record<string, unknown> = { n: 5 };
    const area: ExtensionStorageArea = {
      get: async (k) =>
        Object.fromEntries(
          [k]
            .flat()
            .filter((x) => x in data)
            .map((x) => [x, data[x]]),
        ),
      set: async (items) => {
        Object.assign(data, items);
      },
      remove: async (k) => {
        for (const x of [k].flat()) delete data[x];
      },
    };
    const s = fromExtensionStorage(area);
    await s.setItem('wallet_address', 'abc');
    expect(await s.getItem('wallet_address')).toBe('abc');
    expect(await s.getItem('n')).toBeNull();
    await s.removeItem('wallet_address');
    expect(await s.getItem('wallet_address')).toBeNull();
  });
});
