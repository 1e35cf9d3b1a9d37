import { describe, expect, it } from 'vitest';
import { filterParams } from './useFilterValues';

describe('filterParams', () => {
  it('trims text and leaves a blank filter out', () => {
    expect(filterParams({ search: '  moon ', status: '', niche: '   ', sort: 'new' })).toEqual({
      search: 'moon',
      status: undefined,
      niche: undefined,
      sort: 'new',
    });
  });

  it('passes a flag through as it is', () => {
    expect(filterParams({ mine: false, hidden: true })).toEqual({ mine: false, hidden: true });
  });
});
