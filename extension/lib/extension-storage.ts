import { fromExtensionStorage, type KeyValueStorage } from '@solpad/core/storage';
import { browser } from 'wxt/browser';

/** The extension's settings storage: `chrome.storage.local` behind core's storage interface. */
export function extensionStorage(): KeyValueStorage {
  return fromExtensionStorage(browser.storage.local);
}
