import type { Context } from 'hono';
import type { z } from 'zod';
import { catalogued } from './errors';

function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid request';
  const field = first.path.length ? first.path.join('.') : 'body';
  return `${field}: ${first.message}`;
}

/** Parses and validates the JSON body; a bad body is a 400 naming the field. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw catalogued('INVALID_JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw catalogued('INVALID_REQUEST', describeIssues(parsed.error));
  return parsed.data;
}

/** Validates query parameters the same way. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw catalogued('INVALID_REQUEST', describeIssues(parsed.error));
  return parsed.data;
}

/** Validates the route parameters against an object schema (`{ id: … }`), naming the parameter on failure. */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw catalogued('INVALID_REQUEST', describeIssues(parsed.error));
  return parsed.data;
}
