import {
  ApiErrorSchema,
  AuthSessionSchema,
  ClientErrorReportSchema,
  HealthSchema,
  MaintenanceModeRequestSchema,
  MaintenanceStatusSchema,
  NotifyRequestSchema,
  NotifyResponseSchema,
  PathMaintenanceRequestSchema,
  SignInInputSchema,
  SignInVerifyRequestSchema,
  StatsSchema,
  TransferRequestSchema,
  TransferResponseSchema,
  WalletCreateRequestSchema,
  WalletCreateResponseSchema,
  WalletListResponseSchema,
} from '@solpad/core/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app';

interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  description?: string;
  auth?: 'session' | 'admin';
  request?: z.ZodType;
  query?: Record<string, string>;
  response?: z.ZodType;
  status?: number;
}

const JsonRpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
});

/** Every documented operation; the OpenAPI document is generated from this list and the core schemas. */
export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Database and chain reachability, chain mode and current slot',
    response: HealthSchema,
  },
  {
    method: 'get',
    path: '/api/stats',
    summary: 'Platform counts computed from the database and the chain',
    response: StatsSchema,
  },
  {
    method: 'post',
    path: '/api/rpc',
    summary: 'Solana JSON-RPC 2.0 (single or batch)',
    description:
      'Served by the embedded LiteSVM localnet, or forwarded to SOLANA_RPC_URL. Errors are JSON-RPC error objects with HTTP 200. `createSolanaRpc` from @solana/kit works against it unchanged.',
    request: z.union([JsonRpcRequest, z.array(JsonRpcRequest)]),
  },
  {
    method: 'post',
    path: '/api/helius/rpc',
    summary: 'The same JSON-RPC endpoint under the path the spec names',
    request: JsonRpcRequest,
  },
  {
    method: 'get',
    path: '/api/auth/nonce',
    summary: 'A single-use nonce and the sign-in input to pass to solana:signIn',
    response: SignInInputSchema,
  },
  {
    method: 'post',
    path: '/api/auth/verify',
    summary: 'Verify a Sign-In With Solana message and start a session (cookie solpad_session)',
    description:
      'Checks the domain, the signer, the single-use unexpired nonce, Issued At within ±10 minutes, Expiration Time, Not Before and the chain id.',
    request: SignInVerifyRequestSchema,
    response: AuthSessionSchema,
  },
  {
    method: 'get',
    path: '/api/auth/me',
    summary: 'The current session, if any',
    response: AuthSessionSchema,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End the current session',
    response: AuthSessionSchema,
  },
  {
    method: 'get',
    path: '/api/wallets',
    summary: 'The signed-in owner’s wallet records',
    auth: 'session',
    query: { owner: 'Owner address (must be the signed-in wallet)' },
    response: WalletListResponseSchema,
  },
  {
    method: 'post',
    path: '/api/wallets',
    summary: 'Add a wallet record',
    description:
      'A wallet record is a wallet an owner keeps on the platform: `connected` registers the owner’s own wallet (address = owner); `watch` adds a watch-only wallet (any address, no keys) that the owner tracks in the portfolio. Only the signed-in owner may add, list or delete its records.',
    auth: 'session',
    request: WalletCreateRequestSchema,
    response: WalletCreateResponseSchema,
    status: 201,
  },
  {
    method: 'delete',
    path: '/api/wallets/{id}',
    summary: 'Delete one of your wallet records',
    auth: 'session',
    status: 204,
  },
  {
    method: 'post',
    path: '/api/client-errors',
    summary: 'Report an error caught in the browser (rate limited; stored for the admin console)',
    request: ClientErrorReportSchema,
    status: 204,
  },
  {
    method: 'post',
    path: '/api/notify',
    summary: 'Subscribe an email to launch news (Coming Soon page); idempotent',
    request: NotifyRequestSchema,
    response: NotifyResponseSchema,
  },
  {
    method: 'post',
    path: '/api/solana/transfer',
    summary: 'Build an unsigned SOL transfer for the sender to sign and send',
    description:
      'amount is in SOL (at most 9 decimals). The sender pays the fee; the blockhash is fresh. Refused (400, success false) when the balance cannot cover amount + fee or the rent-exempt minimums.',
    request: TransferRequestSchema,
    response: TransferResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/maintenance-status',
    summary: 'Maintenance status (public)',
    response: MaintenanceStatusSchema,
  },
  {
    method: 'post',
    path: '/api/admin/maintenance-mode',
    summary: 'Turn global maintenance on or off',
    auth: 'admin',
    request: MaintenanceModeRequestSchema,
    response: MaintenanceStatusSchema,
  },
  {
    method: 'post',
    path: '/api/admin/path-maintenance',
    summary: 'Turn maintenance on or off for one path and its children',
    auth: 'admin',
    request: PathMaintenanceRequestSchema,
    response: MaintenanceStatusSchema,
  },
];

const json = (schema: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
});

/** Builds the OpenAPI 3.1 document. */
export function buildOpenApi(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorBody = json(ApiErrorSchema);
  for (const op of OPERATIONS) {
    const responses: Record<string, unknown> = {
      [String(op.status ?? 200)]: op.response
        ? { description: 'OK', content: json(op.response) }
        : { description: 'OK' },
      '400': { description: 'Invalid input; the message names the field', content: errorBody },
      '429': { description: 'Rate limited; see Retry-After', content: errorBody },
    };
    if (op.auth) responses['401'] = { description: 'Not signed in', content: errorBody };
    if (op.auth === 'admin')
      responses['403'] = { description: 'Signed in, but not an admin', content: errorBody };
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = {
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.auth ? { security: [{ session: [] }] } : {}),
      ...(op.query
        ? {
            parameters: Object.entries(op.query).map(([name, description]) => ({
              name,
              in: 'query',
              required: true,
              description,
              schema: { type: 'string' },
            })),
          }
        : {}),
      ...(op.path.includes('{id}')
        ? {
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            ],
          }
        : {}),
      ...(op.request ? { requestBody: { required: true, content: json(op.request) } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Solpad API',
      version,
      description:
        'The API behind the Solpad site and browser extension. Amounts are integers (lamports, token base units) carried as decimal strings. Errors are `{error:{code,message}}`.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'solpad_session' } } },
    paths,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

/** `/api/openapi.json` and a readable `/api/docs` page rendered from the same document. */
export function openApiRoutes(deps: AppDeps) {
  const doc = buildOpenApi(deps.version);
  const rows = OPERATIONS.map(
    (op) =>
      `<section><h2><code>${op.method.toUpperCase()} ${escapeHtml(op.path)}</code>${op.auth ? ` <small>${op.auth}</small>` : ''}</h2><p>${escapeHtml(op.summary)}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}${op.request ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(z.toJSONSchema(op.request, { io: 'input', unrepresentable: 'any' }), null, 2))}</pre></details>` : ''}${op.response ? `<details><summary>Response</summary><pre>${escapeHtml(JSON.stringify(z.toJSONSchema(op.response, { unrepresentable: 'any' }), null, 2))}</pre></details>` : ''}</section>`,
  ).join('\n');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Solpad API</title><style>body{font:15px/1.5 system-ui,sans-serif;background:#0a0a0a;color:#e5e5e5;max-width:900px;margin:0 auto;padding:24px}code{color:#a78bfa}small{color:#f59e0b;font-size:12px;border:1px solid #f59e0b55;border-radius:4px;padding:1px 6px}section{border-bottom:1px solid #262626;padding:8px 0}pre{background:#171717;padding:12px;overflow:auto;border-radius:6px}a{color:#34d399}h2{font-size:16px}</style></head><body><h1>Solpad API</h1><p>${escapeHtml(doc.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>${rows}</body></html>`;
  return new Hono().get('/openapi.json', (c) => c.json(doc)).get('/docs', (c) => c.html(page));
}
