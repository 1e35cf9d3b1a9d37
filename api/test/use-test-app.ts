// A test file's app: the real API on PGlite (or the test Postgres) and a LiteSVM localnet, started before the
// file's tests and closed after them.
import type { KeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll } from 'vitest';
import { startAdminTestApp, startTestApp, type TestApp } from './support';

/**
 * What `start` makes, made in `beforeAll` and closed in `afterAll`. The object is there at once (helpers that
 * read it when they run can be made beside it); its fields are filled when the tests run.
 */
function useStarted<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const t = {} as T;
  beforeAll(async () => {
    Object.assign(t, await start());
  });
  afterAll(() => t.close());
  return t;
}

/** Configuration of a test app, or how to make it when the app starts (from keys generated then, say). */
type TestEnv = Record<string, string> | (() => Promise<Record<string, string>>);

/** The file's test app, started with `env` (see {@link useStarted}). */
export function useTestApp(env?: TestEnv): TestApp {
  return useStarted(async () => startTestApp(typeof env === 'function' ? await env() : env));
}

/** A test app with one admin wallet signed in: the admin and its session cookie beside the app's fields. */
export interface AdminTestApp extends TestApp {
  admin: KeyPairSigner;
  adminCookie: string;
}

/** The file's test app with one admin signed in, started with `env` (see {@link useStarted}). */
export function useAdminTestApp(env?: Record<string, string>): AdminTestApp {
  return useStarted(async () => {
    const { t, admin, adminCookie } = await startAdminTestApp(env);
    return { ...t, admin, adminCookie };
  });
}
