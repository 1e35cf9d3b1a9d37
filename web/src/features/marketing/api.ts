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
import { apiRequest, queryString, type ReplyParser } from '../../lib/api';

/**
 * The marketing API (`/api/marketing/*`, api/src/routes/marketing.ts) as the screens call it. Every reply is
 * validated with core's schema; a non-OK reply fails with the API's own message (admin/api.ts `apiRequest`,
 * which is a plain same-origin JSON client despite its name). Writes carry the SIWS session cookie.
 */
const BASE = '/api/marketing';

/** Query key root of every marketing read (invalidated after each write). */
export const MARKETING_KEY = ['marketing'] as const;

/** A marketing read: `GET {BASE}{path}` checked by `schema`, cached under the marketing key and then `key`. */
const read = <T>(key: readonly unknown[], path: string, schema: ReplyParser<T>) =>
  queryOptions({
    queryKey: [...MARKETING_KEY, ...key],
    queryFn: ({ signal }) => apiRequest(`${BASE}${path}`, schema, { signal }),
  });

type ListFilters<T> = Partial<Omit<T, 'limit' | 'cursor'>> & { limit?: number };

/** `GET /campaigns` with filters. */
export const campaignListQuery = (filters: ListFilters<CampaignListQuery>) =>
  read(['campaigns', filters], `/campaigns${queryString(filters)}`, CampaignListResponseSchema);

/** `GET /campaigns/{id}`. */
export const campaignQuery = (id: string) =>
  read(['campaign', id], `/campaigns/${encodeURIComponent(id)}`, CampaignResponseSchema);

/** `GET /presales` with filters. */
export const presaleListQuery = (filters: ListFilters<PresaleListQuery>) =>
  read(['presales', filters], `/presales${queryString(filters)}`, PresaleListResponseSchema);

/** `GET /presales/{id}`. */
export const presaleQuery = (id: string) =>
  read(['presale', id], `/presales/${encodeURIComponent(id)}`, PresaleResponseSchema);

/** `GET /cto` (open takeovers for the overview). */
export const ctoListQuery = (status?: 'open' | 'succeeded' | 'expired' | 'cancelled', limit = 20) =>
  read(['cto', status ?? 'all', limit], `/cto${queryString({ status, limit })}`, CtoListResponseSchema);

/** `GET /cto/{mint}`: the mint's latest CTO campaign with its pledges (404 when it never had one). */
export const ctoQuery = (mint: string) =>
  read(['cto-detail', mint], `/cto/${encodeURIComponent(mint)}`, CtoResponseSchema);

/** `GET /kols` with search, niche, owner and sort. */
export const kolListQuery = (filters: {
  search?: string | undefined;
  niche?: string | undefined;
  /** Only this wallet's profile (how the creator finds "my profile"). */
  owner?: string | undefined;
  sort?: 'followers' | 'price' | 'new' | 'hires';
  limit?: number;
}) => read(['kols', filters], `/kols${queryString(filters)}`, KolListResponseSchema);

/** `GET /kols/{id}`. */
export const kolQuery = (id: string) =>
  read(['kol', id], `/kols/${encodeURIComponent(id)}`, KolProfileResponseSchema);

/** `GET /kols/{id}/hires`: the profile's completed (paid) hires, public. */
export const kolPastHiresQuery = (id: string) =>
  read(['kol-hires', id], `/kols/${encodeURIComponent(id)}/hires`, KolHireListResponseSchema);

/** `GET /hires?role=…`: the signed-in wallet's hires (`wallet` only keys the cache per session). */
export const hireListQuery = (role: 'client' | 'kol', wallet: string) =>
  read(['hires', role, wallet], `/hires${queryString({ role })}`, KolHireListResponseSchema);

/** `GET /trending`. */
export const trendingQuery = (window: '5m' | '1h' | '24h', limit = 25) =>
  queryOptions({
    ...read(
      ['trending', window, limit],
      `/trending${queryString({ window, limit })}`,
      TrendingResponseSchema,
    ),
    refetchInterval: 30_000,
  });

/** `GET /analytics`. */
export const analyticsQuery = (days: number, mint?: string) =>
  read(
    ['analytics', days, mint ?? null],
    `/analytics${queryString({ days, mint })}`,
    AnalyticsResponseSchema,
  );

const post = <T>(path: string, schema: ReplyParser<T>, body?: unknown) =>
  apiRequest(`${BASE}${path}`, schema, { method: 'POST', body: body ?? {} });

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
