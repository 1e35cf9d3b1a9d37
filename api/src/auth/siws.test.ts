import { describe, expect, it } from 'vitest';
import { isAllowedDomain } from './siws';

const LOOPBACK = ['localhost', 'localhost:8787', '127.0.0.1', '127.0.0.1:5173', '[::1]', '[::1]:65535'];

describe('the SIWS domains a server accepts', () => {
  it('are the loopback hosts on any port while PUBLIC_URL is unset', () => {
    for (const domain of LOOPBACK) expect(isAllowedDomain(domain, undefined), domain).toBe(true);
  });

  it('are no other host while PUBLIC_URL is unset, however close', () => {
    for (const domain of [
      'solpad.example',
      'localhost.evil.example',
      'evil.localhost',
      '127.0.0.2:8787',
      '127.0.0.1.evil.example',
      '[::2]:8787',
      '::1',
      'localhost:8787/path',
      'localhost:123456',
      '',
    ])
      expect(isAllowedDomain(domain, undefined), domain).toBe(false);
  });

  it('are the public host alone once PUBLIC_URL is set: no loopback host, no other port', () => {
    expect(isAllowedDomain('solpad.example', 'solpad.example')).toBe(true);
    for (const domain of [...LOOPBACK, 'solpad.example:8443', 'www.solpad.example'])
      expect(isAllowedDomain(domain, 'solpad.example'), domain).toBe(false);
  });
});
