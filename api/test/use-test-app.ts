// A test file's app: the real API on PGlite (or the test Postgres) and a LiteSVM localnet, started before the
// file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './support';

/**
 * The file's test app, started with `env` in `beforeAll` and closed in `afterAll`. The object is there at once
 * (helpers that read it when they run can be made beside it); its fields are filled when the tests run.
 */
export function useTestApp(env?: Record<string, string>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(env));
  });
  afterAll(() => t.close());
  return t;
}
