// zod compiles its object parsers with `new Function` where it may, and probes for that once per page. Under the
// extension's Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a violation, though
// zod catches it. zod reads its settings from this global object (the one `z.config()` writes), whether it loads
// before or after this module; each page's entry imports this first, before any schema is built.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });
