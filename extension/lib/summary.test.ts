import type { Finding } from '@solpad/core/scanner';
import { describe, expect, it } from 'vitest';
import { fullReportUrl, scoreColour, topRisks } from './summary';

describe('scoreColour', () => {
  it('follows spec §9: 80+ green, 60+ yellow, 40+ orange, else red', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });
});

describe('topRisks', () => {
  it('puts dangers first, then the heavier weight, and keeps three with their evidence', () => {
    const risks: Finding[] = [
      { type: 'info', code: 'LIQUIDITY', message: 'Liquidity unknown', evidence: 'no pool', weight: 0 },
      { type: 'warning', code: 'MUTABLE', message: 'Metadata can change', evidence: 'update key', weight: 5 },
      { type: 'danger', code: 'FREEZE', message: 'Freeze authority set', evidence: 'freeze', weight: 15 },
      { type: 'danger', code: 'MINT', message: 'Mint authority set', evidence: 'mint', weight: 25 },
    ];
    expect(topRisks(risks)).toEqual([
      { type: 'danger', message: 'Mint authority set', evidence: 'mint' },
      { type: 'danger', message: 'Freeze authority set', evidence: 'freeze' },
      { type: 'warning', message: 'Metadata can change', evidence: 'update key' },
    ]);
  });
});

describe('fullReportUrl', () => {
  it('links the site scanner with the address', () => {
    expect(fullReportUrl('http://127.0.0.1:8787', 'So11111111111111111111111111111111111111112')).toBe(
      'http://127.0.0.1:8787/tools/scanner?type=token&q=So11111111111111111111111111111111111111112',
    );
  });
});
