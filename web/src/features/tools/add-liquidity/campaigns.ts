import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, type ReplyParser } from '../../../lib/api';

/** A campaign the liquidity position can be linked to: what the select needs of it. */
export interface LinkableCampaign {
  id: string;
  name: string;
}

/** The campaigns a provider can link to; `available` is false while the campaigns API does not exist yet. */
export interface LinkableCampaigns {
  available: boolean;
  campaigns: LinkableCampaign[];
}

function toCampaign(item: unknown): LinkableCampaign | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, name } = item as { id?: unknown; name?: unknown };
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string' || !name.trim())
    return null;
  return { id: String(id), name };
}

/**
 * Reads a campaign list reply. The campaigns API belongs to the marketing issue and its schema is not in
 * core yet, so this accepts a bare array or `{campaigns: [...]}` / `{items: [...]}` and keeps only entries
 * with an id and a name; anything else counts as no campaigns rather than inventing some.
 */
export function parseCampaignList(json: unknown): LinkableCampaign[] {
  const list = Array.isArray(json)
    ? json
    : typeof json === 'object' && json !== null
      ? ((json as { campaigns?: unknown; items?: unknown }).campaigns ?? (json as { items?: unknown }).items)
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.map(toCampaign).filter((c): c is LinkableCampaign => c !== null);
}

/** Any JSON reply (the list is read leniently by {@link parseCampaignList}). */
const ANY_REPLY: ReplyParser<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** `GET /api/campaigns`; a 404 means the endpoint is not there yet, which is shown as no campaigns. */
export const linkableCampaignsQuery = queryOptions({
  queryKey: ['/api/campaigns', 'linkable'],
  queryFn: async ({ signal }): Promise<LinkableCampaigns> => {
    try {
      return {
        available: true,
        campaigns: parseCampaignList(await apiRequest('/api/campaigns', ANY_REPLY, { signal })),
      };
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return { available: false, campaigns: [] };
      throw e;
    }
  },
});
