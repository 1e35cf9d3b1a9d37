import { isAddress } from '@solana/kit';
import { AppError } from '../errors';
import { type ScanRequest, ScanRequestSchema } from '../schemas/scanner';
import { scanContract } from './contract';
import { isBlankScanQuery, isScannableChain } from './query';
import { type ScanDeps, scanToken } from './token';
import type { ScanProgress, ScanReport } from './types';
import { scanWallet } from './wallet';

/**
 * Resolves a query to an address: an address is taken as is; for a token, a symbol or name is looked up in
 * the market source's index (best match first). Throws SCAN__INVALID_ADDRESS / SCAN__SYMBOL_NOT_FOUND.
 */
export async function resolveScanTarget(request: ScanRequest, deps: ScanDeps): Promise<string> {
  const query = request.query.trim();
  if (isAddress(query)) return query;
  if (request.type !== 'token') throw new AppError('SCAN__INVALID_ADDRESS', { context: { query } });
  const matches = await deps.market.resolveSymbol(query.replace(/^\$/, ''), deps.signal).catch(() => null);
  const first = matches?.[0];
  if (!first) throw new AppError('SCAN__SYMBOL_NOT_FOUND', { context: { query } });
  return first.address;
}

/**
 * Runs one scan (spec §2 "Advanced Security Scanner") against the chain behind `deps.rpc`. Returns null for a
 * blank query (it does nothing — no progress, no reads). `onProgress` hears each of the five phases as it
 * really completes (20, 40, 60, 80, 100 %). Errors are AppErrors with SCAN__ codes.
 */
export async function scan(
  input: ScanRequest,
  deps: ScanDeps,
  onProgress: (p: ScanProgress) => void = () => {},
): Promise<ScanReport | null> {
  const request = ScanRequestSchema.parse(input);
  if (isBlankScanQuery(request.query)) return null;
  if (!isScannableChain(request.chain)) throw new AppError('SCAN__UNSUPPORTED_CHAIN');
  const target = await resolveScanTarget(request, deps);
  switch (request.type) {
    case 'token':
      return scanToken(target, deps, onProgress);
    case 'wallet':
      return scanWallet(target, deps, onProgress);
    case 'contract':
      return scanContract(target, deps, onProgress);
    default: {
      const never: never = request.type;
      throw new Error(`unknown scan type ${String(never)}`);
    }
  }
}
