import { describe, expect, it } from 'vitest';
import { createMetricsRecorder, histogramPercentile, LATENCY_BOUNDS_MS } from './metrics';

function clock(start = 1_000_000_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('histogramPercentile', () => {
  it('interpolates inside the bucket the rank falls in', () => {
    const h = new Array(LATENCY_BOUNDS_MS.length + 1).fill(0);
    // 100 samples in (10, 15] ms: the median sits half-way through that bucket.
    h[LATENCY_BOUNDS_MS.indexOf(15)] = 100;
    expect(histogramPercentile(h, 0.5)).toBe(12.5);
    expect(histogramPercentile(h, 0.99)).toBeCloseTo(14.95, 2);
  });

  it('is null without samples', () => {
    expect(histogramPercentile(new Array(5).fill(0), 0.5)).toBeNull();
  });
});

describe('the metrics recorder', () => {
  it('reports p50/p95/p99 of the recorded latencies within a bucket width', () => {
    const c = clock();
    const m = createMetricsRecorder({ now: c.now });
    // 1..100 ms, one request each.
    for (let ms = 1; ms <= 100; ms++) m.record('GET /api/x', 200, ms);
    const s = m.snapshot().routes[0];
    expect(s?.route).toBe('GET /api/x');
    expect(s?.requests15m).toBe(100);
    // True values 50, 95, 99; the buckets around them are (30,50], (75,100].
    expect(s?.p50Ms).toBeGreaterThanOrEqual(30);
    expect(s?.p50Ms).toBeLessThanOrEqual(50);
    expect(s?.p95Ms).toBeGreaterThanOrEqual(75);
    expect(s?.p95Ms).toBeLessThanOrEqual(100);
    expect(s?.p99Ms).toBeGreaterThan(s?.p95Ms ?? 0);
    expect(s?.p99Ms).toBeLessThanOrEqual(100);
  });

  it('counts 4xx and 5xx separately and rates errors on 5xx', () => {
    const m = createMetricsRecorder({ now: clock().now });
    for (let i = 0; i < 6; i++) m.record('POST /api/y', 200, 5);
    for (let i = 0; i < 3; i++) m.record('POST /api/y', 404, 5);
    m.record('POST /api/y', 503, 5);
    const { total } = m.snapshot();
    expect(total.requests15m).toBe(10);
    expect(total.clientErrors15m).toBe(3);
    expect(total.serverErrors15m).toBe(1);
    expect(total.errorRate15m).toBe(0.1);
  });

  it('slides: the last minute forgets older requests, 15 minutes forgets older still', () => {
    const c = clock();
    const m = createMetricsRecorder({ now: c.now });
    for (let i = 0; i < 30; i++) m.record('GET /a', 200, 3);
    c.advance(5 * 60_000);
    for (let i = 0; i < 10; i++) m.record('GET /a', 200, 3);
    let s = m.snapshot().total;
    expect(s.requests1m).toBe(10);
    expect(s.requests15m).toBe(40);
    // 40 requests over the 5 minutes (+ a moment) the recorder has been up.
    expect(s.ratePerMinute15m).toBeCloseTo(8, 0);
    c.advance(11 * 60_000);
    s = m.snapshot().total;
    expect(s.requests1m).toBe(0);
    expect(s.requests15m).toBe(10);
    c.advance(15 * 60_000);
    s = m.snapshot().total;
    expect(s.requests15m).toBe(0);
    expect(s.p50Ms).toBeNull();
  });

  it('computes the per-minute rate of the last minute', () => {
    const c = clock(1_000_000_020_000);
    const m = createMetricsRecorder({ now: c.now });
    c.advance(10 * 60_000);
    // 120 requests spread over the last 60 s: 2 per second.
    for (let i = 0; i < 120; i++) {
      m.record('GET /b', 200, 1);
      c.advance(500);
    }
    const s = m.snapshot().total;
    expect(s.ratePerMinute1m).toBeGreaterThan(90);
    expect(s.ratePerMinute1m).toBeLessThan(150);
  });

  it('keeps one entry per route key, however many requests', () => {
    const m = createMetricsRecorder({ now: clock().now });
    for (let i = 0; i < 10_000; i++) m.record(`GET /r${i % 3}`, 200, i % 50);
    expect(m.snapshot().routes.map((r) => r.route)).toEqual(['GET /r0', 'GET /r1', 'GET /r2']);
  });
});
