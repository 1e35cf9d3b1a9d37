// /api/health tells a load balancer or a test runner when the server may take live traffic: not while the
// first start's demo seed is still moving the fresh localnet's clock (a transaction sent then expired at once).
import { HealthSchema } from '@solpad/core/schemas';
import { describe, expect, it } from 'vitest';
import { appBeside } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import { createChainHistory } from '../chain/chain-history';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers 503 "starting" while the demo history is being written, and 200 "ok" once it is finished', async () => {
    const { history, now } = createChainHistory(20 * 3_600_000);
    // As the server wires it: not ready until the seed finishes the history.
    const app = appBeside(t, {}, { starting: () => !history.finished });
    const starting = await app.request('/api/health');
    expect(starting.status).toBe(503);
    expect(HealthSchema.parse(await starting.json())).toMatchObject({
      status: 'starting',
      database: { ok: true },
      chain: { ok: true },
    });
    history.advance(3_600_000);
    expect((await app.request('/api/health')).status).toBe(503);

    history.finish();
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
    const ready = await app.request('/api/health');
    expect(ready.status).toBe(200);
    expect(HealthSchema.parse(await ready.json()).status).toBe('ok');
    // Finished for good: the clock does not move back into the past.
    history.advance(1);
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
  });

  it('answers 200 at once when there is no demo history (SEED=0, a restarted or remote chain)', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(HealthSchema.parse(await res.json()).status).toBe('ok');
  });
});
