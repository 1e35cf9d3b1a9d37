import { ERROR_MESSAGES } from '@solpad/core';
import { queryOptions } from '@tanstack/react-query';

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

/** `GET /api/campaigns`; a 404 means the endpoint is not there yet, which is shown as no campaigns. */
export const linkableCampaignsQuery = queryOptions({
  queryKey: ['/api/campaigns', 'linkable'],
  queryFn: async ({ signal }): Promise<LinkableCampaigns> => {
    const res = await fetch('/api/campaigns', { signal, headers: { accept: 'application/json' } });
    if (res.status === 404) return { available: false, campaigns: [] };
    if (!res.ok) throw new Error(`${ERROR_MESSAGES.HTTP__NOT_OK} (HTTP ${res.status})`);
    return { available: true, campaigns: parseCampaignList(await res.json()) };
  },
});
