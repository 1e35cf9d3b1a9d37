import { describe, expect, it } from 'vitest';
import { parseCampaignList } from './campaigns';

describe('campaign list reply', () => {
  it('reads a bare array and wrapped lists', () => {
    expect(parseCampaignList([{ id: 1, name: 'Raid' }])).toEqual([{ id: '1', name: 'Raid' }]);
    expect(parseCampaignList({ campaigns: [{ id: 'a', name: 'Boost' }] })).toEqual([
      { id: 'a', name: 'Boost' },
    ]);
    expect(parseCampaignList({ items: [{ id: 'b', name: 'Drop' }] })).toEqual([{ id: 'b', name: 'Drop' }]);
  });

  it('drops malformed entries and odd replies instead of inventing campaigns', () => {
    expect(parseCampaignList([{ id: 1 }, { name: 'x' }, null, { id: 2, name: ' ' }])).toEqual([]);
    expect(parseCampaignList('nope')).toEqual([]);
    expect(parseCampaignList({ campaigns: 'x' })).toEqual([]);
  });
});
