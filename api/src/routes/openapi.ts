import { ApiErrorSchema } from '@solpad/core/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { contentSecurityPolicy, inlineHashes } from '../lib/security-headers';
import { OPERATIONS } from './operations';

/** A JSON Schema object. */
export type JsonSchema = Record<string, unknown>;

/** The generated OpenAPI 3.1 document. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  components: Record<string, Record<string, unknown>>;
  paths: Record<string, Record<string, unknown>>;
}

/** A core schema as JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: jsonSchemaOf(schema, io) },
});

/** OpenAPI parameters generated from an object schema's properties. */
function parametersOf(schema: z.ZodObject, where: 'path' | 'query') {
  const object = jsonSchemaOf(schema, 'input') as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    ...(property.description ? { description: property.description } : {}),
    schema: property,
  }));
}

/** Builds the OpenAPI 3.1 document. */
export function buildOpenApi(version: string): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorBody = json(ApiErrorSchema, 'output');
  for (const op of OPERATIONS) {
    const ok = op.websocket
      ? { '101': { description: 'Switching Protocols: the websocket is open' } }
      : {
          [String(op.status ?? 200)]: {
            description: 'OK',
            ...(op.response ? { content: json(op.response, 'output') } : {}),
            ...(op.contentType ? { content: { [op.contentType]: { schema: { type: 'string' } } } } : {}),
          },
        };
    const responses: Record<string, unknown> = { ...ok };
    const takesInput = Boolean(op.request || op.query || op.params);
    if (takesInput)
      responses['400'] = { description: 'Invalid input; the message names the field', content: errorBody };
    if (op.auth) responses['401'] = { description: 'Not signed in', content: errorBody };
    if (op.auth === 'admin')
      responses['403'] = { description: 'Signed in, but not an admin', content: errorBody };
    for (const [status, answer] of Object.entries(op.answers ?? {})) {
      responses[status] = {
        description: answer.description,
        content: answer.schema ? json(answer.schema, 'output') : errorBody,
      };
    }
    if (op.request) responses['413'] = { description: 'Body too large', content: errorBody };
    if (op.rateLimited)
      responses['429'] = {
        description: 'Too many requests from this client',
        headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
        content: errorBody,
      };
    const parameters = [
      ...(op.params ? parametersOf(op.params, 'path') : []),
      ...(op.query ? parametersOf(op.query, 'query') : []),
    ];
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = {
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.auth ? { security: [{ session: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.request ? { requestBody: { required: true, content: json(op.request, 'input') } } : {}),
      ...(op.websocket
        ? {
            'x-websocket': {
              ...(op.websocket.client ? { clientMessages: jsonSchemaOf(op.websocket.client, 'input') } : {}),
              ...(op.websocket.server ? { serverMessages: jsonSchemaOf(op.websocket.server) } : {}),
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Solpad API',
      version,
      description:
        'The API behind the Solpad site and browser extension. Amounts are integers (lamports, token base units) carried as decimal strings, except the SOL amount a person types into a transfer. Errors are `{error:{code,message}}`; unknown routes answer 404 in that shape. Request bodies are limited to 64 KiB (512 KiB for JSON-RPC).',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'solpad_session' } },
      schemas: { ApiError: jsonSchemaOf(ApiErrorSchema) },
    },
    paths,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

const block = (title: string, value: unknown) =>
  `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;

/** The readable page: every operation of the generated document, with its parameters and schemas. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const sections = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as {
        summary: string;
        description?: string;
        security?: unknown;
        parameters?: Array<{ name: string; in: string; description?: string }>;
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
        'x-websocket'?: { clientMessages?: unknown; serverMessages?: unknown };
      };
      const auth = OPERATIONS.find((o) => o.path === path && o.method === method)?.auth;
      const params = op.parameters?.length
        ? `<ul>${op.parameters.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in})${p.description ? ` — ${escapeHtml(p.description)}` : ''}</li>`).join('')}</ul>`
        : '';
      const body = op.requestBody
        ? block('Request body', op.requestBody.content['application/json']?.schema)
        : '';
      const ws = op['x-websocket']
        ? `${op['x-websocket'].clientMessages ? block('Client messages', op['x-websocket'].clientMessages) : ''}${op['x-websocket'].serverMessages ? block('Server messages', op['x-websocket'].serverMessages) : ''}`
        : '';
      const answers = Object.entries(op.responses)
        .map(([status, r]) => {
          const schema = r.content?.['application/json']?.schema;
          return schema && !status.startsWith('4')
            ? block(`${status} ${escapeHtml(r.description)}`, schema)
            : `<p class="answer"><b>${status}</b> ${escapeHtml(r.description)}</p>`;
        })
        .join('');
      return `<section id="${escapeHtml(`${method}-${path}`)}"><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code>${auth ? ` <small>${auth}</small>` : ''}</h2><p>${escapeHtml(op.summary)}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}${params}${body}${ws}${answers}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Solpad API</title><style>body{font:15px/1.5 system-ui,sans-serif;background:#0a0a0a;color:#e5e5e5;max-width:900px;margin:0 auto;padding:24px}code{color:#a78bfa}small{color:#f59e0b;font-size:12px;border:1px solid #f59e0b55;border-radius:4px;padding:1px 6px}section{border-bottom:1px solid #262626;padding:8px 0}pre{background:#171717;padding:12px;overflow:auto;border-radius:6px}a{color:#34d399}h2{font-size:16px}.answer{margin:2px 0;color:#a3a3a3}</style></head><body><h1>Solpad API <small>${escapeHtml(doc.info.version)}</small></h1><p>${escapeHtml(doc.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>${sections.join('\n')}</body></html>`;
}

/** `/api/openapi.json` and a readable `/api/docs` page rendered from the same document. */
export function openApiRoutes(deps: AppDeps) {
  const doc = buildOpenApi(deps.version);
  const page = renderDocsPage(doc);
  // The page's one <style> is allowed by its hash, so the docs need no 'unsafe-inline' either.
  const policy = contentSecurityPolicy({
    inline: inlineHashes(page),
    publicUrl: deps.config.publicUrl,
    runtimeStyles: false,
  });
  return new Hono()
    .get('/openapi.json', (c) => c.json(doc))
    .get('/docs', (c) => c.html(page, 200, { 'content-security-policy': policy }));
}
