import type { ScannerChainId } from '../schemas/scanner';

/** A chain of the scanner's select (spec §3 scanner chain: value, label, icon, status). */
export interface ScannerChainOption {
  value: ScannerChainId;
  label: string;
  /** A short glyph shown beside the label. */
  icon: string;
  status: 'Active' | 'Coming Soon';
}

/** The scanner's chains (spec §9): Solana active; the others coming soon. */
export const SCANNER_CHAINS: readonly ScannerChainOption[] = [
  { value: 'solana', label: 'Solana', icon: '◎', status: 'Active' },
  { value: 'ethereum', label: 'Ethereum', icon: 'Ξ', status: 'Coming Soon' },
  { value: 'bsc', label: 'BSC', icon: 'B', status: 'Coming Soon' },
  { value: 'polygon', label: 'Polygon', icon: 'P', status: 'Coming Soon' },
  { value: 'avalanche', label: 'Avalanche', icon: 'A', status: 'Coming Soon' },
  { value: 'arbitrum', label: 'Arbitrum', icon: 'A', status: 'Coming Soon' },
  { value: 'base', label: 'Base', icon: 'B', status: 'Coming Soon' },
];
