import { describe, expect, it } from 'vitest';
import { buildSiwsMessage, parseSiwsMessage } from './siws';

const full = {
  domain: 'localhost:8787',
  address: 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp',
  statement: 'Sign in to Solpad',
  uri: 'http://localhost:8787',
  version: '1',
  chainId: 'localnet',
  nonce: 'abc123',
  issuedAt: '2026-11-23T10:00:00.000Z',
  expirationTime: '2026-11-23T10:10:00.000Z',
  resources: ['https://solpad.example/terms'],
};

describe('SIWS messages', () => {
  it('builds the standard text with only the fields given', () => {
    expect(buildSiwsMessage({ domain: 'a.io', address: 'X', nonce: 'n' })).toBe(
      'a.io wants you to sign in with your Solana account:\nX\n\nNonce: n',
    );
    expect(buildSiwsMessage(full)).toBe(
      [
        'localhost:8787 wants you to sign in with your Solana account:',
        full.address,
        '',
        'Sign in to Solpad',
        '',
        'URI: http://localhost:8787',
        'Version: 1',
        'Chain ID: localnet',
        'Nonce: abc123',
        'Issued At: 2026-11-23T10:00:00.000Z',
        'Expiration Time: 2026-11-23T10:10:00.000Z',
        'Resources:',
        '- https://solpad.example/terms',
      ].join('\n'),
    );
  });

  it('parses what it builds', () => {
    expect(parseSiwsMessage(buildSiwsMessage(full))).toEqual(full);
    expect(parseSiwsMessage(buildSiwsMessage({ domain: 'a.io', address: 'X' }))).toEqual({
      domain: 'a.io',
      address: 'X',
    });
  });

  it('rejects malformed text and duplicated fields', () => {
    expect(parseSiwsMessage('hello')).toBeNull();
    expect(
      parseSiwsMessage('a.io wants you to sign in with your Solana account:\nX\n\nNonce: 1\nNonce: 2'),
    ).toBeNull();
    expect(
      parseSiwsMessage('a.io wants you to sign in with your Solana account:\nX\n\nNonce: 1\nBogus: 1'),
    ).toBeNull();
  });
});
