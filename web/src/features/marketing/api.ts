import {
  AnalyticsResponseSchema,
  CampaignCancelResponseSchema,
  type CampaignCreateRequest,
  CampaignCreateResponseSchema,
  type CampaignListQuery,
  CampaignListResponseSchema,
  CampaignResponseSchema,
  type CampaignUpdateRequest,
  ContributionConfirmResponseSchema,
  type CtoCreateRequest,
  CtoListResponseSchema,
  CtoPledgeResponseSchema,
  CtoResponseSchema,
  KolHireListResponseSchema,
  KolHireResponseSchema,
  KolListResponseSchema,
  type KolProfileRequest,
  KolProfileResponseSchema,
  type KolProfileUpdateRequest,
  PreparedPaymentSchema,
  type PresaleCreateRequest,
  PresaleCreateResponseSchema,
  PresaleFinalizeResponseSchema,
  type PresaleListQuery,
  PresaleListResponseSchema,
  PresaleRefundResponseSchema,
  PresaleResponseSchema,
  TrendingResponseSchema,
} from '@solpad/core/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../lib/api';

/**
 * The marketing API (`/api/marketing/*`, api/src/routes/marketing.ts) as the screens call it. Every reply is
 * validated with core's schema; a non-OK reply fails with the API's own message (admin/api.ts `apiRequest`,
 * which is a plain same-origin JSON client despite its name). Writes carry the SIWS session cookie.
 */
const BASE = '/api/marketing';

/** Query key root of every marketing read (invalidated after each write). */
export const MARKETING_KEY = ['marketing'] as const;

type ListFilters<T> = Partial<Omit<T, 'limit' | 'cursor'>> & { limit?: number };

/** `GET /campaigns` with filters. */
export const campaignListQuery = (filters: ListFilters<CampaignListQuery>) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'campaigns', filters],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/campaigns${queryString(filters)}`, CampaignListResponseSchema, { signal }),
  });

/** `GET /campaigns/{id}`. */
export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'campaign', id],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/campaigns/${encodeURIComponent(id)}`, CampaignResponseSchema, { signal }),
  });

/** `GET /presales` with filters. */
export const presaleListQuery = (filters: ListFilters<PresaleListQuery>) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'presales', filters],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/presales${queryString(filters)}`, PresaleListResponseSchema, { signal }),
  });

/** `GET /presales/{id}`. */
export const presaleQuery = (id: string) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'presale', id],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/presales/${encodeURIComponent(id)}`, PresaleResponseSchema, { signal }),
  });

/** `GET /cto` (open takeovers for the overview). */
export const ctoListQuery = (status?: 'open' | 'succeeded' | 'expired' | 'cancelled', limit = 20) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'cto', status ?? 'all', limit],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/cto${queryString({ status, limit })}`, CtoListResponseSchema, { signal }),
  });

/** `GET /cto/{mint}`: the mint's latest CTO campaign with its pledges (404 when it never had one). */
export const ctoQuery = (mint: string) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'cto-detail', mint],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/cto/${encodeURIComponent(mint)}`, CtoResponseSchema, { signal }),
  });

/** `GET /kols` with search, niche, owner and sort. */
export const kolListQuery = (filters: {
  search?: string | undefined;
  niche?: string | undefined;
  /** Only this wallet's profile (how the creator finds "my profile"). */
  owner?: string | undefined;
  sort?: 'followers' | 'price' | 'new' | 'hires';
  limit?: number;
}) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'kols', filters],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/kols${queryString(filters)}`, KolListResponseSchema, { signal }),
  });

/** `GET /kols/{id}`. */
export const kolQuery = (id: string) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'kol', id],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/kols/${encodeURIComponent(id)}`, KolProfileResponseSchema, { signal }),
  });

/** `GET /kols/{id}/hires`: the profile's completed (paid) hires, public. */
export const kolPastHiresQuery = (id: string) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'kol-hires', id],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/kols/${encodeURIComponent(id)}/hires`, KolHireListResponseSchema, { signal }),
  });

/** `GET /hires?role=…`: the signed-in wallet's hires (`wallet` only keys the cache per session). */
export const hireListQuery = (role: 'client' | 'kol', wallet: string) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'hires', role, wallet],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/hires${queryString({ role })}`, KolHireListResponseSchema, { signal }),
  });

/** `GET /trending`. */
export const trendingQuery = (window: '5m' | '1h' | '24h', limit = 25) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'trending', window, limit],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/trending${queryString({ window, limit })}`, TrendingResponseSchema, { signal }),
    refetchInterval: 30_000,
  });

/** `GET /analytics`. */
export const analyticsQuery = (days: number, mint?: string) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, 'analytics', days, mint ?? null],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/analytics${queryString({ days, mint })}`, AnalyticsResponseSchema, { signal }),
  });

const post = <T>(
  path: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  body?: unknown,
) => apiRequest(`${BASE}${path}`, schema, { method: 'POST', body: body ?? {} });

/** The API calls behind each write (signed in). */
export const marketingApi = {
  createCampaign: (body: CampaignCreateRequest) => post('/campaigns', CampaignCreateResponseSchema, body),
  campaignPayment: (id: string) => post(`/campaigns/${id}/payment`, PreparedPaymentSchema),
  confirmCampaign: (id: string, signature: string) =>
    post(`/campaigns/${id}/confirm`, CampaignResponseSchema, { signature }),
  updateCampaign: (id: string, patch: CampaignUpdateRequest) =>
    apiRequest(`${BASE}/campaigns/${id}`, CampaignResponseSchema, { method: 'PATCH', body: patch }),
  cancelCampaign: (id: string) => post(`/campaigns/${id}/cancel`, CampaignCancelResponseSchema),
  joinCampaign: (id: string) => post(`/campaigns/${id}/join`, CampaignResponseSchema),
  createPresale: (body: PresaleCreateRequest) => post('/presales', PresaleCreateResponseSchema, body),
  presaleDeposit: (id: string) => post(`/presales/${id}/deposit`, PreparedPaymentSchema),
  confirmDeposit: (id: string, signature: string) =>
    post(`/presales/${id}/deposit/confirm`, PresaleResponseSchema, { signature }),
  prepareContribution: (id: string, lamports: bigint) =>
    post(`/presales/${id}/contributions/prepare`, PreparedPaymentSchema, { lamports: lamports.toString() }),
  confirmContribution: (id: string, signature: string) =>
    post(`/presales/${id}/contributions/confirm`, ContributionConfirmResponseSchema, { signature }),
  finalizePresale: (id: string) => post(`/presales/${id}/finalize`, PresaleFinalizeResponseSchema),
  claimRefund: (id: string) => post(`/presales/${id}/refund`, PresaleRefundResponseSchema),
  cancelPresale: (id: string) => post(`/presales/${id}/cancel`, PresaleResponseSchema),
  createCto: (body: CtoCreateRequest) => post('/cto', CtoResponseSchema, body),
  // No transaction: the API weighs the pledge by the wallet's token balance it reads from the chain.
  pledgeCto: (mint: string) => post(`/cto/${encodeURIComponent(mint)}/pledges`, CtoPledgeResponseSchema),
  cancelCto: (mint: string) => post(`/cto/${encodeURIComponent(mint)}/cancel`, CtoResponseSchema),
  createKol: (body: KolProfileRequest) => post('/kols', KolProfileResponseSchema, body),
  updateKol: (id: string, patch: KolProfileUpdateRequest) =>
    apiRequest(`${BASE}/kols/${encodeURIComponent(id)}`, KolProfileResponseSchema, {
      method: 'PATCH',
      body: patch,
    }),
  requestHire: (kolId: string, body: { campaignId: string; service: string; message: string }) =>
    post(`/kols/${encodeURIComponent(kolId)}/hires`, KolHireResponseSchema, body),
  actOnHire: (id: string, action: 'accept' | 'decline' | 'cancel' | 'complete') =>
    post(`/hires/${encodeURIComponent(id)}/${action}`, KolHireResponseSchema),
};
