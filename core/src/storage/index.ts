/**
 * Key-value storage behind an interface, so the same session code runs on the site (localStorage) and in
 * the extension (chrome.storage). Methods may be sync or async; callers always await.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** An in-memory storage (tests, and the fallback where no persistent storage exists). */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    dump: () => Object.fromEntries(data),
  };
}

/** Minimal shape of `chrome.storage.local` (or `browser.storage.local`) that the adapter needs. */
export interface ExtensionStorageArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/** Adapts an extension storage area to `KeyValueStorage`. */
export function fromExtensionStorage(area: ExtensionStorageArea): KeyValueStorage {
  return {
    getItem: async (key) => {
      const value = (await area.get(key))[key];
      return typeof value === 'string' ? value : null;
    },
    setItem: (key, value) => area.set({ [key]: value }),
    removeItem: (key) => area.remove(key),
  };
}
