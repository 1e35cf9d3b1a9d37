import { describe, expect, it } from 'vitest';
import { looksLikeAddress, mintFromLinks, siteHostOf, targetFromUrl } from './targets';

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const PAIR = '58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2';

describe('targetFromUrl', () => {
  it.each([
    [`https://pump.fun/coin/${MINT}`, MINT],
    [`https://www.pump.fun/coin/${MINT}/`, MINT],
    [`https://birdeye.so/token/${MINT}?chain=solana`, MINT],
    [`https://solscan.io/token/${MINT}#holders`, MINT],
    [`https://jup.ag/swap/SOL-${MINT}`, MINT],
    [`https://jup.ag/?inputMint=So11111111111111111111111111111111111111112&outputMint=${MINT}`, MINT],
    [`https://gmgn.ai/sol/token/${MINT}`, MINT],
    [`https://gmgn.ai/sol/token/a1b2c3_${MINT}`, MINT],
    [`http://localhost:5173/token/${MINT}`, MINT],
    [`http://127.0.0.1:8787/tokens/curve/${MINT}`, MINT],
  ])('finds the mint of %s', (url, mint) => {
    expect(targetFromUrl(url)).toEqual({ type: 'mint', address: mint });
  });

  it('reads a dexscreener pair as a pair', () => {
    expect(targetFromUrl(`https://dexscreener.com/solana/${PAIR}`)).toEqual({ type: 'pair', address: PAIR });
  });

  it.each([
    'https://pump.fun/board',
    `https://pump.fun/profile/${MINT}`,
    'https://dexscreener.com/ethereum/0xabc',
    'https://jup.ag/swap/USDC-SOL',
    `https://gmgn.ai/eth/token/${MINT}`,
    'https://gmgn.ai/sol/token/abc',
    `https://jup.ag/swap/${MINT}-So11111111111111111111111111111111111111112`,
    `https://evil.example/token/${MINT}`,
    'https://solscan.io/token/0OIl',
    'not a url',
  ])('ignores %s', (url) => {
    expect(targetFromUrl(url)).toBeNull();
  });

  it('checks the base58 alphabet', () => {
    expect(looksLikeAddress(MINT)).toBe(true);
    expect(looksLikeAddress(`${MINT.slice(0, -1)}0`)).toBe(false);
    expect(looksLikeAddress(null)).toBe(false);
  });
});

describe('mintFromLinks', () => {
  it('reads the base mint from a Solscan or Birdeye link', () => {
    expect(mintFromLinks(['https://x.com/abc', `https://solscan.io/token/${MINT}`])).toBe(MINT);
    expect(mintFromLinks([`https://birdeye.so/token/${MINT}?chain=solana`])).toBe(MINT);
  });

  it('answers null when the page names no token', () => {
    expect(mintFromLinks(['https://dexscreener.com/solana', 'https://solscan.io/account/x'])).toBeNull();
  });
});

describe('this site on another origin', () => {
  it('reads the site host with the site paths, and only that host', () => {
    expect(targetFromUrl(`https://solpad.example/tokens/solana/pump/${MINT}`, 'solpad.example')).toEqual({
      type: 'mint',
      address: MINT,
    });
    expect(targetFromUrl(`https://solpad.example/tokens/solana/pump/${MINT}`)).toBeNull();
    expect(targetFromUrl(`https://other.example/token/${MINT}`, 'solpad.example')).toBeNull();
    expect(targetFromUrl(`https://solpad.example/portfolio`, 'solpad.example')).toBeNull();
  });

  it('never takes a third-party site (or its subdomains) for this site', () => {
    expect(siteHostOf('solpad.example')).toBe('solpad.example');
    expect(siteHostOf('station.jup.ag')).toBeUndefined();
    expect(siteHostOf('pump.fun')).toBeUndefined();
  });
});
