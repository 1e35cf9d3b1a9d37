/**
 * The shell's zod schemas (schema-bundle.ts), loaded on demand. Validation happens after a network round
 * trip anyway, so the schemas (and zod with them, ~27 KB gzip) are fetched in parallel with the request
 * instead of sitting in the entry chunk that every first paint downloads. Import types statically; call
 * `loadSchemas()` for values.
 */
export type Schemas = typeof import('./schema-bundle');

let schemas: Promise<Schemas> | undefined;

/** The schema chunk (fetched once). */
export function loadSchemas(): Promise<Schemas> {
  schemas ??= import('./schema-bundle').catch((e: unknown) => {
    schemas = undefined; // a failed chunk load may succeed on the next try
    throw e;
  });
  return schemas;
}

/** GETs `path` and validates its JSON with the schema `pick` selects, fetching both at once. */
export async function fetchValidated<T>(
  fetchJson: () => Promise<unknown>,
  pick: (s: Schemas) => { parse(data: unknown): T },
): Promise<T> {
  const [json, s] = await Promise.all([fetchJson(), loadSchemas()]);
  return pick(s).parse(json);
}
