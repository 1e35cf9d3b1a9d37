import { describe, expect, it } from 'vitest';
import { LAUNCH_FEES_LAMPORTS } from '../constants';
import { LaunchFormSchema } from '../schemas/launch';
import { PUMP_FUN_CURVE } from '../trade/market';
import {
  checkLaunchImage,
  detectImageType,
  LAUNCH_IMAGE_MAX_BYTES,
  LAUNCH_PLATFORMS,
  launchPlatform,
} from '.';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('launch platforms', () => {
  it('offers PumpFun 0.5, Raydium 0.8 and Meteora 1.2 SOL, each with features, on the pump.fun curve', () => {
    expect(LAUNCH_PLATFORMS.map((p) => [p.id, p.feeLamports])).toEqual([
      ['PumpFun', 500_000_000n],
      ['Raydium', 800_000_000n],
      ['Meteora', 1_200_000_000n],
    ]);
    for (const p of LAUNCH_PLATFORMS) {
      expect(p.feeLamports).toBe(LAUNCH_FEES_LAMPORTS[p.id]);
      expect(p.features.length).toBeGreaterThan(0);
      expect(p.curve).toBe(PUMP_FUN_CURVE);
    }
    expect(launchPlatform('Meteora').name).toBe('Meteora');
  });
});

describe('image check', () => {
  it('detects PNG, JPEG, GIF and WebP by their magic bytes', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('GIF87a...'))).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(
      'image/webp',
    );
  });

  it('refuses other content whatever it claims to be: SVG, a RIFF WAVE, a truncated PNG header', () => {
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(checkLaunchImage(new TextEncoder().encode('hello'))).toMatchObject({
      ok: false,
      code: 'IMAGE__UNSUPPORTED_TYPE',
    });
  });

  it('refuses an empty image and one over 4 MB', () => {
    expect(checkLaunchImage(new Uint8Array())).toMatchObject({ ok: false, code: 'IMAGE__EMPTY' });
    const big = new Uint8Array(LAUNCH_IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkLaunchImage(big)).toMatchObject({ ok: false, code: 'IMAGE__TOO_LARGE' });
    expect(checkLaunchImage(big.subarray(0, LAUNCH_IMAGE_MAX_BYTES))).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
  });
});

describe('launch form', () => {
  const valid = { name: ' Moon Cat ', symbol: 'MCAT', platform: 'PumpFun' };
  it('trims, defaults and parses the initial buy to bigint', () => {
    const form = LaunchFormSchema.parse({ ...valid, initialBuyLamports: '1500000000', links: { x: '' } });
    expect(form).toMatchObject({ name: 'Moon Cat', description: '', initialBuyLamports: 1_500_000_000n });
    expect(form.links.x).toBeUndefined();
  });

  it('enforces the name and symbol lengths, the link hosts and the platform', () => {
    expect(LaunchFormSchema.safeParse({ ...valid, name: 'x'.repeat(32) }).success).toBe(true);
    expect(LaunchFormSchema.safeParse({ ...valid, name: 'x'.repeat(33) }).success).toBe(false);
    expect(LaunchFormSchema.safeParse({ ...valid, symbol: 'ABCDEFGHIJ' }).success).toBe(true);
    expect(LaunchFormSchema.safeParse({ ...valid, symbol: 'ABCDEFGHIJK' }).success).toBe(false);
    expect(LaunchFormSchema.safeParse({ ...valid, links: { x: 'https://twitter.com/a' } }).success).toBe(
      true,
    );
    expect(
      LaunchFormSchema.safeParse({ ...valid, links: { telegram: 'https://t.me.evil.com/a' } }).success,
    ).toBe(false);
    expect(LaunchFormSchema.safeParse({ ...valid, links: { website: 'ftp://a.example' } }).success).toBe(
      false,
    );
    expect(LaunchFormSchema.safeParse({ ...valid, platform: 'Orca' }).success).toBe(false);
    expect(LaunchFormSchema.safeParse({ ...valid, initialBuyLamports: '-1' }).success).toBe(false);
  });
});
