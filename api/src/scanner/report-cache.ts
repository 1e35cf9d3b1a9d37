// `GET /api/scanner/token/{address}`: the token report a browser builds, built in-process (the same core scan,
// the same database market source), cached per slot so bots polling one token cost one scan a slot.
import { isAppError } from '@solpad/core/errors';
import { reportToJson, type ScannerRpc, scanToken, type TokenReport } from '@solpad/core/scanner';
import { type ScannerTokenResponse, TokenReportJsonSchema } from '@solpad/core/schemas';
import type { ChainBackend } from '../chain/types';
import type { Db } from '../db';
import { createChainRpc } from '../lib/chain-rpc';
import { catalogued } from '../lib/errors';
import { dbMarketSource } from './market-source';

/** Reports kept (one per token, the newest slot's); the oldest is dropped past this. */
const CACHE_MAX = 500;

interface Entry {
  slot: bigint;
  report: Promise<ScannerTokenResponse['report']>;
}

/** The scan-API's per-slot cache and single flight: one scan per token per slot, however many ask. */
export function createReportCache(opts: { db: Db; chain: ChainBackend; solUsd: () => Promise<number> }) {
  const rpc = createChainRpc(opts.chain) as unknown as ScannerRpc;
  const market = dbMarketSource(opts.db, opts.chain, opts.solUsd);
  const entries = new Map<string, Entry>();

  async function build(mint: string): Promise<ScannerTokenResponse['report']> {
    let report: TokenReport;
    try {
      report = await scanToken(mint, { rpc, market }, () => {});
    } catch (e) {
      if (isAppError(e, 'SCAN__NOT_FOUND')) throw catalogued(e.code, e.message);
      if (isAppError(e, 'SCAN__NOT_A_MINT')) throw catalogued(e.code, e.message);
      if (isAppError(e, 'SCAN__RPC_FAILED')) throw catalogued(e.code, e.message);
      throw e;
    }
    // The JSON form a browser would export, checked against the documented schema.
    return TokenReportJsonSchema.parse(JSON.parse(reportToJson(report)));
  }

  return {
    /** The report of `mint` at the chain's current slot: cached when this slot already has one. */
    async get(mint: string): Promise<ScannerTokenResponse> {
      // A chain that cannot say its slot (down, or answering nonsense) is a failed read, not a server error.
      const slot = await opts.chain.getSlot().catch(() => {
        throw catalogued('SCAN__RPC_FAILED');
      });
      const hit = entries.get(mint);
      if (hit && hit.slot === slot) return { report: await hit.report, cached: true };
      const report = build(mint);
      entries.delete(mint);
      entries.set(mint, { slot, report });
      if (entries.size > CACHE_MAX) entries.delete(entries.keys().next().value as string);
      // A failed scan is not cached: the next request tries again.
      report.catch(() => {
        if (entries.get(mint)?.report === report) entries.delete(mint);
      });
      return { report: await report, cached: false };
    },
  };
}
