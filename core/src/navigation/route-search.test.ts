import { describe, expect, it } from 'vitest';
import { SCAN_QUERY_MAX, ScannerChainIdSchema, ScanTypeSchema } from '../schemas/scanner';
import { ExplorerQueryTypeSchema } from '../schemas/token-tools';
import {
  EXPLORER_LINK_TYPES,
  ProgramsRouteSearchSchema,
  SCANNER_LINK_CHAINS,
  SCANNER_LINK_QUERY_MAX,
  SCANNER_LINK_TYPES,
  ScannerRouteSearchSchema,
} from './routes';

describe('route search schemas', () => {
  it('accept exactly what the full schemas accept', () => {
    expect([...SCANNER_LINK_TYPES]).toEqual(ScanTypeSchema.options);
    expect([...SCANNER_LINK_CHAINS]).toEqual(ScannerChainIdSchema.options);
    expect(SCANNER_LINK_QUERY_MAX).toBe(SCAN_QUERY_MAX);
    expect([...EXPLORER_LINK_TYPES]).toEqual(ExplorerQueryTypeSchema.options);
  });

  it('keeps a valid scanner share link and drops invalid values', () => {
    expect(ScannerRouteSearchSchema.parse({ type: 'token', q: '  abc ', chain: 'solana' })).toEqual({
      type: 'token',
      q: 'abc',
      chain: 'solana',
    });
    expect(ScannerRouteSearchSchema.parse({ type: 'nft', q: 'x'.repeat(500), chain: 'dogechain' })).toEqual(
      {},
    );
  });

  it('drops a blank explorer query and an unknown type', () => {
    expect(ProgramsRouteSearchSchema.parse({ type: 'program', q: ' Tokenkeg ' })).toEqual({
      type: 'program',
      q: 'Tokenkeg',
    });
    expect(ProgramsRouteSearchSchema.parse({ type: 'block', q: '   ' })).toEqual({});
  });
});
