import { createMemoryStorage } from '@solpad/core/storage';
import { describe, expect, it } from 'vitest';
import {
  API_BASE_STORAGE_KEY,
  DEFAULT_API_BASE_URL,
  hostPermissionFor,
  isApiBaseUrl,
  isBuiltInHost,
  loadApiBase,
  parseApiBaseUrl,
  saveApiBase,
} from './api-base';

describe('parseApiBaseUrl', () => {
  it('accepts the default local API', () => {
    expect(parseApiBaseUrl(DEFAULT_API_BASE_URL)).toEqual({ ok: true, url: 'http://localhost:8787' });
  });

  it('trims spaces and drops trailing slashes', () => {
    expect(parseApiBaseUrl('  https://api.example.com/solpad//  ')).toEqual({
      ok: true,
      url: 'https://api.example.com/solpad',
    });
  });

  it('normalises a bare origin without adding a slash', () => {
    expect(parseApiBaseUrl('HTTP://127.0.0.1:8799/')).toEqual({ ok: true, url: 'http://127.0.0.1:8799' });
  });

  it('asks for a URL when the field is empty', () => {
    expect(parseApiBaseUrl('   ')).toEqual({
      ok: false,
      error: expect.stringMatching(/^Enter the API base URL/),
    });
  });

  it('rejects text that is not a URL with a readable message', () => {
    expect(parseApiBaseUrl('not a url')).toEqual({
      ok: false,
      error: '“not a url” is not a URL. Enter one like http://localhost:8787.',
    });
  });

  it('rejects schemes other than http and https', () => {
    for (const input of ['ftp://example.com', 'chrome-extension://abc/popup.html', 'file:///etc/passwd']) {
      const result = parseApiBaseUrl(input);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(/must start with http:\/\/ or https:\/\//);
    }
  });

  it('suggests adding the scheme to a bare host and port', () => {
    expect(parseApiBaseUrl('localhost:8787')).toEqual({
      ok: false,
      error: 'Start the URL with http:// or https://, e.g. http://localhost:8787.',
    });
  });

  it('rejects a script URL', () => {
    expect(isApiBaseUrl('javascript:alert(1)')).toBe(false);
  });

  it('rejects credentials, queries and fragments', () => {
    expect(isApiBaseUrl('http://user:pw@localhost:8787')).toBe(false);
    expect(isApiBaseUrl('http://localhost:8787/?x=1')).toBe(false);
    expect(isApiBaseUrl('http://localhost:8787/#top')).toBe(false);
  });
});

describe('host permissions', () => {
  it('maps a URL to a pattern for its host on every port', () => {
    expect(hostPermissionFor('https://api.example.com:8443/solpad')).toBe('https://api.example.com/*');
  });

  it('knows local http APIs need no prompt', () => {
    expect(isBuiltInHost('http://localhost:8787')).toBe(true);
    expect(isBuiltInHost('http://127.0.0.1:8799')).toBe(true);
  });

  it('knows https on localhost and remote hosts need a prompt', () => {
    expect(isBuiltInHost('https://localhost:8787')).toBe(false);
    expect(isBuiltInHost('http://192.168.1.20:8787')).toBe(false);
  });
});

describe('loadApiBase / saveApiBase', () => {
  it('falls back to the default when nothing is stored', async () => {
    expect(await loadApiBase(createMemoryStorage())).toBe(DEFAULT_API_BASE_URL);
  });

  it('reads back what was saved', async () => {
    const storage = createMemoryStorage();
    await saveApiBase(storage, 'https://api.example.com');
    expect(await loadApiBase(storage)).toBe('https://api.example.com');
  });

  it('ignores a corrupt stored value', async () => {
    const storage = createMemoryStorage({ [API_BASE_STORAGE_KEY]: 'ftp://nope' });
    expect(await loadApiBase(storage)).toBe(DEFAULT_API_BASE_URL);
  });
});
