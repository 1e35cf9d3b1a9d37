// GET /api/scanner/token/{address}: the scan API for bots and other sites — the report the scanner page builds,
// made on the server, cached per slot, rate limited, and documented.
import { generateKeyPairSigner } from '@solana/kit';
import {
  createApiMarketSource,
  createScannerRpc,
  reportToJson,
  scan,
  type TokenReport,
} from '@solpad/core/scanner';
import { ApiErrorSchema, ScannerTokenResponseSchema } from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture, spread } from '../../test/scanner-fixtures';
import { inProcessFetch } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import { createChainRpc } from '../lib/chain-rpc';

const ORIGIN = 'http://localhost:8787';
const t = useTestApp();
let fixture: Fixture;
const appFetch = inProcessFetch(t);
/** Requests made so far: in-process requests are all one client ('local') to the rate limiter. */
let sent = 0;
const get = (path: string) => {
  sent++;
  return t.app.request(`${ORIGIN}${path}`);
};

beforeAll(async () => {
  fixture = await createFixture(createChainRpc(t.chain), {
    program: 'token-2022',
    decimals: 6,
    holders: spread(12, 50_000_000n),
    freezable: true,
  });
}, 60_000);

describe('GET /api/scanner/token/{address}', () => {
  it('answers the same report the scanner page builds, as documented JSON', async () => {
    const res = await get(`/api/scanner/token/${fixture.mint}`);
    expect(res.status).toBe(200);
    const { report } = ScannerTokenResponseSchema.parse(await res.json());
    const { rpc } = createScannerRpc(`${ORIGIN}/api/rpc`, appFetch);
    const page = (await scan(
      { type: 'token', query: fixture.mint, chain: 'solana' },
      { rpc, market: createApiMarketSource(ORIGIN, appFetch) },
    )) as TokenReport;
    const browser = JSON.parse(reportToJson(page));
    expect(report.score).toBe(browser.score);
    expect(report.riskLevel).toBe(browser.riskLevel);
    expect(report.risks.map((f) => f.code)).toEqual(browser.risks.map((f: { code: string }) => f.code));
    expect(report.holders.count).toBe(12);
    expect(report.supply).toBe(page.supply.toString());
    // A freeze authority is a lever that stops selling: never low.
    expect(report.riskLevel).not.toBe('low');
    expect(report.levelCaps.map((c) => c.code)).toContain('SELL_LEVER');
  });

  it('scans a token once per slot however many ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const res = await get(`/api/scanner/token/${fixture.mint}`);
        return ScannerTokenResponseSchema.parse(await res.json());
      }),
    );
    // Five requests in the same slot (at most two if a slot boundary falls between them) share the scans.
    expect(answers.filter((a) => !a.cached).length).toBeLessThanOrEqual(2);
    expect(new Set(answers.map((a) => a.report.score)).size).toBe(1);
  });

  it('refuses what is not a mint, nothing at all, and a malformed address with clear errors', async () => {
    const notMint = await get(`/api/scanner/token/${fixture.payer.address}`);
    expect(notMint.status).toBe(400);
    expect(ApiErrorSchema.parse(await notMint.json()).error.code).toBe('SCAN__NOT_A_MINT');
    const nothing = await get(`/api/scanner/token/${(await generateKeyPairSigner()).address}`);
    expect(nothing.status).toBe(404);
    expect(ApiErrorSchema.parse(await nothing.json()).error.code).toBe('SCAN__NOT_FOUND');
    const bad = await get('/api/scanner/token/not-an-address');
    expect(bad.status).toBe(400);
  });

  it('limits a client to 60 reports a minute, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    while (sent < 60) statuses.push((await get(`/api/scanner/token/${fixture.mint}`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await get(`/api/scanner/token/${fixture.mint}`);
    expect(limited.status).toBe(429);
    expect(ApiErrorSchema.parse(await limited.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
