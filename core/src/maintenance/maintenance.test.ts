import { describe, expect, it } from 'vitest';
import { isMaintenanceExempt, isUnderMaintenance } from '.';

describe('maintenance', () => {
  it('never applies under /admin or /moonvault', () => {
    const all = { enabled: true, pathMaintenance: { '/moonvault': true } };
    expect(isUnderMaintenance(all, '/admin')).toBe(false);
    expect(isUnderMaintenance(all, '/moonvault/system')).toBe(false);
    expect(isUnderMaintenance(all, '/administrator')).toBe(true);
    expect(isMaintenanceExempt('/moonvaultx')).toBe(false);
  });

  it('covers every other path when enabled globally', () => {
    expect(isUnderMaintenance({ enabled: true, pathMaintenance: {} }, '/')).toBe(true);
  });

  it('covers a flagged path and its children only', () => {
    const s = { enabled: false, pathMaintenance: { '/tokens': true, '/launch': false } };
    expect(isUnderMaintenance(s, '/tokens')).toBe(true);
    expect(isUnderMaintenance(s, '/tokens/solana/pump')).toBe(true);
    expect(isUnderMaintenance(s, '/tokens/')).toBe(true);
    expect(isUnderMaintenance(s, '/tokensx')).toBe(false);
    expect(isUnderMaintenance(s, '/')).toBe(false);
    expect(isUnderMaintenance(s, '/launch')).toBe(false);
  });
});
