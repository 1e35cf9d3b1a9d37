import { describe, expect, it } from 'vitest';
import { MaintenanceStatusSchema } from '../schemas/maintenance';
import { isMaintenanceExempt, isUnderMaintenance, MaintenanceStatusMiniSchema } from '.';

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

describe('MaintenanceStatusMiniSchema', () => {
  it('accepts and refuses exactly what MaintenanceStatusSchema does', () => {
    const samples: unknown[] = [
      { enabled: false, pathMaintenance: {} },
      { enabled: true, pathMaintenance: { '/tokens': true } },
      { enabled: 'yes', pathMaintenance: {} },
      { enabled: false, pathMaintenance: { '/tokens': 1 } },
      { enabled: false },
      null,
    ];
    for (const s of samples) {
      expect(MaintenanceStatusMiniSchema.safeParse(s).success).toBe(
        MaintenanceStatusSchema.safeParse(s).success,
      );
    }
  });
});
