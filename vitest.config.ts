import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The API's tests, against PGlite (`api`) or against the Postgres server of TEST_DATABASE_URL. */
function apiProject(name: string, env: Record<string, string> = {}): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: './api',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env,
    },
  };
}

// One vitest run across the packages; browser tests live in tests/ and run under Playwright instead.
// With TEST_DATABASE_URL=postgres://… (a role that may CREATE DATABASE) the API's tests run a second time,
// as `api-postgres`, each test app on a fresh database of that server (see api/test/support.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: './core', include: ['src/**/*.test.ts'], environment: 'node' } },
      apiProject('api'),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', { SOLPAD_TEST_DATABASE: 'postgres' })]
        : []),
      {
        // tests/security: one spec per OWASP API Security Top 10 (2023) risk, attacking the running app (the
        // server npm start runs, started once on a port of its own by the global setup) over real sockets.
        test: {
          name: 'security',
          root: './tests',
          include: ['security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['security/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // The benchmarks' own subjects (bench/lib), such as the price store bench/price-store.ts measures.
      { test: { name: 'bench', root: './bench', include: ['lib/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'extension',
          root: './extension',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', '.output/**'],
          environment: 'node',
        },
      },
    ],
  },
});
