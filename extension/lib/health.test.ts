import type { Health } from '@solpad/core/schemas';
import { describe, expect, it } from 'vitest';
import { fetchHealth, HEALTH_PATH, healthHeadline, healthRows, interpretHealthResponse } from './health';

const API = 'http://127.0.0.1:8799';

function health(overrides: Partial<Health> = {}): Health {
  return {
    status: 'ok',
    version: '0.1.0',
    uptimeSeconds: 12,
    database: { ok: true, kind: 'pglite' },
    chain: { ok: true, mode: 'localnet', cluster: 'localnet', slot: 1234567 },
    ...overrides,
  };
}

function rowsOf(h: Health): Record<string, string> {
  return Object.fromEntries(healthRows(h).map((row) => [row.label, row.value]));
}

describe('healthRows', () => {
  it('shows status, chain mode, cluster, slot and database of a healthy API', () => {
    expect(rowsOf(health())).toEqual({
      Status: 'ok',
      Chain: 'localnet',
      Cluster: 'localnet',
      Slot: '1,234,567',
      Database: 'PGlite (embedded)',
      Version: '0.1.0',
    });
    expect(healthHeadline(health())).toBe('API OK');
  });

  it('names what is down when the API is degraded', () => {
    const degraded = health({
      status: 'degraded',
      database: { ok: false, kind: 'postgres', error: 'connection refused' },
      chain: { ok: false, mode: 'remote', cluster: 'devnet', slot: null, error: 'chain unreachable' },
    });
    expect(healthHeadline(degraded)).toBe('API degraded: chain and database down');
    expect(rowsOf(degraded)).toMatchObject({
      Status: 'degraded',
      Chain: 'remote',
      Cluster: 'devnet',
      Slot: 'unavailable (chain unreachable)',
      Database: 'Postgres: connection refused',
    });
    expect(healthRows(degraded).find((row) => row.label === 'Slot')?.tone).toBe('warn');
  });
});

describe('interpretHealthResponse', () => {
  it('accepts a valid health body', () => {
    expect(interpretHealthResponse(API, 200, JSON.stringify(health()))).toEqual({
      ok: true,
      health: health(),
    });
  });

  it('accepts a degraded body sent with 503', () => {
    const degraded = health({ status: 'degraded', database: { ok: false, kind: 'pglite', error: 'x' } });
    expect(interpretHealthResponse(API, 503, JSON.stringify(degraded))).toEqual({
      ok: true,
      health: degraded,
    });
  });

  it('explains a reply that is not JSON', () => {
    expect(interpretHealthResponse(API, 200, '<!doctype html><html></html>')).toEqual({
      ok: false,
      error: `${API} answered HTTP 200 with something that is not JSON. Is it the Solpad API?`,
    });
  });

  it('passes on the API error message', () => {
    const body = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such route' } });
    expect(interpretHealthResponse(API, 404, body)).toEqual({
      ok: false,
      error: 'The Solpad API answered HTTP 404: No such route',
    });
  });

  it('names the first field that does not fit the health shape', () => {
    const body = JSON.stringify({ ...health(), chain: { ...health().chain, mode: 'mainnet' } });
    const result = interpretHealthResponse(API, 200, body);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/unexpected health report \(chain\.mode: .+\)/);
  });
});

describe('fetchHealth', () => {
  it('fetches /api/health from the API base', async () => {
    const seen: string[] = [];
    const fakeFetch = (async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify(health()), { status: 200 });
    }) as typeof fetch;
    expect(await fetchHealth(API, fakeFetch)).toEqual({ ok: true, health: health() });
    expect(seen).toEqual([`${API}${HEALTH_PATH}`]);
  });

  it('says the API is unreachable when the connection fails', async () => {
    const failingFetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await fetchHealth(API, failingFetch)).toEqual({
      ok: false,
      error: `Can't reach the Solpad API at ${API}. Is it running, and is the URL in the options right?`,
    });
  });

  it('gives up after the timeout', async () => {
    const hangingFetch = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    expect(await fetchHealth(API, hangingFetch, 20)).toEqual({
      ok: false,
      error: `The Solpad API at ${API} did not answer within 0.02 s.`,
    });
  });
});
