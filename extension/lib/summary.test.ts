import type { Finding } from '@solpad/core/scanner';
import { describe, expect, it } from 'vitest';
import { fullReportUrl, scoreColour, topRisks } from './summary';

const finding = (type: Finding['type'], code: string, weight: number): Finding => ({
  type,
  code,
  message: code,
  evidence: `evidence of ${code}`,
  weight,
});

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
    const risks = [
      finding('info', 'unknown-liquidity', 0),
      finding('warning', 'mutable-metadata', 5),
      finding('danger', 'freeze', 15),
      finding('danger', 'mint', 25),
    ];
    expect(topRisks(risks)).toEqual([
      { type: 'danger', message: 'mint', evidence: 'evidence of mint' },
      { type: 'danger', message: 'freeze', evidence: 'evidence of freeze' },
      { type: 'warning', message: 'mutable-metadata', evidence: 'evidence of mutable-metadata' },
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
