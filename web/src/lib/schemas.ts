/**
 * The shell's zod schemas, loaded on demand in groups. Validation happens after a network round trip anyway, so
 * a group's schemas (and zod with them, ~27 KB gzip) are fetched in parallel with the request instead of sitting
 * in the entry chunk that every first paint downloads. Each group is its own chunk, so a page evaluates only the
 * schemas it validates with: core's schema modules build every schema they define when they load, and the token
 * reply's module graph alone (trade, scanner, launch) cost ~150 ms of main-thread work at start-up on a 4× slower
 * CPU — on pages that never read a token list. Import types statically; call `loadSchemas(group)` for values.
 */
const groups = {
  system: () => import('./schema-system'),
  tokens: () => import('./schema-tokens'),
  ws: () => import('./schema-ws'),
  report: () => import('./schema-report'),
};

/** A group of schemas. */
export type SchemaGroup = keyof typeof groups;
/** The schemas of `G`. */
export type Schemas<G extends SchemaGroup> = Awaited<ReturnType<(typeof groups)[G]>>;

const loading = new Map<SchemaGroup, Promise<unknown>>();

/** The chunk of `group`'s schemas (fetched once). */
export function loadSchemas<G extends SchemaGroup>(group: G): Promise<Schemas<G>> {
  let chunk = loading.get(group) as Promise<Schemas<G>> | undefined;
  if (!chunk) {
    chunk = (groups[group]() as Promise<Schemas<G>>).catch((e: unknown) => {
      loading.delete(group); // a failed chunk load may succeed on the next try
      throw e;
    });
    loading.set(group, chunk);
  }
  return chunk;
}

/** GETs `path` and validates its JSON with the schema `pick` selects from `group`, fetching both at once. */
export async function fetchValidated<G extends SchemaGroup, T>(
  fetchJson: () => Promise<unknown>,
  group: G,
  pick: (s: Schemas<G>) => { parse(data: unknown): T },
): Promise<T> {
  const [json, s] = await Promise.all([fetchJson(), loadSchemas(group)]);
  return pick(s).parse(json);
}
