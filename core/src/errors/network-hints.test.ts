import { describe, expect, it } from 'vitest';
import { classifyNetworkError, isDevelopmentPreviewHost, isIgnorableRejection } from './network-hints';

describe('classifyNetworkError', () => {
  it('names a timeout', () => {
    expect(classifyNetworkError({ name: 'TimeoutError', message: 'signal timed out' })?.kind).toBe('timeout');
    expect(
      classifyNetworkError({ message: 'Balance request timeout - server may be overloaded' })?.kind,
    ).toBe('timeout');
  });

  it('names a CORS refusal', () => {
    const message = "Access to fetch at 'https://x' has been blocked by CORS policy";
    expect(classifyNetworkError({ message })?.kind).toBe('cors');
  });

  it('names a missing endpoint', () => {
    expect(classifyNetworkError({ message: 'Network response was not ok (HTTP 404)' })?.kind).toBe(
      'missing-endpoint',
    );
  });

  it('names a server that is down', () => {
    expect(classifyNetworkError({ message: 'Failed to fetch', online: true })?.kind).toBe('server-down');
    expect(classifyNetworkError({ message: 'Network response was not ok (HTTP 503)' })?.kind).toBe(
      'server-down',
    );
  });

  it('names connectivity when the browser is offline', () => {
    expect(classifyNetworkError({ message: 'Failed to fetch', online: false })?.kind).toBe('connectivity');
    expect(
      classifyNetworkError({ message: 'NetworkError when attempting to fetch resource.', online: false })
        ?.kind,
    ).toBe('connectivity');
    expect(classifyNetworkError({ message: 'net::ERR_INTERNET_DISCONNECTED' })?.kind).toBe('connectivity');
  });

  it('leaves other errors alone', () => {
    expect(classifyNetworkError({ message: "Cannot read properties of undefined (reading 'x')" })).toBeNull();
    expect(classifyNetworkError({ message: 'Token not found in list' })).toBeNull();
  });
});

describe('development-preview host', () => {
  it('is the Vite dev server or preview on a loopback host', () => {
    expect(isDevelopmentPreviewHost('localhost:5173')).toBe(true);
    expect(isDevelopmentPreviewHost('127.0.0.1:4173')).toBe(true);
    expect(isDevelopmentPreviewHost('localhost:8787')).toBe(false);
    expect(isDevelopmentPreviewHost('example.com:5173')).toBe(false);
    expect(isDevelopmentPreviewHost('localhost')).toBe(false);
  });

  it('ignores only failed fetches there', () => {
    expect(isIgnorableRejection('Failed to fetch', 'localhost:5173')).toBe(true);
    expect(isIgnorableRejection('Failed to fetch', 'solpad.example:443')).toBe(false);
    expect(isIgnorableRejection('boom', 'localhost:5173')).toBe(false);
  });
});
