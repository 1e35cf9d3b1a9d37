import { beforeEach, describe, expect, it } from 'vitest';
import { resetReportThrottle, takeReportSlot } from './report';

describe('error report throttle', () => {
  beforeEach(() => resetReportThrottle());

  it('sends one report per distinct message per minute', () => {
    expect(takeReportSlot('boom', 0)).toBe(true);
    expect(takeReportSlot('boom', 30_000)).toBe(false);
    expect(takeReportSlot('boom', 60_000)).toBe(true);
  });

  it('sends at most five reports a minute whatever the messages', () => {
    const sent = Array.from({ length: 8 }, (_, i) => takeReportSlot(`e${i}`, i * 1000));
    expect(sent).toEqual([true, true, true, true, true, false, false, false]);
    expect(takeReportSlot('later', 61_000)).toBe(true);
  });
});
