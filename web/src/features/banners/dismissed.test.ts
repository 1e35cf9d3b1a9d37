import { describe, expect, it } from 'vitest';
import { addDismissed, DISMISSED_BANNERS_KEY, DISMISSED_MAX, readDismissed } from './dismissed';

/** A Storage kept in a Map (the web project's tests run in node). */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const m = new Map(Object.entries(initial));
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('dismissed banners', () => {
  it('remembers a dismissed id in storage, once', () => {
    const store = memoryStorage();
    addDismissed('a', store);
    addDismissed('b', store);
    expect(addDismissed('a', store)).toEqual(['b', 'a']);
    expect(JSON.parse(store.getItem(DISMISSED_BANNERS_KEY) ?? '')).toEqual(['b', 'a']);
    expect(readDismissed(store)).toEqual(['b', 'a']);
  });

  it('keeps only the newest ids', () => {
    const store = memoryStorage();
    for (let i = 0; i < DISMISSED_MAX + 5; i++) addDismissed(`id-${i}`, store);
    const kept = readDismissed(store);
    expect(kept).toHaveLength(DISMISSED_MAX);
    expect(kept[0]).toBe('id-5');
    expect(kept.at(-1)).toBe(`id-${DISMISSED_MAX + 4}`);
  });

  it('reads anything unreadable as nothing dismissed', () => {
    expect(readDismissed(memoryStorage({ [DISMISSED_BANNERS_KEY]: '{oops' }))).toEqual([]);
    expect(readDismissed(memoryStorage({ [DISMISSED_BANNERS_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readDismissed(memoryStorage({ [DISMISSED_BANNERS_KEY]: '["a",2,"b"]' }))).toEqual(['a', 'b']);
    expect(readDismissed(null)).toEqual([]);
  });
});
